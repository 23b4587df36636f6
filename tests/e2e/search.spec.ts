import { rmSync } from "node:fs";
import { scaleDataset } from "../../bench/scale-dataset";
import { groq } from "./support/content";
import { startContentService, startSite } from "./support/stack";
import { expect, test } from "./support/test";

/** Found in search: sitemap, robots.txt, the journal's feeds, and NOINDEX for a staging site. */

interface Listed {
  pages: string[];
  categories: string[];
  items: string[];
  articles: { slug: string; publishedAt: string; updatedAt: string }[];
  events: string[];
  newestItem: string;
}

let listed: Listed;
test.beforeAll(async () => {
  listed = await groq<Listed>(`{
    "pages": *[_type == "page" && slug.current != "home" && !("noindex" in coalesce(middleware, []))].slug.current,
    "categories": *[_type == "menuCategory"].slug.current,
    "items": *[_type == "menuItem"].slug.current,
    "articles": *[_type == "article"] | order(publishedAt desc){"slug": slug.current, publishedAt, "updatedAt": _updatedAt},
    "events": *[_type == "event"].slug.current,
    "newestItem": *[_type in ["menuItem", "menuCategory"]] | order(_updatedAt desc)[0]._updatedAt
  }`);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

test("the sitemap lists every page, menu entry, article, journal page and event in Italian and English, with alternates and lastmod", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  const urls = locs(xml);
  const journalPages = Math.ceil(listed.articles.length / 9);
  const paths = [
    "/",
    "/menu",
    ...listed.categories.map((s) => `/menu/${s}`),
    ...listed.items.map((s) => `/menu/${s}`),
    "/journal",
    ...Array.from({ length: journalPages - 1 }, (_, i) => `/journal?page=${i + 2}`),
    ...listed.articles.map((a) => `/journal/${a.slug}`),
    "/events",
    ...listed.events.map((s) => `/events/${s}`),
    ...listed.pages.map((s) => `/${s}`),
  ];
  const expected = paths.flatMap((p) => [`${baseURL}${p}`, `${baseURL}${p === "/" ? "/en" : `/en${p}`}`]);
  expect(urls.sort()).toEqual(expected.sort());
  // The privacy page (noindex) and the /it duplicates are not listed.
  expect(urls.some((u) => u.endsWith("/privacy"))).toBe(false);
  expect(urls.some((u) => new URL(u).pathname.startsWith("/it"))).toBe(false);

  // Each entry names its language alternates, and lastmod comes from the content.
  const entry = (loc: string) => xml.split("<url>").find((block) => block.includes(`<loc>${loc}</loc>`))!;
  const article = listed.articles[0]!;
  const en = entry(`${baseURL}/en/journal/${article.slug}`);
  expect(en).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${baseURL}/journal/${article.slug}"/>`);
  expect(en).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/journal/${article.slug}"/>`);
  expect(en).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/journal/${article.slug}"/>`);
  expect(en).toContain(`<lastmod>${new Date(article.updatedAt).toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>`);
  expect(entry(`${baseURL}/menu`)).toContain(
    `<lastmod>${new Date(listed.newestItem).toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>`,
  );
});

test("the sitemap's URLs answer 200: some of each family, in both languages", async ({ request }) => {
  // The first test proves the list is exactly the content's pages; this one that they are pages.
  const urls = locs(await (await request.get("/sitemap.xml")).text());
  const families = [
    /^\/(en)?$/,
    /\/menu$/,
    /\/menu\/[^/]+$/,
    /\/journal$/,
    /\/journal\?page=\d+$/,
    /\/journal\/[^/]+$/,
    /^(\/en)?\/(?!menu|journal)[^/]+$/,
  ];
  const sample = new Set<string>();
  for (const lang of ["it", "en"]) {
    const mine = urls.filter((u) => new URL(u).pathname.startsWith("/en") === (lang === "en"));
    for (const family of families) {
      const members = mine.filter((u) => family.test(new URL(u).pathname + new URL(u).search));
      expect(members.length, `${lang} ${family}`).toBeGreaterThan(0);
      // The first and the last of each (menu entries: a category first, a dish last).
      sample.add(members[0]!).add(members.at(-1)!);
    }
  }
  const failures: [string, number][] = [];
  for (const url of sample) {
    const status = (await request.get(url, { maxRedirects: 0 })).status();
    if (status !== 200) failures.push([url, status]);
  }
  expect(failures).toEqual([]);
});

test("past 1,000 documents the sitemap is an index of bounded files: every page once, in both languages", async ({
  request,
}) => {
  test.setTimeout(120_000);
  // The demo dataset 16 times over: more than 1,000 dishes, categories and articles alone.
  const scaled = scaleDataset(16);
  const service = await startContentService(undefined, { CONTENT_DATA_DIR: scaled.dir });
  const site = await startSite(service.url);
  try {
    const expected = await (
      await fetch(
        `${service.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(`{
          "articles": *[_type == "article" && defined(slug.current)].slug.current,
          "items": *[_type == "menuItem" && defined(slug.current)].slug.current,
          "categories": *[_type == "menuCategory" && defined(slug.current)].slug.current
        }`)}`,
      )
    ).json();
    const { articles, items, categories } = (
      expected as { result: { articles: string[]; items: string[]; categories: string[] } }
    ).result;
    expect(articles.length + items.length + categories.length).toBeGreaterThan(1000);

    const index = await request.get(`${site.url}/sitemap.xml`);
    expect(index.status()).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex ");
    const files = locs(indexXml);
    expect(files[0]).toBe(`${site.url}/sitemaps/listings.xml`);
    const urls: string[] = [];
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const xml = await response.text();
      expect(xml, file).toContain("<urlset ");
      const listed = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      // At most 100 documents a file, two languages each.
      expect(listed.length, file).toBeLessThanOrEqual(200);
      urls.push(...listed);
    }
    expect(new Set(urls).size, "every URL once").toBe(urls.length);
    const all = new Set(urls);
    for (const slug of [...articles.map((a) => `journal/${a}`), ...[...items, ...categories].map((m) => `menu/${m}`)]) {
      expect(all.has(`${site.url}/${slug}`), slug).toBe(true);
      expect(all.has(`${site.url}/en/${slug}`), slug).toBe(true);
    }
    for (const path of ["/", "/en", "/journal?page=2", "/en/menu?page=2", "/events"])
      expect(all.has(`${site.url}${path}`), path).toBe(true);
    // A file past the end of its list, or named otherwise, is not there.
    for (const missing of ["/sitemaps/journal-99.xml", "/sitemaps/1.xml", "/sitemaps/listings-1.xml"]) {
      expect((await request.get(`${site.url}${missing}`)).status(), missing).toBe(404);
    }
  } finally {
    await site.stop();
    await service.stop();
    rmSync(scaled.dir, { recursive: true, force: true });
  }
});

