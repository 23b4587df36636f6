import sharp from "sharp";
import type { Page } from "@playwright/test";
import { AXE_TIMEOUT, violations } from "./support/axe";
import { FAMILIES, JSON_LD_TYPES, demoSlugs, groq, type Slugs } from "./support/content";
import { hydrated } from "./support/settled";
import { expect, test } from "./support/test";

interface Settings {
  title: string;
  description: { it: string; en: string };
  themeColor: string;
  tileColor: string;
  shareImage: string;
}

interface Article {
  title: { it: string; en: string };
  excerpt: { it: string; en: string };
  cover: string;
  publishedAt: string;
}

let slugs: Slugs;
let settings: Settings;
let article: Article;
test.beforeAll(async () => {
  slugs = await demoSlugs();
  settings = await groq<Settings>(
    `*[_id == "siteSettings"][0]{title, description, themeColor, tileColor, "shareImage": shareImage.asset._ref}`,
  );
  article = await groq<Article>(
    `*[_type == "article" && slug.current == $slug][0]{title, excerpt, "cover": cover.asset._ref, publishedAt}`,
    {
      slug: slugs.article,
    },
  );
});

const LOCALES = [
  { prefix: "", lang: "it", ogLocale: "it_IT", alternate: "en_GB" },
  { prefix: "/en", lang: "en", ogLocale: "en_GB", alternate: "it_IT" },
] as const;

const meta = (page: Page, key: string) => page.locator(`meta[name="${key}"], meta[property="${key}"]`);
const content = (page: Page, key: string) => meta(page, key).getAttribute("content");
/** The Sanity asset hash inside an image id or URL. */
const assetHash = (ref: string) => /[0-9a-f]{40}/.exec(ref)?.[0];

