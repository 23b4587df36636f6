import { hydrated } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * Blocks that the home page does not show are chunks of their own (app/blocks/lazy.ts), loaded before
 * hydration on the pages that hold them (but for those hydrated without their code, decision 0080).
 * Their styles stay in the server's HTML: a page is styled before its chunks arrive and without
 * JavaScript, and it hydrates without a mismatch.
 */
const PAGES = ["/about", "/gifts", "/allergens", "/contacts", "/en/about"];

/** The stylesheets a document links, as paths. */
const stylesheets = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "")
    .sort();

for (const path of PAGES) {
  test(`${path}: every stylesheet the page ends up with was in the server's HTML, and its blocks hydrate`, async ({
    page,
    request,
  }) => {
    const served = stylesheets(await (await request.get(path)).text());
    expect(served.length).toBeGreaterThan(0);
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const inDocument = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .map((l) => new URL(l.href).pathname)
        .sort(),
    );
    // (The consent banner's, its preferences dialog's and the smooth scroller's own styles come with
    // their code, after hydration.)
    const late = inDocument.filter(
      (href) => !served.includes(href) && !/\/(cookie-consent|preferences-styles|lenis)-[\w-]+\.css$/.test(href),
    );
    expect(late, "stylesheets added after the first paint").toEqual([]);
    // The page's blocks are on it (the console fixture fails the test on a hydration error).
    expect(await page.locator("main [data-block]").count()).toBeGreaterThan(2);
  });
}

test("a block met first on a client-side navigation loads then, and the page shows it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  // A navigation that ends before hydration has committed is never drawn.
  await hydrated(page);
  const quoteChunk: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/Quote-[^/]+\.js$/.test(new URL(r.url()).pathname)) quoteChunk.push(r.url());
  });
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/about"),
  );
  await expect(page.locator("[data-block='quote'] blockquote")).toBeVisible();
  await expect(page.locator("[data-block='videoPlayer']")).toBeVisible();
  expect(quoteChunk).toHaveLength(1);
});

test.describe("a block's chunk held back", () => {
  // The worker would answer the chunk itself, past the page's routes.
  test.use({ serviceWorkers: "block" });

  test("while a new page's block is on its way, the previous page stays whole on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/Quote-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const home = await page.getByRole("heading", { level: 1 }).textContent();
    const data = page.waitForResponse((response) => new URL(response.url()).pathname === "/about.data");
    await page.evaluate(() => {
      // Every frame drawn from now on: the heading it shows.
      const w = window as unknown as { __headings: string[] };
      w.__headings = [];
      const sample = () => {
        w.__headings.push(document.querySelector("h1")?.textContent ?? "");
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      void (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/about");
    });
    await expect.poll(() => asked).toBe(true);
    // The about page's data is in, its quote's code is not: the home page stays, not a page without it.
    await (await data).finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home!);
    expect(await page.locator("[data-block='quote']").count()).toBe(0);
    release();
    await expect(page.locator("[data-block='quote'] blockquote")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Chi siamo/);
    // The sampler records a frame at its start: the about page's first frame has come once the next one has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // No frame showed the about page before its quote could be drawn.
    const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
    const first = headings.findIndex((h) => /Chi siamo/.test(h));
    expect(first).toBeGreaterThan(0);
    expect(new Set(headings.slice(0, first))).toEqual(new Set([home]));
  });
});

test.describe("when a block's chunk cannot load", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });
  // The worker would fetch the chunk itself after the first load, past the page's routes.
  test.use({ serviceWorkers: "block" });

  test("the page reloads once, then stays as the server rendered it: never an error page", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document" && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    // The gallery's chunk: hydration needs it (the quote's it does not: decision 0080).
    await page.route(/\/assets\/Gallery-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/about");
    await expect.poll(() => documents).toEqual(["/about", "/about"]);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(documents).toEqual(["/about", "/about"]);
    await expect(page.locator("[data-block='gallery']")).toBeVisible();
    await expect(page.locator("[data-block='quote'] blockquote")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Chi siamo/);
    await expect(page.getByTestId("error-message")).toHaveCount(0);
  });
});