test("robots.txt allows crawling and points at the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the journal has an RSS feed per language, linked from the head of the pages", async ({
  request,
  page,
  baseURL,
}) => {
  for (const { prefix, language, journal } of [
    { prefix: "", language: "it-IT", journal: "Giornale" },
    { prefix: "/en", language: "en-GB", journal: "Journal" },
  ]) {
    const response = await request.get(`${prefix}/journal/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toContain(`<language>${language}</language>`);
    expect(xml).toContain(`<title>Salone Ottavia · ${journal}</title>`);
    // The articles, newest first (the events to come are items too: events.spec.ts).
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)]
      .map((m) => m[1])
      .filter((link) => link?.includes("/journal/"));
    expect(links).toEqual(listed.articles.slice(0, 20).map((a) => `${baseURL}${prefix}/journal/${a.slug}`));
    expect(xml).toContain(`<pubDate>${new Date(listed.articles[0]!.publishedAt).toUTCString()}</pubDate>`);

    await page.goto(`${prefix}/menu`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${baseURL}${prefix}/journal/feed.xml`,
    );
  }
  // The /it variant serves the Italian feed.
  expect(await (await request.get("/it/journal/feed.xml")).text()).toContain("<language>it-IT</language>");
});

test("with NOINDEX=true, robots.txt disallows everything and every page says noindex", async ({ request }) => {
  test.setTimeout(90_000);
  const site = await startSite(process.env.CONTENT_URL!, { NOINDEX: "true" });
  try {
    const robots = await (await request.get(`${site.url}/robots.txt`)).text();
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    for (const path of ["/", "/en/menu", "/journal"]) {
      const html = await (await request.get(`${site.url}${path}`)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(html, path).not.toMatch(/<link rel="alternate" hreflang=/i);
    }
  } finally {
    await site.stop();
  }
});

test("a staging-free site's pages do not say noindex (except the privacy page)", async ({ request }) => {
  expect(await (await request.get("/en/menu")).text()).not.toContain('name="robots"');
  expect(await (await request.get("/privacy")).text()).toContain('<meta name="robots" content="noindex"/>');
});
