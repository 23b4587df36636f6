/**
 * A little markup for Portable Text, so articles read like articles in the source:
 *   "## Heading" (h1-h6 by the count of #), "> quote", "- bullet", "1. numbered",
 *   "![alt](picture-name)" for an inline image, anything else a normal paragraph;
 *   inline **strong**, *em* and [label](href).
 * Keys are deterministic: block `<prefix><n>`, span `<block>s<n>`, link `<block>l<n>`.
 */
import { pictureRef, type Reference } from "./model.ts";

export interface Span {
  _type: "span";
  _key: string;
  text: string;
  marks: string[];
}
export interface MarkDef {
  _type: "link";
  _key: string;
  href: string;
}
export interface TextBlock {
  _type: "block";
  _key: string;
  style: "normal" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: MarkDef[];
  children: Span[];
}
export interface InlineImage {
  _type: "image";
  _key: string;
  asset: Reference;
  alt: string;
}
export type PortableText = Array<TextBlock | InlineImage>;
export interface LocaleBlockContent {
  _type: "localeBlockContent";
  it: PortableText;
  en: PortableText;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

function spans(key: string, line: string): Pick<TextBlock, "children" | "markDefs"> {
  const children: Span[] = [];
  const markDefs: MarkDef[] = [];
  const push = (text: string, marks: string[]) => {
    if (text) children.push({ _type: "span", _key: `${key}s${children.length}`, text, marks });
  };
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    push(line.slice(last, m.index), []);
    if (m[1] !== undefined) push(m[1], ["strong"]);
    else if (m[2] !== undefined) push(m[2], ["em"]);
    else if (m[3] !== undefined && m[4] !== undefined) {
      const def: MarkDef = { _type: "link", _key: `${key}l${markDefs.length}`, href: m[4] };
      markDefs.push(def);
      push(m[3], [def._key]);
    }
    last = (m.index ?? 0) + m[0].length;
  }
  push(line.slice(last), []);
  return { markDefs, children };
}

export function parse(prefix: string, lines: readonly string[]): PortableText {
  return lines.map((raw, i) => {
    const key = `${prefix}${i}`;
    const img = /^!\[(.+)\]\((.+)\)$/.exec(raw);
    if (img?.[1] && img[2])
      return { _type: "image", _key: key, asset: pictureRef(img[2]), alt: img[1] } satisfies InlineImage;
    const h = /^(#{1,6}) (.*)$/.exec(raw);
    const list = /^(\s*)(-|\d+\.) (.*)$/.exec(raw);
    let style: TextBlock["style"] = "normal";
    let text = raw;
    let extra: Pick<TextBlock, "listItem" | "level"> = {};
    if (h?.[1] && h[2] !== undefined) {
      style = `h${h[1].length}` as TextBlock["style"];
      text = h[2];
    } else if (raw.startsWith("> ")) {
      style = "blockquote";
      text = raw.slice(2);
    } else if (list?.[2] && list[3] !== undefined) {
      extra = { listItem: list[2] === "-" ? "bullet" : "number", level: 1 + Math.floor((list[1]?.length ?? 0) / 2) };
      text = list[3];
    }
    return { _type: "block", _key: key, style, ...extra, ...spans(key, text) } satisfies TextBlock;
  });
}

/** Both languages of one body; the two must have the same shape, block for block. */
export function body(it: readonly string[], en: readonly string[], prefix = "b"): LocaleBlockContent {
  return { _type: "localeBlockContent", it: parse(prefix, it), en: parse(prefix, en) };
}
