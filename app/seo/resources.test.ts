import { expect, test } from "vitest";
import type { ArticleCard } from "~/content-client/types";
import { feedPath, rssXml } from "./feed";
import { robotsTxt } from "./robots";
import { SLUG_MAX_LENGTH } from "~/content-client/validation";
import {
  listEntries,
  listingEntries,
  SITEMAP_FILE_DOCUMENTS,
  SITEMAP_LIMITS,
  SITEMAP_ONE_FILE_DOCUMENTS,
  sitemapEntries,
  sitemapFiles,
  sitemapIndex,
  sitemapXml,
  type SitemapLists,
} from "./sitemap";
import { drifted } from "../../tests/support/drifted";

const SITE = "https://salone.example";

const CONTENT: SitemapLists = {
  pages: [
    { slug: "home", _updatedAt: "2026-01-10T10:00:00.000Z", noindex: false },
    { slug: "about", _updatedAt: "2026-02-01T08:00:00.000Z", noindex: false },
    { slug: "privacy", _updatedAt: "2026-03-01T08:00:00.000Z", noindex: true },
  ],
  categories: [{ slug: "antipasti", _updatedAt: "2025-06-01T00:00:00Z", itemsUpdatedAt: "2026-04-01T00:00:00Z" }],
  items: [
    { slug: "suppli", _updatedAt: "2026-04-01T00:00:00Z" },
    { slug: "carciofo", _updatedAt: "2025-01-01T00:00:00Z" },
  ],
  articles: Array.from({ length: 10 }, (_, i) => ({ slug: `a${i}`, _updatedAt: `2026-0${(i % 9) + 1}-01T00:00:00Z` })),
  events: [
    {
      _id: "event-cena",
      slug: "cena",
      _updatedAt: "2026-10-01T00:00:00Z",
      start: "2026-12-01T19:00:00Z",
      end: "2026-12-01T22:00:00Z",
    },
    {
      _id: "event-broken",
      slug: "broken",
      _updatedAt: "2026-11-01T00:00:00Z",
      start: "2026-12-01T19:00:00Z",
      end: "2026-12-01T18:00:00Z",
    },
  ],
};

test("the sitemap lists every page family once per page, lastmod from the newest content it shows", () => {
  const entries = sitemapEntries(CONTENT, 9);
  expect(entries.map((e) => e.path)).toEqual([
    "/",
    "/menu",
    "/menu/antipasti",
    "/menu/suppli",
    "/menu/carciofo",
    "/journal",
    "/journal?page=2",
    ...CONTENT.articles.map((a) => `/journal/${a.slug}`),
    "/events",
    "/events/cena",
    "/about",
  ]);
  const lastmod = Object.fromEntries(entries.map((e) => [e.path, e.lastmod]));
  expect(lastmod["/menu"]).toBe("2026-04-01T00:00:00Z");
  // A category changes when one of its dishes does.
  expect(lastmod["/menu/antipasti"]).toBe("2026-04-01T00:00:00Z");
  expect(lastmod["/about"]).toBe("2026-02-01T08:00:00.000Z");
  // An event that ends before it starts is not shown, so not listed either.
  expect(lastmod["/events"]).toBe("2026-10-01T00:00:00Z");
  // The home page shows the latest articles.
  expect(lastmod["/"]).toBe("2026-09-01T00:00:00Z");
});

test("each page appears in Italian and English, both with the same it / en / x-default alternates", () => {
  const xml = sitemapXml(
    [{ path: "/menu/suppli", lastmod: "2026-04-01T00:00:00.000Z" }, { path: "/journal?page=2" }],
    SITE,
  );
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );
  const urls = xml.match(/<url>[\s\S]*?<\/url>/g)!;
  expect(urls).toHaveLength(4);
  expect(urls[0]).toContain(`<loc>${SITE}/menu/suppli</loc>`);
  expect(urls[1]).toContain(`<loc>${SITE}/en/menu/suppli</loc>`);
  for (const url of urls.slice(0, 2)) {
    expect(url).toContain("<lastmod>2026-04-01T00:00:00Z</lastmod>");
    expect(url).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${SITE}/menu/suppli"/>`);
    expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/menu/suppli"/>`);
    expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/menu/suppli"/>`);
  }
  expect(urls[3]).toContain(`<loc>${SITE}/en/journal?page=2</loc>`);
  expect(urls[3]).not.toContain("<lastmod>");
});

