import type { BlockBase } from "~/content-client/types";

const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A block's `anchor`, as the id of its element (sub menus and #hash links scroll to it). */
export function anchorId(block: BlockBase): string | undefined {
  const anchor = block.anchor;
  return typeof anchor === "string" && ANCHOR.test(anchor) ? anchor : undefined;
}

/** The attributes every block's outer element carries: its anchor as id, and its type. */
export function blockAttrs(block: BlockBase): { id?: string; "data-block": string } {
  return { id: anchorId(block), "data-block": block._type };
}

/** Long text: one entry per line (content may hold `\n`). */
export function lines(text: string | undefined | null): string[] {
  if (typeof text !== "string") return [];
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
