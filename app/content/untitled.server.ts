import { LOCALES } from "@shared/locales";
import { isBlank } from "~/i18n/format";
import { log } from "@shared/log.server";
import { isRecord } from "@shared/narrow";

/**
 * A published page never shows an empty title. A document (anything with an `_id`) whose query
 * asked for its `title` and got none in either language (missing, null, blank) is left out of what
 * the query returned, wherever it sits: out of a list (the menu, the journal, a block's dishes), or,
 * when it is the whole result (a dish's page), the result is null and the page a 404. Each one is
 * logged once per process, naming it, so the venue can find it; the Studio would not have let it be
 * published, but a dataset can come from elsewhere (an import, the API).
 */
export function withoutUntitled<T>(result: T, tag: string): T {
  if (isUntitled(result)) {
    warn(result, tag);
    // Only a query for one document returns a document, and its loader types it `X | null` (a
    // missing one is null): TypeScript cannot know that from T.
    return null as T;
  }
  // The same shape, less some items of its lists.
  return walk(result, tag) as T;
}

function isUntitled(value: unknown): value is Record<string, unknown> & { _id: string } {
  if (!isRecord(value) || typeof value._id !== "string" || !("title" in value)) return false;
  // The settings are the site's configuration, not a document a page lists: never left out.
  if (value._id === "siteSettings") return false;
  const title = value.title;
  if (isRecord(title)) return LOCALES.every((locale) => isBlank(title[locale]));
  return isBlank(title);
}

function walk(value: unknown, tag: string): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const kept: unknown[] = [];
    for (const item of value) {
      if (isUntitled(item)) {
        warn(item, tag);
        changed = true;
        continue;
      }
      const next = walk(item, tag);
      if (next !== item) changed = true;
      kept.push(next);
    }
    return changed ? kept : value;
  }
  if (!isRecord(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const key in value) {
    const next = walk(value[key], tag);
    if (next !== value[key]) (out ??= { ...value })[key] = next;
  }
  return out ?? value;
}

const warned = new Set<string>();

function warn(document: { _id: string }, tag: string): void {
  if (warned.has(document._id)) return;
  if (warned.size >= 1000) warned.clear();
  warned.add(document._id);
  log.warn("content: a document without a title in either language is not shown", { id: document._id, tag });
}
