import type { Locator, Page } from "@playwright/test";
import { bannerHasAppeared } from "./support/banner";
import { hydrated } from "./support/settled";
import { expect, test } from "./support/test";
import { PHONE } from "./support/phone";

/**
 * Two dialogs at once on a first visit: the consent banner (in the page from the server, decision
 * 0051) and one of the site's own (the gallery's lightbox, the mobile menu), with the keyboard alone.
 * The dialog opened last holds focus; the banner takes focus only as the page is drawn (nothing
 * focused yet), never from a visitor who is using the page; Escape closes the top dialog only and
 * gives focus back to the control that opened it (docs/decisions/0014-dialogs-and-focus.md).
 */

// Playwright cannot route what a service worker fetches.
test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  // A cold content service can be slow to answer the first queries: warm the pages up first.
  for (const path of ["/gifts", "/en/gifts", "/menu", "/en/menu"])
    await fetch(process.env.BASE_URL + path).catch(() => undefined);
});

test.beforeEach(async ({ page }) => {
  // Tabbing through a page focuses its links, and a focused link prefetches its page (intent). The
  // data saver turns that off (chrome/prefetch), so these journeys load only the two dialogs.
  await page.addInitScript(() => {
    const info = Object.assign(new EventTarget(), { effectiveType: "4g", saveData: true, downlink: 10, rtt: 50 });
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => info });
  });
});

/** From the first script on: where each focus went. */
async function watchFocus(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __focus: string[] };
    w.__focus = [];
    document.addEventListener(
      "focusin",
      (event) => {
        const el = event.target as Element;
        w.__focus.push(
          el.closest("#consent-banner") ? "banner"
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

const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** Tab and Shift+Tab, round and round: focus never leaves the open dialog. */
async function expectTabStaysIn(page: Page, dialog: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

/** Where focus went once the visitor started using the page: never to the banner. */
const sinceTheVisitor = (focus: string[]) => focus.slice(focus.indexOf("page"));

const LOCALES = [
  { prefix: "", banner: "Cookie e privacy", lightbox: "Galleria fotografica|Sfoglia", menu: "Menù di navigazione" },
  { prefix: "/en", banner: "Cookies and privacy", lightbox: "Photo gallery|Browse", menu: "Navigation menu" },
] as const;

for (const l of LOCALES) {
  test(`the banner and the gallery's lightbox: the lightbox holds focus, Escape closes it alone and returns focus to the launcher (${l.prefix || "/"})`, async ({
    page,
  }) => {
    const launcher = page.locator("[data-block='galleryLauncher'] button[aria-haspopup='dialog']");
    const lightbox = page.locator("[data-block='galleryLauncher'] dialog");
    const focus = await watchFocus(page);
    await page.goto(`${l.prefix}/gifts`);
    await bannerHasAppeared(page, l.banner);
    await hydrated(page);
    await tabTo(page, launcher);
    await page.keyboard.press("Enter");
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toHaveAccessibleName(new RegExp(l.lightbox));
    await expectTabStaysIn(page, lightbox, 8);

    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(page.getByRole("dialog", { name: l.banner })).toBeVisible();
    expect(sinceTheVisitor(await focus())).not.toContain("banner");
  });

  test.describe(`the mobile menu and the consent banner (${l.prefix || "/"}, at 390 px)`, () => {
    test.use(PHONE);

    test("the menu holds focus, Escape closes it alone and returns focus to the hamburger; the banner stays", async ({
      page,
    }) => {
      const hamburger = page.getByRole("banner").locator("button[aria-controls='mobile-menu']");
      const menu = page.getByRole("dialog", { name: l.menu });
      const focus = await watchFocus(page);
      await page.goto(`${l.prefix}/menu`);
      await bannerHasAppeared(page, l.banner);
      await tabTo(page, hamburger);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      expect(await focusIsIn(page, "#mobile-menu")).toBe(true);
      await expectTabStaysIn(page, menu, 16);

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(hamburger).toBeFocused();
      await expect(page.getByRole("dialog", { name: l.banner })).toBeVisible();
      expect(sinceTheVisitor(await focus())).not.toContain("banner");
    });
  });
}