// One journey a family and a language, so that each has the time of one page (the /it variant of
// each: routes.spec.ts). On the same load, the JSON-LD after hydration (in English), and axe reads
// the page (the generic pages' are read in a11y.spec.ts, a journey a page), with axe's budget.
for (const locale of LOCALES) {
  for (const family of FAMILIES) {
    const axe = family.name !== "generic page";
    const jsonLd = locale.lang === "en" ? ", its JSON-LD after hydration" : "";
    const rules = `its title, description, canonical, colours and share cards${jsonLd}${axe ? ", and axe finds no WCAG A/AA violations" : ""}`;
    test(`the ${family.name} page in ${locale.lang} renders, with ${rules}`, async ({ page, baseURL }) => {
      if (axe) test.setTimeout(AXE_TIMEOUT);
      const path = family.path(slugs);
      const url = locale.prefix + path || "/";
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale.lang);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();

      const title = await page.title();
      if (family.name === "home") expect(title).toBe(settings.title);
      else expect(title).toMatch(new RegExp(`^.+ · ${settings.title}$`));
      expect(await content(page, "description")).toBeTruthy();

      const canonical = `${baseURL}${url === "/" ? "/" : url}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
        "href",
        `${baseURL}${path || "/"}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${baseURL}/en${path}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${baseURL}${path || "/"}`,
      );

      // The orange theme colour and the dark slate tile colour come from the site settings.
      expect(await content(page, "theme-color")).toBe(settings.themeColor);
      expect(await content(page, "msapplication-TileColor")).toBe(settings.tileColor);

      expect(await content(page, "og:site_name")).toBe(settings.title);
      expect(await content(page, "og:title")).toBeTruthy();
      expect(await content(page, "og:description")).toBe(await content(page, "description"));
      expect(await content(page, "og:url")).toBe(canonical);
      expect(await content(page, "og:locale")).toBe(locale.ogLocale);
      expect(await content(page, "og:locale:alternate")).toBe(locale.alternate);
      const image = await content(page, "og:image");
      expect(image).toMatch(new RegExp(`^${baseURL}/`));
      expect(image).toContain("w=1200");
      expect(image).toContain("h=630");
      expect(await content(page, "og:image:width")).toBe("1200");
      expect(await content(page, "og:image:height")).toBe("630");
      expect(await content(page, "og:image:alt")).toBeTruthy();
      expect(await content(page, "twitter:card")).toBe("summary_large_image");
      expect(await content(page, "twitter:image")).toBe(image);
      expect(await content(page, "twitter:title")).toBe(await content(page, "og:title"));

      // The page's structured data survives hydration, with no CSP report or console error
      // (structured-data.spec.ts reads it from the server's HTML).
      if (jsonLd) {
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(
          texts.map((t) => (JSON.parse(t) as { "@type": string })["@type"]),
          url,
        ).toEqual(JSON_LD_TYPES[family.name]);
      }

      if (axe) expect(await violations(page), url).toEqual([]);
    });
  }
}

test("the home page and the site-wide pages share the site's image; its description is the salon's, localised", async ({
  page,
}) => {
  for (const path of ["/", "/journal"]) {
    await page.goto(path);
    expect(assetHash((await content(page, "og:image"))!), path).toBe(assetHash(settings.shareImage));
  }
  expect(await content(page, "description")).toBe(settings.description.it);
  await page.goto("/en/menu");
  expect(await content(page, "description")).toBe(settings.description.en);
  expect(await content(page, "description")).toMatch(/gastronomy salon/i);
});

test("an article has its own card: its cover, its excerpt, type article, publication date", async ({ page }) => {
  await page.goto(`/en/journal/${slugs.article}`);
  expect(await page.title()).toBe(`${article.title.en} · ${settings.title}`);
  expect(await content(page, "og:title")).toBe(article.title.en);
  expect(await content(page, "description")).toBe(article.excerpt.en);
  expect(await content(page, "og:type")).toBe("article");
  expect(await content(page, "article:published_time")).toBe(article.publishedAt);
  expect(assetHash((await content(page, "og:image"))!)).toBe(assetHash(article.cover));
});

test("the share image is an absolute 1200x630 JPEG that answers", async ({ page, request }) => {
  for (const path of ["/", `/journal/${slugs.article}`]) {
    await page.goto(path);
    const response = await request.get((await content(page, "og:image"))!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/jpeg");
    const { width, height } = await sharp(await response.body()).metadata();
    expect({ width, height }, path).toEqual({ width: 1200, height: 630 });
  }
});

test("the privacy page asks search engines not to index it, and lists no alternates", async ({ page }) => {
  await page.goto("/privacy");
  expect(await content(page, "robots")).toBe("noindex");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test.describe("error pages", () => {
  // Chromium logs the document's 404 status; that is the status we want.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("a 404, from the catch-all route or a missing document, is not for indexing either", async ({ page }) => {
    for (const path of ["/en/no-such-page", "/menu/no-such-dish", "/a/b/c"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      expect(await content(page, "robots"), path).toBe("noindex");
    }
  });
});

test("the head links the manifest in the page's language, the favicons, the apple-touch-icon and iOS splash images", async ({
  page,
  request,
}) => {
  // The manifest's link comes with the page's code (decision 0073): Chrome would fetch it, and the icon
  // it names, while the first screen's image is still downloading. The favicons are in the HTML.
  const html = await (await request.get("/menu")).text();
  expect(html).not.toContain('rel="manifest"');
  expect(html).toContain('rel="icon"');
  await page.goto("/menu");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await page.goto("/en/menu");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest?lang=en");
  // A client-side switch of language links the other language's manifest.
  await page.locator('a[hreflang="it"]').first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  // favicon.ico alone: an SVG favicon is a document of its own on the page's main thread.
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  const touchIcon = (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!;
  const touch = await sharp(await (await request.get(touchIcon)).body()).metadata();
  expect({ width: touch.width, height: touch.height }).toEqual({ width: 180, height: 180 });
  for (const href of ["/favicon.ico", "/icons/logo.svg"]) expect((await request.get(href)).status(), href).toBe(200);

  const splashes = page.locator('link[rel="apple-touch-startup-image"]');
  // Upright, for the common iPhone and iPad screens.
  expect(await splashes.count()).toBeGreaterThanOrEqual(15);
  const media = await splashes.evaluateAll((links) => links.map((l) => l.getAttribute("media") ?? ""));
  expect(media.some((m) => /device-width: 1024px/.test(m))).toBe(true); // iPad Pro 12.9"
  expect(media.some((m) => /device-width: 393px/.test(m))).toBe(true); // iPhone 15/16
  expect(media.every((m) => /orientation: portrait/.test(m) && /-webkit-device-pixel-ratio/.test(m))).toBe(true);
  const first = (await splashes.first().getAttribute("href"))!;
  const [, w, h] = /(\d+)x(\d+)\.png$/.exec(first)!;
  const splash = await sharp(await (await request.get(first)).body()).metadata();
  expect({ width: splash.width, height: splash.height }).toEqual({ width: Number(w), height: Number(h) });
});
