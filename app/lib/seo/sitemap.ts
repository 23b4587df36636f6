/**
 * /sitemap.xml: every indexable page in Italian (unprefixed, canonical) and English (/en), each
 * with its language alternates (xhtml:link: it, en, x-default → Italian) and lastmod from the
 * content's `_updatedAt`. The /it variants are not listed: they are duplicates whose canonical is
 * the unprefixed URL.
 */
import type { SitemapContent } from "~/content/types";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "~/i18n/locales";
import { latest } from "./dates";
import { xmlEscape } from "./xml";

export interface SitemapEntry {
  /** An unprefixed site path, possibly with a query (`/journal?page=2`). */
  path: string;
  lastmod?: string | undefined;
}

const HOME_SLUG = "home";

/** The pages of the site, one entry per page (languages are added by `sitemapXml`). */
export function sitemapEntries(content: SitemapContent, journalPageSize: number): SitemapEntry[] {
  const home = content.pages.find((p) => p.slug === HOME_SLUG);
  const newestArticle = latest(...content.articles.map((a) => a._updatedAt));
  const menuUpdated = latest(...content.categories.map((c) => c._updatedAt), ...content.items.map((i) => i._updatedAt));
  const journalPages = Math.max(1, Math.ceil(content.articles.length / journalPageSize));
  return [
    // The home page shows the latest articles too.
    { path: "/", lastmod: latest(home?._updatedAt, newestArticle) },
    { path: "/menu", lastmod: menuUpdated },
    ...content.categories.map((c) => ({ path: `/menu/${c.slug}`, lastmod: latest(c._updatedAt, c.itemsUpdatedAt) })),
    ...content.items.map((i) => ({ path: `/menu/${i.slug}`, lastmod: latest(i._updatedAt) })),
    { path: "/journal", lastmod: newestArticle },
    ...Array.from({ length: journalPages - 1 }, (_, n) => ({ path: `/journal?page=${n + 2}`, lastmod: newestArticle })),
    ...content.articles.map((a) => ({ path: `/journal/${a.slug}`, lastmod: latest(a._updatedAt) })),
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

export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = [
      ...LOCALES.map((code) => ({ hreflang: code, href: localeHref(base, entry.path, code) })),
      { hreflang: "x-default", href: localeHref(base, entry.path, DEFAULT_LOCALE) },
    ]
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join("\n");
    for (const locale of LOCALES) {
      urls.push(
        [
          "  <url>",
          `    <loc>${xmlEscape(localeHref(base, entry.path, locale))}</loc>`,
          ...(entry.lastmod ? [`    <lastmod>${w3cDate(entry.lastmod)}</lastmod>`] : []),
          alternates,
          "  </url>",
        ].join("\n"),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
