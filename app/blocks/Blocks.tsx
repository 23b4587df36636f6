import type { BlockType, ContentBlock } from "~/content/types";
import { hasOwn } from "@shared/narrow";
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

/** Renders a list of content blocks, each by its `_type`, through the registry. */
export function Blocks({ blocks, nested = false }: { blocks: readonly ListedBlock[] | null | undefined; nested?: boolean }) {
  if (!Array.isArray(blocks)) return null;
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
        return <Component key={block._key ?? index} block={block} index={index} nested={nested} />;
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
