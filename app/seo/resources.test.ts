import { expect, test } from "vitest";
import type { ArticleCard } from "~/content/types";
import { feedPath, rssXml } from "./feed";
import { robotsTxt } from "./robots";
import { sitemapDocuments, sitemapEntries, sitemapXml, type SitemapLists } from "./sitemap";
import { drifted } from "../../tests/support/drifted";

const SITE = "https://salone.example";

const CONTENT: SitemapLists = {
  pages: [
    { slug: "home", _updatedAt: "2026-01-10T10:00:00.000Z" },
    { slug: "about", _updatedAt: "2026-02-01T08:00:00.000Z" },
  ],
  categories: [{ slug: "antipasti", _updatedAt: "2025-06-01T00:00:00Z", itemsUpdatedAt: "2026-04-01T00:00:00Z" }],
  items: [
    { slug: "suppli", _updatedAt: "2026-04-01T00:00:00Z" },
    { slug: "carciofo", _updatedAt: "2025-01-01T00:00:00Z" },
  ],
  articles: Array.from({ length: 10 }, (_, i) => ({ slug: `a${i}`, _updatedAt: `2026-0${(i % 9) + 1}-01T00:00:00Z` })),
  events: [
    { _id: "event-cena", slug: "cena", _updatedAt: "2026-10-01T00:00:00Z", start: "2026-12-01T19:00:00Z", end: "2026-12-01T22:00:00Z" },
    { _id: "event-broken", slug: "broken", _updatedAt: "2026-11-01T00:00:00Z", start: "2026-12-01T19:00:00Z", end: "2026-12-01T18:00:00Z" },
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
  const xml = sitemapXml([{ path: "/menu/suppli", lastmod: "2026-04-01T00:00:00.000Z" }, { path: "/journal?page=2" }], SITE);
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
  expect(robotsTxt({ siteUrl: SITE, noindex: false })).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /healthz\n\nSitemap: ${SITE}/sitemap.xml\n`);
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
  const xml = rssXml({ siteUrl: SITE, locale: "it", title: "Salone Ottavia · Giornale", description: "Notizie", articles: ARTICLES });
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

  const english = rssXml({ siteUrl: SITE, locale: "en", title: "Salone Ottavia · Journal", description: "News", articles: ARTICLES });
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

const manyEntries = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/menu/dish-${i}`, lastmod: `2026-0${(i % 9) + 1}-01T00:00:00Z` }));

test("within the limits the sitemap is one urlset, the same as sitemapXml", () => {
  const entries = manyEntries(10);
  const documents = sitemapDocuments(entries, SITE, { maxUrls: 20, maxBytes: 1 << 20 });
  expect(documents.parts).toEqual([]);
  expect(documents.root).toBe(sitemapXml(entries, SITE));
});

test("past the URL limit the sitemap becomes an index of numbered urlsets, each within the limit, every URL once", () => {
  const entries = manyEntries(25);
  // 25 entries are 50 URLs (Italian and English): at most 12 a file.
  const documents = sitemapDocuments(entries, SITE, { maxUrls: 12, maxBytes: 1 << 20 });
  expect(documents.root).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const locs = [...documents.root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(documents.parts.map((_, i) => `${SITE}/sitemaps/${i + 1}.xml`));
  expect(documents.parts).toHaveLength(5);
  const all: string[] = [];
  for (const part of documents.parts) {
    expect(part).toMatch(/<urlset /);
    const urls = [...part.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeLessThanOrEqual(12);
    // A page's languages stay together.
    expect(urls.length % 2).toBe(0);
    all.push(...urls);
  }
  expect(all).toHaveLength(50);
  expect(new Set(all).size).toBe(50);
  expect(all[0]).toBe(`${SITE}/menu/dish-0`);
  expect(all[1]).toBe(`${SITE}/en/menu/dish-0`);
  // Each numbered sitemap's lastmod is the newest of its pages.
  expect(documents.root).toContain("<lastmod>2026-09-01T00:00:00Z</lastmod>");
});

test("past the byte limit the sitemap is split too, each file within it", () => {
  const entries = manyEntries(40);
  const whole = Buffer.byteLength(sitemapXml(entries, SITE));
  const maxBytes = Math.ceil(whole / 3);
  const documents = sitemapDocuments(entries, SITE, { maxUrls: 50_000, maxBytes });
  expect(documents.parts.length).toBeGreaterThanOrEqual(3);
  for (const part of documents.parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(maxBytes);
  const urls = documents.parts.flatMap((part) => [...part.matchAll(/<url>/g)]);
  expect(urls).toHaveLength(80);
});
