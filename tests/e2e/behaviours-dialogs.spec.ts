import type { Locator, Page } from "@playwright/test";
import { bannerHasAppeared, watchBannerEntrance } from "./support/banner";
import { expect, test } from "./support/test";
import { PHONE } from "./support/phone";

/**
 * Two dialogs at once on a first visit: the consent banner and one of the site's own (the gallery's
 * lightbox, the mobile menu), in either order, with the keyboard alone. The dialog opened last holds
 * focus; the banner never takes focus from a visitor who is using the page; Escape closes the top
 * dialog only and gives focus back to the control that opened it
 * (docs/decisions/0014-dialogs-and-focus.md).
 *
 * The order is set by holding the code of the banner and of the lightbox (their chunks) until the test
 * lets it through; the mobile menu is in the page from the server and opens at once.
 */

// Playwright cannot route what a service worker fetches.
test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  // A cold content service can be slow to answer the first queries: warm the pages up first.
  for (const path of ["/gifts", "/en/gifts", "/menu", "/en/menu"]) await fetch(process.env.BASE_URL + path).catch(() => undefined);
});

test.beforeEach(async ({ page }) => {
  // Tabbing through a page focuses its links, and a focused link prefetches its page (intent). The
  // data saver turns that off (chrome/prefetch), so these journeys load only the two dialogs.
  await page.addInitScript(() => {
    const info = Object.assign(new EventTarget(), { effectiveType: "4g", saveData: true, downlink: 10, rtt: 50 });
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => info });
  });
});

/** Holds the requests for a chunk until `release()`; `requested()` waits until the page has asked for it. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(chunk, async (route) => {
    asked++;
    await released;
    await route.fallback();
  });
  return { release, requested: () => expect.poll(() => asked).toBeGreaterThan(0) };
}

/** From the first script on: where each focus went, and when the banner's entrance ended. */
async function watchFocus(page: Page) {
  await watchBannerEntrance(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __focus: string[] };
    w.__focus = [];
    document.addEventListener(
      "focusin",
      (event) => {
        const el = event.target as Element;
        w.__focus.push(
          el.closest("#cc-main") ? "banner"
          : el.closest("dialog") ? "dialog"
          : "page",
        );
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __focus: string[] }).__focus);
}

