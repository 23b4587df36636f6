/**
 * What a page's blocks send to the browser: only what each block draws. Their query shapes them
 * (blocks/queries.ts) but for what GROQ cannot say: it slices by constants only, so the news block
 * gets the latest 12 articles and the next events block the next 6 events, cut here to the block's
 * own `count`; and an event is usable by the app's rule (events/rules.ts). Only the blocks of a page
 * and of its bands are visited, not what they hold.
 */

import { isRecord } from "@site/narrow";
import { upcomingCount, usableEvents } from "~/events/rules";

/** How many articles a news block shows: its `count` when a positive number, else 3. */
export function newsCount(count: unknown): number {
  return typeof count === "number" && count > 0 ? Math.floor(count) : 3;
}

type Block = Record<string, unknown>;

function trimBlock(block: Block): Block {
  if (block._type === "news" && Array.isArray(block.articles))
    return { ...block, articles: block.articles.slice(0, newsCount(block.count)) };
  if (block._type === "upcomingEvents" && Array.isArray(block.events)) {
    // An event without a start or an end after it is not shown (the listing logs it: routes/events.tsx).
    return {
      ...block,
      events: usableEvents(block.events.filter(isRecord), () => {}).slice(0, upcomingCount(block.count)),
    };
  }
  if (Array.isArray(block.blocks)) return { ...block, blocks: trimBlocks<unknown>(block.blocks) };
  return block;
}

export function trimBlocks<T>(blocks: T[] | null | undefined): T[] | null | undefined {
  if (!Array.isArray(blocks)) return blocks;
  // A block trimmed is a block of the same type with less in it: TypeScript cannot follow that.
  return blocks.map((block) => (block && isRecord(block) ? (trimBlock(block) as T) : block));
}
