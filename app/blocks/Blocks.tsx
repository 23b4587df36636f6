import type { BlockType, ContentBlock } from "~/content-client/types";
import { hasOwn } from "@site/narrow";
import { BLOCK_REGISTRY } from "./index";
import type { BlockComponent } from "./types";

/**
 * A block as a list may hold it: one of the schema's (a ContentBlock), or, where content has drifted
 * from the code, one of a type the registry does not have (it renders nothing).
 */
type ListedBlock = { _type: string; _key?: string; [field: string]: unknown };

const warned = new Set<string>();

/** Logs an unknown block type once per type and process (content models drift; it renders nothing). */
export function warnUnknownBlock(type: string): void {
  if (warned.has(type)) return;
  warned.add(type);
  console.warn(`[blocks] unknown block type "${type}": rendered nothing`);
}

/**
 * Does the registry draw blocks of this one's type? Then it is that block of the schema, its fields
 * as the page's query gives them (content is not checked at run time: components guard what drifts).
 */
function isRegistered(block: ListedBlock): block is ListedBlock & ContentBlock {
  return hasOwn(BLOCK_REGISTRY, block._type);
}

/**
 * The component for a block type. Indexed by a type parameter, the registry's mapped type gives that
 * type's own component: a block and the component its `_type` picks are checked as one pair.
 */
function blockComponent<K extends BlockType>(type: K): BlockComponent<K> {
  return BLOCK_REGISTRY[type];
}

/** The block types that draw pictures. */
const PICTURE_BLOCKS: ReadonlySet<string> = new Set([
  "hero",
  "imageBlock",
  "doubleImageText",
  "gallery",
  "menuGallery",
  "background",
]);
/** The block types that can lead a page with their picture (one picture, wide). */
const LEAD_BLOCKS: ReadonlySet<string> = new Set(["hero", "imageBlock"]);
/** How far down a page's list its lead picture may come: after a title and a subtitle, or a text. */
export const LEAD_WITHIN = 3;

/**
 * The index of a page's lead picture: its first picture, when that is a hero or a wide picture among
 * its first LEAD_WITHIN blocks. It is on the first screen of a phone (a title and a few lines above
 * it) and most often the page's largest paint, so it loads at once, with the page, instead of waiting
 * for the page's code to find it in view (lazy media). -1 when there is none.
 */
export function leadPicture(blocks: readonly ListedBlock[]): number {
  const first = blocks.findIndex((block) => block && typeof block === "object" && PICTURE_BLOCKS.has(block._type));
  return first >= 0 && first < LEAD_WITHIN && LEAD_BLOCKS.has(blocks[first]!._type) ? first : -1;
}

/** Renders a list of content blocks, each by its `_type`, through the registry. */
export function Blocks({
  blocks,
  nested = false,
}: {
  blocks: readonly ListedBlock[] | null | undefined;
  nested?: boolean;
}) {
  if (!Array.isArray(blocks)) return null;
  const lead = nested ? -1 : leadPicture(blocks);
  return (
    <>
      {blocks.map((block, index) => {
        if (!block || typeof block !== "object" || typeof block._type !== "string") return null;
        // A band inside a band is not allowed by the content model.
        if (!isRegistered(block) || (nested && block._type === "background")) {
          warnUnknownBlock(nested && block._type === "background" ? "background (nested)" : block._type);
          return null;
        }
        const Component = blockComponent(block._type);
        return (
          <Component
            key={block._key ?? index}
            block={block}
            index={index}
            nested={nested}
            lead={index === lead || undefined}
          />
        );
      })}
    </>
  );
}

/** Does a page's list of blocks give it its h1 (a hero first, or a title of level 1)? */
export function hasOwnH1(blocks: readonly ListedBlock[] | null | undefined): boolean {
  if (!Array.isArray(blocks)) return false;
  if (blocks[0]?._type === "hero") return true;
  return blocks.some((block) => block?._type === "title" && block.level === 1);
}
