import type { Page } from "@playwright/test";
import { hydrated } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * A block below the first screen is skipped (content-visibility) until it nears the viewport or the
 * script draws it. Chromium may style the page before its stylesheet arrives, and a block skipped as
 * soon as the stylesheet applies keeps that first style until drawn: drawn, the gift page's button
 * faded in from a link's blue on nothing (with the stylesheet 400 ms late, eight loads in ten when
 * the visitor scrolled to it). So a block draws with its transitions off, and has them back once
 * the whole page is drawn (app/styles/transition-durations.test.ts checks that they all take
 * var(--duration)).
 */

test.use({ serviceWorkers: "block" });

/** The durations of the transitions of the gift page's last button in a block below the first screen. */
function durations(page: Page) {
  return page.evaluate(() => {
    const buttons = document.querySelectorAll("#main > [data-block]:not([data-first]) a.button");
    return getComputedStyle(buttons[buttons.length - 1]!).transitionDuration;
  });
}

test("a block below the first screen has its transitions off until it is drawn, and back once drawn", async ({
  page,
}) => {
  await page.goto("/en/gifts");
  await hydrated(page);
  expect(await durations(page)).toBe("0s, 0s, 0s");

  await page.evaluate(() => window.scrollBy(0, 5));
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-blocks-drawn"));
  expect(await durations(page)).toBe("0.22s, 0.22s, 0.22s");
});

test("without scripts, a block the visitor scrolls to still draws with its transitions off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/gifts");
  const button = page.locator("#main > [data-block]:not([data-first]) a.button").last();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  expect(await durations(page)).toBe("0s, 0s, 0s");
  await context.close();
});
