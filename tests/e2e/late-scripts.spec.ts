import { PHONE } from "./support/phone";
import { expect, test } from "./support/test";

/**
 * The page's code starts once its first screen is painted (chrome/LateScripts, decision 0034): no
 * script of the site is asked for before the load event and the largest paint before it, and the
 * page then hydrates. A visitor's tap starts it at once when the page has not finished loading.
 */
test.use(PHONE);

declare global {
  interface Window {
    __paints: number[];
    __paintUrls: string[];
  }
}

for (const path of ["/", "/en/menu"]) {
  test(`the page's code is asked for only after the load event and the first screen's largest paint (${path})`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.__paints = [];
      new PerformanceObserver((list) => window.__paints.push(...list.getEntries().map((e) => e.startTime))).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    await page.goto(path);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const { scripts, load, paints } = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /^\/assets\/.+\.js$/.test(new URL(e.name).pathname))
        .map((e) => e.startTime),
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      paints: window.__paints,
    }));
    expect(scripts.length, "the page's code came").toBeGreaterThan(0);
    const first = Math.min(...scripts);
    expect(first, "no script before the load event").toBeGreaterThanOrEqual(load);
    expect(paints.filter((t) => t < first).length, "a largest paint before the first script").toBeGreaterThan(0);
  });
}

test("a tap before the page has loaded starts its code at once: the menu opens natively, then the page hydrates", async ({
  page,
}) => {
  // No image ever comes, so the load event never fires.
  await page.route(/\/images\//, () => new Promise<void>(() => {}));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const hamburger = page.getByRole("banner").locator("button[aria-controls='mobile-menu']");
  expect(
    await page.evaluate(() => performance.getEntriesByType("resource").some((e) => /\/assets\/.+\.js$/.test(e.name))),
    "no code before the tap",
  ).toBe(false);
  await hamburger.tap();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  // Hydrated well before the fallback delay (10 s) would have started the code.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 7_000 });
  await expect(hamburger).toHaveAttribute("aria-expanded", "true");
});

/**
 * The first screen's picture comes with the page, not with its code: with the code kept from
 * loading, each page family's largest paint at 390 px is still its lead picture (blocks' leadPicture,
 * a listing's first card), drawn from the server's markup. Lazy media would leave it a stand-in.
 */
for (const path of ["/", "/about", "/en/journal", "/events", "/contacts", "/journal/olio-nuovo-della-sabina"]) {
  test(`before the page's code runs, the first screen's picture is drawn: ${path}`, async ({ page }) => {
    // Asked for, never answered (a failed one would have chunk recovery reload the page).
    await page.route(/\/assets\/.+\.js$/, () => new Promise<void>(() => {}));
    await page.addInitScript(() => {
      window.__paints = [];
      window.__paintUrls = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { url: string }[])
          window.__paintUrls.push(entry.url);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(path, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => window.__paintUrls.at(-1) ?? "")).toMatch(/\/images\/.+\.jpg\?/);
  });
}

test("before the page's code runs, switching to Italian with English remembered lands in Italian and remembers it", async ({
  page,
  context,
  baseURL,
}) => {
  await page.route(/\/assets\/.+\.js$/, () => new Promise<void>(() => {}));
  await context.addCookies([{ name: "salone_locale", value: "en", url: baseURL! }]);
  await page.goto("/menu");
  await expect(page).toHaveURL(/\/en\/menu$/);
  await page.getByRole("banner").getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  expect(new URL(page.url()).pathname).toBe("/menu");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  expect((await context.cookies()).find((c) => c.name === "salone_locale")?.value).toBe("it");
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window), "still without its code").toBe(false);
});
