/**
 * `npm run screenshots`: full-page screenshots of every page family, at 390 px (a phone) and
 * 1440 px (a desktop), in Italian and English, into screenshots/ (gitignored). To look at the site
 * as a visitor does.
 *
 * With BASE_URL (and CONTENT_URL) set it shoots a running site; otherwise it builds if needed and
 * starts its own content service and production server. `--only home,menu` picks families;
 * `--width 390` one width.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../playwright.config";
import { buildIfNeeded } from "./build-if-needed";
import { ROOT, startContentService, startSite } from "../tests/e2e/support/stack";

const WIDTHS = [390, 1440];
const LOCALES = [
  { code: "it", prefix: "" },
  { code: "en", prefix: "/en" },
];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function groq<T>(contentUrl: string, query: string): Promise<T> {
  const url = new URL(`${contentUrl}/v2025-02-19/data/query/production`);
  url.searchParams.set("query", query);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`content query failed: ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

async function families(contentUrl: string): Promise<{ name: string; path: string }[]> {
  const slugs = await groq<{ category: string; item: string; article: string; event: string; pages: string[] }>(
    contentUrl,
    `{
      "category": *[_type == "menuCategory"] | order(order asc)[0].slug.current,
      "item": *[_type == "menuItem" && slug.current == "spaghetti-alla-carbonara"][0].slug.current,
      "article": *[_type == "article"] | order(publishedAt desc)[0].slug.current,
      "event": *[_type == "event" && defined(placeName)] | order(start desc)[0].slug.current,
      "pages": *[_type == "page" && slug.current != "home"] | order(slug.current asc).slug.current
    }`,
  );
  return [
    { name: "home", path: "/" },
    { name: "menu", path: "/menu" },
    { name: "menu-category", path: `/menu/${slugs.category}` },
    { name: "menu-item", path: `/menu/${slugs.item}` },
    { name: "journal", path: "/journal" },
    { name: "article", path: `/journal/${slugs.article}` },
    { name: "events", path: "/events" },
    { name: "event", path: `/events/${slugs.event}` },
    ...slugs.pages.map((slug) => ({ name: `page-${slug}`, path: `/${slug}` })),
    { name: "not-found", path: "/this-page-does-not-exist" },
  ];
}

/**
 * Once the page has hydrated (its code starts after the load event: chrome/LateScripts), scroll
 * through it so every lazy image loads, then back to the top.
 */
async function settle(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const step = Math.max(200, Math.floor(window.innerHeight * 0.9));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // Longer than the lazy loader's 200 ms throttle, so each screenful is picked up.
      await new Promise((r) => setTimeout(r, 280));
    }
    // Anything the pass missed: bring it into view and give it time.
    for (const img of document.querySelectorAll<HTMLImageElement>("img[data-state='loading']")) {
      img.scrollIntoView({ block: "center" });
      await new Promise((r) => setTimeout(r, 350));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete && img.dataset.state !== "loading"), null, {
      timeout: 8000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function main() {
  const only = arg("only")?.split(",");
  const widths = arg("width") ? [Number(arg("width"))] : WIDTHS;
  let baseUrl = process.env.BASE_URL;
  let contentUrl = process.env.CONTENT_URL;
  const stops: (() => Promise<void>)[] = [];
  if (!baseUrl || !contentUrl) {
    buildIfNeeded();
    const content = await startContentService();
    const site = await startSite(content.url);
    stops.push(
      () => site.stop(),
      () => content.stop(),
    );
    baseUrl = site.url;
    contentUrl = content.url;
  }
  const out = path.join(ROOT, "screenshots");
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const list = (await families(contentUrl)).filter((f) => !only || only.includes(f.name));
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: width < 600,
        hasTouch: width < 600,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const locale of LOCALES) {
        for (const family of list) {
          const url = baseUrl + (locale.prefix + (family.path === "/" ? "" : family.path) || "/");
          await page.goto(url, { waitUntil: "load" });
          // The cookie banner would cover the page: it is not what these pictures are about. Blocks
          // below the first screen are drawn only near the viewport (content-visibility): a picture
          // of the whole page shows them all, as a visitor sees them on the way down.
          await page.addStyleTag({
            content: "#cc-main { display: none !important; } * { content-visibility: visible !important; }",
          });
          await settle(page);
          const file = path.join(out, `${family.name}.${locale.code}.${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`${path.relative(ROOT, file)}  ${url}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    for (const stop of stops) await stop();
  }
}

await main();
