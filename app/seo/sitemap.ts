/**
 * /sitemap.xml: every indexable page in Italian (unprefixed, canonical) and English (/en), each
 * with its language alternates (xhtml:link: it, en, x-default → Italian) and lastmod from the
 * content's `_updatedAt`. The /it variants are not listed: they are duplicates whose canonical is
 * the unprefixed URL.
 *
 * A request never reads more than a bounded slice of the content. Up to SITEMAP_ONE_FILE_DOCUMENTS
 * documents the sitemap is one urlset; past that, /sitemap.xml is a sitemap index of files of at
 * most SITEMAP_FILE_DOCUMENTS documents of one list each (/sitemaps/journal-3.xml: articles 201 to
 * 300), plus one of the listing pages (/sitemaps/listings.xml), which the index names from the
 * lists' sizes alone. Every file keeps far within the protocol's limits (50,000 URLs, 50 MB).
 */
import type { SitemapContent } from "~/content-client/types";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "@site/locales";
import { HOME_SLUG, SECTION_PATHS, articlePath, eventPath, menuEntryPath, pagePath } from "@site/paths";
import { eventProblem } from "~/events/rules";
import { latest } from "./dates";
import { xmlEscape } from "./xml";

export interface SitemapEntry {
  /** An unprefixed site path, possibly with a query (`/journal?page=2`). */
  path: string;
  lastmod?: string | undefined;
}

/** What the sitemap reads of its query's lists (untitled documents are not in them: seo/queries.ts). */
export type SitemapLists = {
  [K in keyof SitemapContent]: SitemapContent[K] extends (infer Item)[] ?
    (Omit<Item, "title" | "_id"> & { _id?: string })[]
  : SitemapContent[K];
};

/** The sitemap's lists of documents, each with a page of its own. */
export type SitemapList = keyof SitemapContent;
export type SitemapSizes = Record<SitemapList, number>;

/** Up to this many documents in all, the sitemap is one file. */
export const SITEMAP_ONE_FILE_DOCUMENTS = 1000;
/** Past it, each file of the sitemap index lists this many documents of one list (two URLs each). */
export const SITEMAP_FILE_DOCUMENTS = 100;

/** Each list's page entries, in the list's order. */
const DOCUMENT_ENTRIES: { [K in SitemapList]: (list: SitemapLists[K]) => SitemapEntry[] } = {
  categories: (list) =>
    list.map((c) => ({ path: menuEntryPath(c.slug), lastmod: latest(c._updatedAt, c.itemsUpdatedAt) })),
  items: (list) => list.map((i) => ({ path: menuEntryPath(i.slug), lastmod: latest(i._updatedAt) })),
  articles: (list) => list.map((a) => ({ path: articlePath(a.slug), lastmod: latest(a._updatedAt) })),
  // Every event that can be shown, over or to come (its page stays).
  events: (list) => usableEvents(list).map((e) => ({ path: eventPath(e.slug), lastmod: latest(e._updatedAt) })),
  pages: (list) =>
    indexable(list)
      .filter((p) => p.slug !== HOME_SLUG)
      .map((p) => ({ path: pagePath(p.slug), lastmod: latest(p._updatedAt) })),
};

/** Pages marked noindex are not listed. */
const indexable = (pages: SitemapLists["pages"]) => pages.filter((p) => !p.noindex);
const usableEvents = (events: SitemapLists["events"]) => events.filter((e) => eventProblem(e) === null);

/** The pages of the site, one entry per page (languages are added by `sitemapXml`): the one-file sitemap. */
export function sitemapEntries(
  content: SitemapLists,
  journalPageSize: number,
  menuPageSize = Number.POSITIVE_INFINITY,
): SitemapEntry[] {
  const { pages, categories, items, articles, events } = content;
  const home = indexable(pages).find((p) => p.slug === HOME_SLUG);
  const newestArticle = latest(...articles.map((a) => a._updatedAt));
  const menuUpdated = latest(...categories.map((c) => c._updatedAt), ...items.map((i) => i._updatedAt));
  const journalPages = Math.max(1, Math.ceil(articles.length / journalPageSize));
  const menuPages = Math.max(1, Math.ceil(categories.length / menuPageSize));
  return [
    // The home page shows the latest articles too.
    { path: "/", lastmod: latest(home?._updatedAt, newestArticle) },
    { path: SECTION_PATHS.menu, lastmod: menuUpdated },
    ...Array.from({ length: menuPages - 1 }, (_, n) => ({
      path: `${SECTION_PATHS.menu}?page=${n + 2}`,
      lastmod: menuUpdated,
    })),
    ...DOCUMENT_ENTRIES.categories(categories),
    ...DOCUMENT_ENTRIES.items(items),
    { path: SECTION_PATHS.journal, lastmod: newestArticle },
    ...Array.from({ length: journalPages - 1 }, (_, n) => ({
      path: `${SECTION_PATHS.journal}?page=${n + 2}`,
      lastmod: newestArticle,
    })),
    ...DOCUMENT_ENTRIES.articles(articles),
    { path: SECTION_PATHS.events, lastmod: latest(...usableEvents(events).map((e) => e._updatedAt)) },
    ...DOCUMENT_ENTRIES.events(events),
    ...DOCUMENT_ENTRIES.pages(pages),
  ];
}

