import type { Page } from "@playwright/test";

/**
 * Waits until the page's hydration has committed. React Router makes its router (and the
 * `__reactRouterDataRouter` global) while hydration renders, which React does in slices; until the
 * commit, the router has no subscriber, and a navigation that ends before it is never drawn.
 * `<ScrollRestoration>` sets `history.scrollRestoration` to "manual" in an effect: after the commit.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window && history.scrollRestoration === "manual");
}

/**
 * Waits until the page has hydrated and fetched what it fetches after hydration (the mobile menu's
 * code, the consent banner's, the service worker's registration): no new resource for 700 ms.
 * "networkidle" alone can come first on a busy machine, when hydration itself takes longer than
 * its 500 ms of quiet; a test that then takes the network away sees a late fetch fail.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  let last = -1;
  let since = Date.now();
  for (;;) {
    const count = await page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).responseEnd > 0).length,
    );
    if (count !== last) {
      last = count;
      since = Date.now();
    } else if (Date.now() - since >= 700) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Waits until the page is at rest: no transition or animation with an end still running (a page
 * left unscrolled draws no more blocks, chrome/deferred-blocks.tsx). A reading of the page's colours
 * needs it: a colour in the middle of a transition is not one a visitor reads for long. (A block
 * drawn late once faded in from the colours Chromium gave it before the stylesheet arrived: axe read
 * the gift page's button as low contrast about a load in ten; deferred blocks now draw with their
 * transitions off, styles/global.css.)
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
  );
}