test("robots.txt names the sitemap; NOINDEX=true disallows everything", () => {
  expect(robotsTxt({ siteUrl: SITE, noindex: false })).toBe(
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /healthz\n\nSitemap: ${SITE}/sitemap.xml\n`,
  );
  const staging = robotsTxt({ siteUrl: SITE, noindex: true });
  expect(staging).toMatch(/^User-agent: \*\nDisallow: \/\n/m);
  expect(staging).not.toContain("Allow:");
  expect(staging).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

// Articles without an update date, an excerpt or a publication date: content that lacks what the
// schema requires, which the feed and the sitemap must still cope with.
const ARTICLES: ArticleCard[] = [
  {
    _id: "article-b",
    _updatedAt: "2026-03-05T12:00:00Z",
    slug: "carciofi-e-vino",
    title: { it: "Carciofi & vino <rosso>", en: "Artichokes & red wine" },
    excerpt: { it: "Perché è difficile", en: "Why it is hard" },
    publishedAt: "2026-03-04T09:00:00Z",
  },
  { _id: "article-a", slug: "apertura", title: { it: "Apertura", en: "Opening" }, publishedAt: "2025-01-10T09:00:00Z" },
  { _id: "article-draft", slug: "senza-data", title: { it: "Senza data", en: "Undated" } },
].map((article) => drifted<ArticleCard>(article));

test("the feed is RSS 2.0 in the page's language, with escaped titles and RFC 822 dates", () => {
  const xml = rssXml({
    siteUrl: SITE,
    locale: "it",
    title: "Salone Ottavia · Giornale",
    description: "Notizie",
    articles: ARTICLES,
  });
  expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
  expect(xml).toContain("<language>it-IT</language>");
  expect(xml).toContain(`<link>${SITE}/journal</link>`);
  expect(xml).toContain(`<atom:link href="${SITE}/journal/feed.xml" rel="self" type="application/rss+xml"/>`);
  expect(xml).toContain("<lastBuildDate>Thu, 05 Mar 2026 12:00:00 GMT</lastBuildDate>");
  expect(xml).toContain("<title>Carciofi &amp; vino &lt;rosso&gt;</title>");
  expect(xml).toContain(`<guid isPermaLink="true">${SITE}/journal/carciofi-e-vino</guid>`);
  expect(xml).toContain("<pubDate>Wed, 04 Mar 2026 09:00:00 GMT</pubDate>");
  // Newest first as given; an article without a date is not an item.
  expect(xml.match(/<item>/g)).toHaveLength(2);
  expect(xml).not.toContain("senza-data");

  const english = rssXml({
    siteUrl: SITE,
    locale: "en",
    title: "Salone Ottavia · Journal",
    description: "News",
    articles: ARTICLES,
  });
  expect(english).toContain("<language>en-GB</language>");
  expect(english).toContain(`<link>${SITE}/en/journal/carciofi-e-vino</link>`);
  expect(english).toContain("<title>Artichokes &amp; red wine</title>");
  expect(feedPath("en")).toBe("/en/journal/feed.xml");
  expect(feedPath("it")).toBe("/journal/feed.xml");
});

test("a menu paged by category lists each of its pages", () => {
  const categories = Array.from({ length: 5 }, (_, i) => ({ slug: `c${i}`, _updatedAt: "2026-01-01T00:00:00Z" }));
  const paths = sitemapEntries({ ...CONTENT, categories }, 9, 2).map((e) => e.path);
  expect(paths.filter((p) => p.startsWith("/menu?"))).toEqual(["/menu?page=2", "/menu?page=3"]);
});

const SIZES = { pages: 5, categories: 101, items: 600, articles: 300, events: 0 };

test("up to 1,000 documents the sitemap is one file; past that, an index of the listings and of each list 100 documents a file", () => {
  expect(sitemapFiles({ pages: 10, categories: 10, items: 900, articles: 70, events: 10 })).toBeNull();
  expect(sitemapFiles({ pages: 10, categories: 10, items: 900, articles: 71, events: 10 })).not.toBeNull();
  const files = sitemapFiles(SIZES)!;
  expect(files.map((f) => f.name)).toEqual([
    "listings",
    "menu-categories-1",
    "menu-categories-2",
    ...Array.from({ length: 6 }, (_, i) => `menu-items-${i + 1}`),
    "journal-1",
    "journal-2",
    "journal-3",
    "pages-1",
  ]);
  // Each file is one list's slice; together they cover each list once.
  expect(files.filter((f) => f.list === "categories").map((f) => f.list && [f.start, f.end])).toEqual([
    [0, 100],
    [100, 200],
  ]);
  const index = sitemapIndex(files, `${SITE}/`);
  expect(index).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
    files.map((f) => `${SITE}/sitemaps/${f.name}.xml`),
  );
});

test("an index's listings file: the home page, the menu's and the journal's pages, the events, from the lists' sizes", () => {
  expect(listingEntries({ ...SIZES, categories: 17, articles: 19 }, 9, 8)).toEqual([
    { path: "/" },
    { path: "/menu" },
    { path: "/menu?page=2" },
    { path: "/menu?page=3" },
    { path: "/journal" },
    { path: "/journal?page=2" },
    { path: "/journal?page=3" },
    { path: "/events" },
  ]);
});

test("a list's file has the entries the one file has for those documents", () => {
  const one = sitemapEntries(CONTENT, 9);
  for (const list of ["pages", "categories", "items", "articles", "events"] as const) {
    const entries = listEntries(CONTENT, list);
    expect(entries.length, list).toBeGreaterThan(0);
    expect(one, list).toEqual(expect.arrayContaining(entries));
  }
  // An event that cannot be shown, or a page marked noindex, is left out of its file too; the home
  // page is in the listings.
  expect(listEntries(CONTENT, "events").map((e) => e.path)).toEqual(["/events/cena"]);
  expect(listEntries(CONTENT, "pages").map((e) => e.path)).toEqual(["/about"]);
});

test("a file keeps within the protocol's limits even with the longest slugs", () => {
  const slug = "a".repeat(SLUG_MAX_LENGTH);
  const entries = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      path: `/menu/${slug.slice(String(i).length)}${i}`,
      lastmod: "2026-01-01T00:00:00Z",
    }));
  const site = `https://${"s".repeat(200)}.example`;
  // The one file: its documents and the listing pages (the journal's and the menu's, at most one a document).
  for (const xml of [
    sitemapXml(entries(2 * SITEMAP_ONE_FILE_DOCUMENTS + 4), site),
    sitemapXml(entries(SITEMAP_FILE_DOCUMENTS), site),
  ]) {
    expect(xml.match(/<url>/g)!.length).toBeLessThanOrEqual(SITEMAP_LIMITS.maxUrls);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.maxBytes);
  }
});