/** The entries of one list's file in a sitemap index: the documents its query gave. */
export function listEntries<K extends SitemapList>(content: Partial<SitemapLists>, list: K): SitemapEntry[] {
  return DOCUMENT_ENTRIES[list](content[list] ?? []);
}

/**
 * The listing pages, from the lists' sizes alone (a sitemap index's listings file): with no
 * lastmod, which would need every document of their lists (the documents' own files carry theirs).
 */
export function listingEntries(sizes: SitemapSizes, journalPageSize: number, menuPageSize: number): SitemapEntry[] {
  const journalPages = Math.max(1, Math.ceil(sizes.articles / journalPageSize));
  const menuPages = Math.max(1, Math.ceil(sizes.categories / menuPageSize));
  return [
    { path: "/" },
    { path: SECTION_PATHS.menu },
    ...Array.from({ length: menuPages - 1 }, (_, n) => ({ path: `${SECTION_PATHS.menu}?page=${n + 2}` })),
    { path: SECTION_PATHS.journal },
    ...Array.from({ length: journalPages - 1 }, (_, n) => ({ path: `${SECTION_PATHS.journal}?page=${n + 2}` })),
    { path: SECTION_PATHS.events },
  ];
}

function localeHref(siteUrl: string, path: string, locale: (typeof LOCALES)[number]): string {
  const [pathname = "/", query] = path.split("?");
  return `${siteUrl}${localizePath(pathname, locale)}${query ? `?${query}` : ""}`;
}

/** W3C datetime without milliseconds. */
function w3cDate(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const URLSET_CLOSE = "</urlset>\n";

/** The `<url>` elements of one entry: one per language, each with the alternates. */
function urlElements(entry: SitemapEntry, base: string): string[] {
  const alternates = [
    ...LOCALES.map((code) => ({ hreflang: code, href: localeHref(base, entry.path, code) })),
    { hreflang: "x-default", href: localeHref(base, entry.path, DEFAULT_LOCALE) },
  ]
    .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
    .join("\n");
  return LOCALES.map((locale) =>
    [
      "  <url>",
      `    <loc>${xmlEscape(localeHref(base, entry.path, locale))}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${w3cDate(entry.lastmod)}</lastmod>`] : []),
      alternates,
      "  </url>",
    ].join("\n"),
  );
}

const urlset = (urls: string[]) => [URLSET_OPEN, ...urls, URLSET_CLOSE].join("\n");

export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return urlset(entries.flatMap((entry) => urlElements(entry, base)));
}

/** The protocol's limits for one sitemap file (sitemaps.org): URLs, and bytes uncompressed. */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** A file of a sitemap index: the listing pages, or a slice of one list. */
export type SitemapFile =
  { name: string; list?: undefined } | { name: string; list: SitemapList; start: number; end: number };

/** The lists' names in the files' URLs, in the order of the one-file sitemap. */
const FILE_NAMES: Record<SitemapList, string> = {
  categories: "menu-categories",
  items: "menu-items",
  articles: "journal",
  events: "events",
  pages: "pages",
};

/**
 * The files of the sitemap index for lists of these sizes, or null while the sitemap is one file.
 * `name` is the file's in /sitemaps/ (without ".xml").
 */
export function sitemapFiles(sizes: SitemapSizes): SitemapFile[] | null {
  const lists = Object.keys(FILE_NAMES) as SitemapList[];
  if (lists.reduce((n, list) => n + sizes[list], 0) <= SITEMAP_ONE_FILE_DOCUMENTS) return null;
  return [
    { name: "listings" },
    ...lists.flatMap((list) =>
      Array.from({ length: Math.ceil(sizes[list] / SITEMAP_FILE_DOCUMENTS) }, (_, i) => ({
        name: `${FILE_NAMES[list]}-${i + 1}`,
        list,
        start: i * SITEMAP_FILE_DOCUMENTS,
        end: (i + 1) * SITEMAP_FILE_DOCUMENTS,
      })),
    ),
  ];
}

/** Where a file of the sitemap index is served. */
export const sitemapFilePath = (file: Pick<SitemapFile, "name">) => `/sitemaps/${file.name}.xml`;

/** The sitemap index naming these files (no lastmod: it would need every document of a file). */
export function sitemapIndex(files: SitemapFile[], siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap>\n    <loc>${xmlEscape(`${base}${sitemapFilePath(file)}`)}</loc>\n  </sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
