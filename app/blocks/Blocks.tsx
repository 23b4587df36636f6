import { Fragment, Suspense, use } from "react";
import type { BlockType, ContentBlock } from "~/content/types";
import { hasOwn } from "@shared/narrow";
import { BLOCK_REGISTRY } from "./index";
import type { LazyBlock } from "./lazy-block";
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
const PICTURE_BLOCKS: ReadonlySet<string> = new Set(["hero", "imageBlock", "doubleImageText", "gallery", "menuGallery", "background"]);
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

/**
 * Suspends the list until the code of each of its lazy blocks is in (lazy-block.tsx). A page's blocks
 * are each in a Suspense boundary of their own (Blocks), which a block met for the first time on a
 * client-side navigation would otherwise fill with its fallback, nothing, while the rest of the new
 * page shows: suspended here, above the boundaries, the navigation keeps the previous page on screen
 * until the new one can be drawn whole. (The browser loads the code of a server-rendered page's blocks
 * before hydrating, the server before rendering: neither suspends here.)
 */
function useBlockCode(blocks: readonly ListedBlock[] | null | undefined): void {
  const first = blockCodeToLoad(blocks);
  if (first) use(first);
}

/** Starts loading the code of the lazy blocks in the list, a band's own blocks included; the first load. */
function blockCodeToLoad(blocks: unknown): Promise<unknown> | undefined {
  if (!Array.isArray(blocks)) return undefined;
  let first: Promise<unknown> | undefined;
  for (const block of blocks as readonly ListedBlock[]) {
    if (!block || typeof block !== "object" || typeof block._type !== "string" || !isRegistered(block)) continue;
    const component: unknown = BLOCK_REGISTRY[block._type];
    // Every load starts now (not only the first), so that they arrive together.
    const own = isLazyBlock(component) && !component.loaded() ? component.load() : undefined;
    const inner = block._type === "background" ? blockCodeToLoad(block.blocks) : undefined;
    first ??= own ?? inner;
  }
  return first;
}

function isLazyBlock(component: unknown): component is LazyBlock<object> {
  return typeof component === "function" && "loaded" in component && typeof component.loaded === "function";
}

/**
 * Renders a list of content blocks, each by its `_type`, through the registry. Each of a page's blocks
 * is a Suspense boundary of its own, though none suspends (useBlockCode): React hydrates the page's
 * frame first and then each block apart, in slices it can interrupt, instead of the whole page in
 * one long task.
 */
export function Blocks({ blocks, nested = false }: { blocks: readonly ListedBlock[] | null | undefined; nested?: boolean }) {
  useBlockCode(nested ? undefined : blocks);
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
        const key = block._key ?? index;
        const element = <Component block={block} index={index} nested={nested} lead={index === lead || undefined} />;
        return nested ?
            <Fragment key={key}>{element}</Fragment>
          : <Suspense key={key} fallback={null}>
              {element}
            </Suspense>;
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
