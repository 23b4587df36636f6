/**
 * What the source-map tests and bench share: the demo dataset's views, a query evaluated with its
 * map, and the check of a map through @sanity/client's own stega encoder.
 */
import { readFileSync } from "node:fs";
import type { ContentSourceMap } from "@sanity/client";
import { studioPath } from "@sanity/client/csm";
import { stegaEncodeSourceMap } from "@sanity/client/stega";
import { vercelStegaDecode, vercelStegaSplit } from "@vercel/stega";
import * as blocks from "../app/blocks/queries.ts";
import * as chrome from "../app/chrome/queries.ts";
import * as events from "../app/events/queries.ts";
import * as journal from "../app/journal/queries.ts";
import * as menu from "../app/menu/queries.ts";
import * as seo from "../app/seo/queries.ts";
import { parseNdjson } from "./dataset.ts";
import { buildViews, type Perspective, type SanityDocument } from "./perspectives.ts";
import { evaluateOnView, indexViews, type IndexedView } from "./query-evaluate.ts";
import { prepareQuery } from "./query-prepare.ts";
import { sourceMap, type SourceMapMode } from "./source-map.ts";

export const STUDIO_URL = "http://localhost:3333";
const silent = { info() {}, warn() {}, error() {} };

export function demoDocuments(): SanityDocument[] {
  const file = new URL("../demo-dataset/production.ndjson", import.meta.url);
  return parseNdjson(readFileSync(file, "utf8"), "production.ndjson", silent);
}

export function demoViews(documents = demoDocuments()): Record<Perspective, IndexedView> {
  return indexViews(buildViews(documents));
}

export async function run(view: IndexedView, query: string, params: Record<string, unknown>, mode?: SourceMapMode) {
  const { tree, key } = prepareQuery(query, params);
  const options = { params, key };
  const result = await evaluateOnView(tree, view, options);
  const map = mode ? await sourceMap(tree, view, result, mode, options) : undefined;
  return { result, map };
}

export interface Decoded {
  resultPath: string;
  clean: string;
  id: string;
  type: string;
  path: string;
}

/** Every string of `result` with what the stega encoder put in it (none when it put nothing). */
export function encodeAndDecode(result: unknown, map: ContentSourceMap) {
  const encoded = stegaEncodeSourceMap(result, map, { enabled: true, studioUrl: STUDIO_URL, filter: () => true });
  const strings: { resultPath: string; clean: string; decoded?: Decoded }[] = [];
  const walk = (value: unknown, resultPath: string) => {
    if (typeof value === "string") {
      const { cleaned, encoded: hidden } = vercelStegaSplit(value);
      if (!hidden) return strings.push({ resultPath, clean: cleaned });
      const { href } = vercelStegaDecode<{ href: string }>(value) as { href: string };
      const fields = Object.fromEntries(
        new URL(href).pathname
          .split("/")
          .at(-1)!
          .split(";")
          .map((pair) => pair.split("=").map(decodeURIComponent) as [string, string]),
      );
      strings.push({ resultPath, clean: cleaned, decoded: { resultPath, clean: cleaned, id: fields.id!, type: fields.type!, path: fields.path! } });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${resultPath}[${index}]`));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, `${resultPath}.${key}`);
    }
  };
  walk(encoded, "$");
  return strings;
}

/** The value at a Studio path (`title.en`, `body.it[_key=="a"].children[0].text`) of a document. */
export function valueAt(doc: SanityDocument, path: string): unknown {
  return studioPath.get(doc, studioPath.fromString(path));
}

export const NOW = "2026-05-01T12:00:00Z";
const slugsOf = (documents: SanityDocument[], type: string) =>
  documents.filter((doc) => doc._type === type && !doc._id.startsWith("drafts.")).map((doc) => (doc.slug as { current: string }).current);

/** The site's queries, from the features they sit beside. */
const Q = { ...blocks, ...chrome, ...events, ...journal, ...menu, ...seo };

/**
 * Every query of the site, with the parameters its loaders pass, once per document it shows, in both
 * languages (a query shaped for the visitor's language takes `$locale`; the others ignore it).
 */
export function siteQueries(documents: SanityDocument[]): { name: string; query: string; params: Record<string, unknown> }[] {
  return (["it", "en"] as const).flatMap((locale) =>
    queriesIn(documents).map(({ name, query, params }) => ({ name: `${name} (${locale})`, query, params: { ...params, locale } })),
  );
}

function queriesIn(documents: SanityDocument[]): { name: string; query: string; params: Record<string, unknown> }[] {
  const menu = { neighbours: Q.MENU_ENTRY_NEIGHBOURS, neighboursFrom: Q.MENU_ENTRY_NEIGHBOURS + 1 };
  const slice = { start: 0, end: 1000 };
  return [
    { name: "SETTINGS_QUERY", query: Q.SETTINGS_QUERY, params: {} },
    ...slugsOf(documents, "page").map((slug) => ({ name: `PAGE_QUERY ${slug}`, query: Q.PAGE_QUERY, params: { slug, now: NOW } })),
    { name: "MENU_QUERY", query: Q.MENU_QUERY, params: { start: 0, end: Q.MENU_CATEGORIES_PER_PAGE, perCategory: Q.MENU_ITEMS_PER_CATEGORY } },
    ...[...slugsOf(documents, "menuCategory"), ...slugsOf(documents, "menuItem")].map((slug) => ({
      name: `MENU_ENTRY_QUERY ${slug}`,
      query: Q.MENU_ENTRY_QUERY,
      params: { slug, ...menu },
    })),
    { name: "JOURNAL_QUERY", query: Q.JOURNAL_QUERY, params: { start: 0, end: Q.JOURNAL_PAGE_SIZE } },
    ...slugsOf(documents, "article").map((slug) => ({
      name: `ARTICLE_QUERY ${slug}`,
      query: Q.ARTICLE_QUERY,
      params: { slug, neighbours: Q.ARTICLE_NEIGHBOURS },
    })),
    { name: "SITEMAP_QUERY", query: Q.SITEMAP_QUERY, params: { end: 1000 } },
    { name: "SITEMAP_PAGES_QUERY", query: Q.SITEMAP_PAGES_QUERY, params: slice },
    { name: "SITEMAP_CATEGORIES_QUERY", query: Q.SITEMAP_CATEGORIES_QUERY, params: slice },
    { name: "SITEMAP_ITEMS_QUERY", query: Q.SITEMAP_ITEMS_QUERY, params: slice },
    { name: "SITEMAP_ARTICLES_QUERY", query: Q.SITEMAP_ARTICLES_QUERY, params: slice },
    { name: "SITEMAP_EVENTS_QUERY", query: Q.SITEMAP_EVENTS_QUERY, params: slice },
    { name: "SITEMAP_SIZE_QUERY", query: Q.SITEMAP_SIZE_QUERY, params: {} },
    { name: "FEED_QUERY", query: Q.FEED_QUERY, params: { size: Q.FEED_SIZE, now: NOW } },
    { name: "EVENTS_QUERY", query: Q.EVENTS_QUERY, params: { now: NOW, upcomingLimit: 50, start: 0, end: 12 } },
    ...slugsOf(documents, "event").map((slug) => ({ name: `EVENT_QUERY ${slug}`, query: Q.EVENT_QUERY, params: { slug } })),
    { name: "UPCOMING_EVENTS_QUERY", query: Q.UPCOMING_EVENTS_QUERY, params: { now: NOW, size: 6 } },
  ];
}
