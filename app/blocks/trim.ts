/**
 * What a page's blocks send to the browser: only what each block draws. The queries fetch a
 * little more than a block shows (the news block the latest 12 articles, a list of dishes each
 * dish's picture); the loader data the page hydrates from should not carry the rest.
 */

import { isRecord } from "@shared/narrow";
import { upcomingCount, usableEvents } from "~/events/rules";

/** How many articles a news block shows: its `count` when a positive number, else 3. */
export function newsCount(count: unknown): number {
  return typeof count === "number" && count > 0 ? Math.floor(count) : 3;
}

type Block = Record<string, unknown>;

const withoutImage = (item: unknown) => {
  if (!item || !isRecord(item)) return item;
  const { image: _image, ...rest } = item;
  return rest;
};

function trimBlock(block: Block): Block {
  let out: Block = block;
  if (block._type === "news" && Array.isArray(block.articles)) {
    out = { ...out, articles: block.articles.slice(0, newsCount(block.count)) };
  }
  if (block._type === "upcomingEvents" && Array.isArray(block.events)) {
    // An event without a start or an end after it is not shown (the listing logs it: routes/events.tsx).
    out = { ...out, events: usableEvents(block.events.filter(isRecord), () => {}).slice(0, upcomingCount(block.count)) };
  }
  if (block._type === "productLists") {
    // A printed menu card: names, words and prices, no pictures.
    if (Array.isArray(block.items)) out = { ...out, items: block.items.map(withoutImage) };
    const category = block.category;
    if (category && isRecord(category)) {
      const { image: _image, ...rest } = category;
      out = { ...out, category: { ...rest, ...(Array.isArray(category.items) ? { items: category.items.map(withoutImage) } : {}) } };
    }
  }
  if (Array.isArray(block.blocks)) out = { ...out, blocks: trimBlocks<unknown>(block.blocks) };
  return out;
}

export function trimBlocks<T>(blocks: T[] | null | undefined): T[] | null | undefined {
  if (!Array.isArray(blocks)) return blocks;
  // A block trimmed is a block of the same type with less in it: TypeScript cannot follow that.
  return blocks.map((block) => (block && isRecord(block) ? (trimBlock(block) as T) : block));
}