/** Presses Tab until `target` has focus (the keyboard's way there). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

const focusIsIn = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** Tab and Shift+Tab, round and round: focus never leaves the open dialog. */
async function expectTabStaysIn(page: Page, dialog: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

const BANNER = /\/assets\/cookie-consent[\w.-]*\.(js|css)$/;

const LOCALES = [
  { prefix: "", banner: "Cookie e privacy", lightbox: "Galleria fotografica|Sfoglia", menu: "Menù di navigazione" },
  { prefix: "/en", banner: "Cookies and privacy", lightbox: "Photo gallery|Browse", menu: "Navigation menu" },
] as const;

for (const l of LOCALES) {
  test.describe(`the gallery's lightbox and the consent banner (${l.prefix || "/"})`, () => {
    const launcher = (page: Page) => page.locator("[data-block='galleryLauncher'] button[aria-haspopup='dialog']");
    const lightbox = (page: Page) => page.locator("[data-block='galleryLauncher'] dialog");

    test("the banner first, then the lightbox: the banner leaves the visitor's focus alone, the lightbox holds it, Escape returns it to the launcher", async ({
      page,
    }) => {
      const focus = await watchFocus(page);
      const banner = await holdChunk(page, BANNER);
      const lightboxCode = await holdChunk(page, /\/assets\/Lightbox-[\w-]+\.(js|css)$/);
      await page.goto(`${l.prefix}/gifts`);
      // The banner's code is asked for once the page has hydrated.
      await banner.requested();
      await tabTo(page, launcher(page));

      banner.release();
      await bannerHasAppeared(page, l.banner);
      await expect(launcher(page)).toBeFocused();

      await page.keyboard.press("Enter");
      lightboxCode.release();
      await expect(lightbox(page)).toBeVisible();
      await expect(lightbox(page)).toHaveAccessibleName(new RegExp(l.lightbox));
      await expectTabStaysIn(page, lightbox(page), 8);

      await page.keyboard.press("Escape");
      await expect(lightbox(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
      await expect(page.getByRole("dialog", { name: l.banner })).toBeVisible();
      expect(await focus()).not.toContain("banner");
    });

    test("the lightbox first, then the banner appears: the lightbox keeps focus, Escape closes it alone and returns focus to the launcher", async ({
      page,
    }) => {
      const focus = await watchFocus(page);
      const banner = await holdChunk(page, BANNER);
      await page.goto(`${l.prefix}/gifts`);
      await banner.requested();
      await tabTo(page, launcher(page));
      await page.keyboard.press("Enter");
      await expect(lightbox(page)).toBeVisible();

      banner.release();
      await bannerHasAppeared(page, l.banner);
      expect(await focusIsIn(page, "[data-block='galleryLauncher'] dialog")).toBe(true);
      await expectTabStaysIn(page, lightbox(page), 8);

      await page.keyboard.press("Escape");
      await expect(lightbox(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
      await expect(page.getByRole("dialog", { name: l.banner })).toBeVisible();
      expect(await focus()).not.toContain("banner");
    });
  });

  test.describe(`the mobile menu and the consent banner (${l.prefix || "/"}, at 390 px)`, () => {
    test.use(PHONE);
    const hamburger = (page: Page) => page.getByRole("banner").locator("button[aria-controls='mobile-menu']");
    const menu = (page: Page) => page.getByRole("dialog", { name: l.menu });

    test("the banner first, then the menu: the banner leaves the visitor's focus alone, the menu holds it, Escape returns it to the hamburger", async ({
      page,
    }) => {
      const focus = await watchFocus(page);
      const banner = await holdChunk(page, BANNER);
      await page.goto(`${l.prefix}/menu`);
      await banner.requested();
      await tabTo(page, hamburger(page));

      banner.release();
      await bannerHasAppeared(page, l.banner);
      await expect(hamburger(page)).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(menu(page)).toBeVisible();
      await expectTabStaysIn(page, menu(page), 16);

      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(hamburger(page)).toBeFocused();
      await expect(page.getByRole("dialog", { name: l.banner })).toBeVisible();
      expect(await focus()).not.toContain("banner");
    });

    test("the visitor reaches the hamburger while the banner fades in: the banner leaves their focus alone", async ({ page }) => {
      const focus = await watchFocus(page);
      const banner = await holdChunk(page, BANNER);
      await page.goto(`${l.prefix}/menu`);
      await banner.requested();
      banner.release();
      // In the frame the banner is put up (before the library's focus moves, 100 ms later and at the
      // fade's end), the visitor's focus arrives on the hamburger.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const tick = () => {
              if (!document.documentElement.classList.contains("show--consent")) return requestAnimationFrame(tick);
              document.querySelector<HTMLElement>("header button[aria-controls='mobile-menu']")!.focus();
              resolve();
            };
            tick();
          }),
      );
      await bannerHasAppeared(page, l.banner);
      await expect(hamburger(page)).toBeFocused();
      expect(await focus()).not.toContain("banner");
    });

    test("the menu first, then the banner appears: the menu keeps focus, Escape closes it alone and returns focus to the hamburger", async ({ page }) => {
      const focus = await watchFocus(page);
      const banner = await holdChunk(page, BANNER);
      await page.goto(`${l.prefix}/menu`);
      await banner.requested();
      await tabTo(page, hamburger(page));
      await page.keyboard.press("Enter");
      await expect(menu(page)).toBeVisible();

      banner.release();
      await bannerHasAppeared(page, l.banner);
      expect(await focusIsIn(page, "#mobile-menu")).toBe(true);
      await expectTabStaysIn(page, menu(page), 16);

      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(hamburger(page)).toBeFocused();
      await expect(page.getByRole("dialog", { name: l.banner })).toBeVisible();
      expect(await focus()).not.toContain("banner");
    });
  });
}
