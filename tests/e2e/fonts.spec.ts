import type { Browser, Page } from "@playwright/test";
import { demoSlugs } from "./support/content";
import { PHONE } from "./support/phone";
import { expect, test } from "./support/test";

/**
 * The metric-matched fallback faces (app/styles/fonts.css) set the text as the web fonts do, so the
 * swap (font-display: swap) moves nothing: on a slow line a visitor reads the fallback first, and
 * any line it breaks differently pushes down what follows (a layout shift). Each page is laid out
 * twice on a 390 px phone, with the font files refused and with them loaded, and the top of every
 * block of its main content on the first screen must be the same (within 4 px, a fraction of a
 * line). A box measured in `ch` would fail it: a `ch` is the zero of whichever face is drawn, so the
 * box changes width at the swap (the events' lead went from two lines to three in the fallback).
 * Further down, a long text may still break a line differently: the averages the fallbacks are sized
 * by cannot match every line, and nothing below the first screen moves in view.
 */
type Tops = { name: string; top: number }[];

/**
 * How many of the site's web faces the page has loaded: those its script declares, with font-display
 * swap (app/styles/web-fonts.tsx), not the local fallbacks of the same families in the stylesheet.
 */
function webFacesLoaded(page: Page): Promise<number> {
  return page.evaluate(() => [...document.fonts].filter((f) => f.display === "swap" && f.status === "loaded").length);
}

/** The families of the web faces the page has added, in order. */
function webFamiliesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.display === "swap" && f.status === "loaded")
      .map((f) => f.family.replace(/"/g, "")),
  );
}

/** A navigation within the site, as a link's click makes it (React Router's own). */
async function navigateWithin(page: Page, to: string): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    to,
  );
}

/** When the page's load event came, and when each font file was asked for (ms since navigation). */
function fontRequests(page: Page): Promise<{ loaded: number; fonts: number[] }> {
  return page.evaluate(() => ({
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    fonts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".woff2"))
      .map((e) => e.startTime),
  }));
}

async function tops(browser: Browser, url: string, fonts: boolean): Promise<Tops> {
  const context = await browser.newContext({ ...PHONE, baseURL: process.env.BASE_URL, serviceWorkers: "block" });
  const page = await context.newPage();
  if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  // The display faces are added once the first screen is shown, the text faces at the first
  // navigation within the site (app/styles/web-fonts.inline.ts): here to the same page, with a query
  // it ignores. Refused, none is.
  if (fonts) {
    await expect.poll(() => webFacesLoaded(page)).toBe(3);
    await navigateWithin(page, `${new URL(page.url()).pathname}?web-fonts`);
    await expect.poll(() => webFacesLoaded(page)).toBe(6);
  } else expect(await webFacesLoaded(page)).toBe(0);
  const result = await page.evaluate(() =>
    [...document.querySelectorAll("main > *, main > * > *, main article header > *")]
      .filter((el) => el.getClientRects().length > 0)
      .map((el, i) => ({
        name: `${i} ${el.tagName.toLowerCase()}.${el.className.split(" ")[0]}`,
        top: Math.round(el.getBoundingClientRect().top + scrollY),
      })),
  );
  await context.close();
  return result;
}

let slugs: Awaited<ReturnType<typeof demoSlugs>>;
test.beforeAll(async () => {
  slugs = await demoSlugs();
});

for (const prefix of ["", "/en"]) {
  for (const page of ["home", "article", "about", "events", "journal", "menu"] as const) {
    test(`nothing moves when the web fonts replace their fallbacks: ${page} (${prefix || "/"})`, async ({
      browser,
    }) => {
      const url =
        page === "home" ? prefix || "/"
        : page === "article" ? `${prefix}/journal/${slugs.article}`
        : `${prefix}/${page}`;
      const [fallback, web] = [await tops(browser, url, false), await tops(browser, url, true)];
      expect(web.map((t) => t.name)).toEqual(fallback.map((t) => t.name));
      // The first screen: what a visitor sees when the fonts arrive (a shift below it is no shift for them).
      const moved = web.flatMap((t, i) =>
        fallback[i]!.top < PHONE.viewport.height && Math.abs(t.top - fallback[i]!.top) > 4 ?
          [`${t.name}: ${fallback[i]!.top} → ${t.top}`]
        : [],
      );
      expect(moved, url).toEqual([]);
    });
  }
}

for (const url of ["/", "/en/menu"]) {
  test(`a first visit fetches the headings' faces once the page has loaded and sets them, the text's on a link's intent, set at the first navigation: ${url}`, async ({
    browser,
  }) => {
    // On a phone's slow line, a face fetched by the first layout shares it with the first screen.
    const context = await browser.newContext({ ...PHONE, baseURL: process.env.BASE_URL, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(url);
    await expect
      .poll(() => webFamiliesLoaded(page))
      .toEqual(["Cormorant Garamond", "Cormorant Garamond", "Cormorant Garamond"]);
    const { loaded, fonts } = await fontRequests(page);
    // The text faces are fetched only once the visitor may go to another page, where they are set.
    expect(fonts).toHaveLength(3);
    for (const start of fonts) expect(start).toBeGreaterThanOrEqual(loaded);
    await page.locator("a[data-link]:visible").first().focus();
    await expect.poll(async () => (await fontRequests(page)).fonts).toHaveLength(6);
    // A jump to an anchor of the same page lays out nothing new: the text faces wait for a page.
    await page.evaluate(() => (location.hash = "#main"));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await webFacesLoaded(page)).toBe(3);
    await navigateWithin(page, url === "/" ? "/menu" : "/en");
    await expect.poll(() => webFacesLoaded(page)).toBe(6);
    expect((await fontRequests(page)).fonts).toHaveLength(6);
    await context.close();
  });
}

test("a navigation with no intent before it fetches the text faces and sets them", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, baseURL: process.env.BASE_URL, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto("/en");
  await expect.poll(() => webFacesLoaded(page)).toBe(3);
  expect((await fontRequests(page)).fonts).toHaveLength(3);
  await navigateWithin(page, "/en/menu");
  await expect.poll(() => webFacesLoaded(page)).toBe(6);
  await context.close();
});

test("a returning visitor, whose page the site's worker controls, gets the web faces with the first layout", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: process.env.BASE_URL });
  const page = await context.newPage();
  await page.goto("/en");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto("/en/journal");
  // Declared by the head's script before the first layout: the faces the page uses are asked for
  // by it, not after the page has loaded.
  await expect.poll(() => webFacesLoaded(page)).toBeGreaterThan(0);
  const { loaded, fonts } = await fontRequests(page);
  expect(fonts.length).toBeGreaterThan(0);
  for (const start of fonts) expect(start).toBeLessThan(loaded);
  await context.close();
});
