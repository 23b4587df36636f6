/**
 * /sitemap.xml: every indexable page in Italian (unprefixed, canonical) and English (/en), each
 * with its language alternates (xhtml:link: it, en, x-default → Italian) and lastmod from the
 * content's `_updatedAt`. The /it variants are not listed: they are duplicates whose canonical is
 * the unprefixed URL.
 *
 * Past the protocol's limits for one file (50,000 URLs or 50 MB uncompressed) the site's URLs are
 * split across numbered sitemaps, /sitemaps/1.xml …, and /sitemap.xml becomes their sitemap index
 * (`sitemapDocuments`; the limits can be given, so a test need not build 50,000 URLs).
 */
import { HOME_SLUG } from "~/content/queries";
import type { SitemapContent } from "~/content/types";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "@shared/locales";
import { eventProblem } from "~/events/rules";
import { latest } from "./dates";
import { xmlEscape } from "./xml";

export interface SitemapEntry {
  /** An unprefixed site path, possibly with a query (`/journal?page=2`). */
  path: string;
  lastmod?: string | undefined;
}

/**
 * What the sitemap reads of its query's lists: not the titles (the query has them for the loader,
 * which leaves untitled documents out before this runs: content/untitled.server).
 */
export type SitemapLists = {
  [K in keyof SitemapContent]: SitemapContent[K] extends (infer Item)[] ? (Omit<Item, "title" | "_id"> & { _id?: string })[] : SitemapContent[K];
};

/** The pages of the site, one entry per page (languages are added by `sitemapXml`). */
export function sitemapEntries(content: SitemapLists, journalPageSize: number, menuPageSize = Number.POSITIVE_INFINITY): SitemapEntry[] {
  const home = content.pages.find((p) => p.slug === HOME_SLUG);
  const newestArticle = latest(...content.articles.map((a) => a._updatedAt));
  const menuUpdated = latest(...content.categories.map((c) => c._updatedAt), ...content.items.map((i) => i._updatedAt));
  const journalPages = Math.max(1, Math.ceil(content.articles.length / journalPageSize));
  const menuPages = Math.max(1, Math.ceil(content.categories.length / menuPageSize));
  const events = (content.events ?? []).filter((e) => eventProblem(e) === null);
  return [
    // The home page shows the latest articles too.
    { path: "/", lastmod: latest(home?._updatedAt, newestArticle) },
    { path: "/menu", lastmod: menuUpdated },
    ...Array.from({ length: menuPages - 1 }, (_, n) => ({ path: `/menu?page=${n + 2}`, lastmod: menuUpdated })),
    ...content.categories.map((c) => ({ path: `/menu/${c.slug}`, lastmod: latest(c._updatedAt, c.itemsUpdatedAt) })),
    ...content.items.map((i) => ({ path: `/menu/${i.slug}`, lastmod: latest(i._updatedAt) })),
    { path: "/journal", lastmod: newestArticle },
    ...Array.from({ length: journalPages - 1 }, (_, n) => ({ path: `/journal?page=${n + 2}`, lastmod: newestArticle })),
    ...content.articles.map((a) => ({ path: `/journal/${a.slug}`, lastmod: latest(a._updatedAt) })),
    // The events' listing and every event that can be shown, over or to come (its page stays).
    { path: "/events", lastmod: latest(...events.map((e) => e._updatedAt)) },
    ...events.map((e) => ({ path: `/events/${e.slug}`, lastmod: latest(e._updatedAt) })),
    ...content.pages.filter((p) => p.slug !== HOME_SLUG).map((p) => ({ path: `/${p.slug}`, lastmod: latest(p._updatedAt) })),
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
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** Where the numbered sitemaps are served when the site needs more than one. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

export interface SitemapDocuments {
  /** /sitemap.xml: the one urlset, or the index of the numbered ones. */
  root: string;
  /** The numbered sitemaps (empty when the root is the one urlset); `parts[0]` is /sitemaps/1.xml. */
  parts: string[];
}

/**
 * The site's sitemap files: one urlset while it keeps within `limits`, otherwise numbered urlsets
 * (an entry's languages stay in one file) and a sitemap index naming them, with the newest lastmod
 * of each.
 */
export function sitemapDocuments(entries: SitemapEntry[], siteUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapDocuments {
  const base = siteUrl.replace(/\/+$/, "");
  const envelope = Buffer.byteLength(urlset([]));
  const parts: { urls: string[]; bytes: number; lastmod?: string | undefined }[] = [];
  let current: (typeof parts)[number] | undefined;
  for (const entry of entries) {
    const urls = urlElements(entry, base);
    const bytes = urls.reduce((n, url) => n + Buffer.byteLength(url) + 1, 0);
    if (!current || current.urls.length + urls.length > limits.maxUrls || current.bytes + bytes > limits.maxBytes) {
      current = { urls: [], bytes: envelope };
      parts.push(current);
    }
    current.urls.push(...urls);
    current.bytes += bytes;
    current.lastmod = latest(current.lastmod, entry.lastmod);
  }
  if (parts.length <= 1) return { root: urlset(parts[0]?.urls ?? []), parts: [] };
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part, i) =>
      [
        "  <sitemap>",
        `    <loc>${xmlEscape(`${base}${sitemapPartPath(i + 1)}`)}</loc>`,
        ...(part.lastmod ? [`    <lastmod>${w3cDate(part.lastmod)}</lastmod>`] : []),
        "  </sitemap>",
      ].join("\n"),
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
  return { root: index, parts: parts.map((part) => urlset(part.urls)) };
}
