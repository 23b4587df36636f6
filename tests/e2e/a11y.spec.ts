import { GENERIC_PAGES, genericPages } from "./support/content";
import { AXE_TIMEOUT, violations } from "./support/axe";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";
import { PHONE } from "./support/phone";

/**
 * axe-core on every generic page, in both languages, against WCAG 2.0 and 2.1, levels A and AA; the
 * other page families are read by axe in their journeys of head.spec.ts, on the same load as their head.
 */

test.describe.configure({ timeout: AXE_TIMEOUT });

for (const locale of [
  { code: "it", prefix: "" },
  { code: "en", prefix: "/en" },
]) {
  // One load for two rules of the page: its blocks under exactly one h1, and axe.
  for (const slug of GENERIC_PAGES) {
    test(`the generic page ${slug} in ${locale.code} renders its blocks with exactly one h1, and axe finds no WCAG A/AA violations`, async ({
      page,
    }) => {
      const url = `${locale.prefix}/${slug}`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main [data-block]").first()).toBeVisible();
      expect(await violations(page), url).toEqual([]);
    });
  }
}

test("the generic pages with a journey each are the content's", async () => {
  expect(await genericPages()).toEqual(GENERIC_PAGES);
});

test.describe("at 390 px", () => {
  test.use(PHONE);

  test("axe: the home page and the open mobile menu have no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/");
    await page.locator("h1").waitFor();
    expect(await violations(page)).toEqual([]);
    await page.locator("button[aria-controls='mobile-menu']").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await violations(page, "#mobile-menu")).toEqual([]);
  });

  for (const [path, name] of [
    ["/menu", "Filtra il menù"],
    ["/en/menu", "Filter the menu"],
  ] as const) {
    test(`axe: ${path} with its filter open and in use has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(`${path}?diet=vegetarian&without=milk`);
      const form = page.getByRole("form", { name });
      await form.locator("summary", { hasText: name }).click();
      await expect(form.getByRole("status")).toBeVisible();
      expect(await violations(page, "main form")).toEqual([]);
    });
  }

  test("axe: the open lightbox has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/en/gifts");
    // The lightbox is the hydrated page's (without JavaScript the pictures are links).
    await settled(page);
    await page.locator("[data-block='galleryLauncher'] button").click();
    const dialog = page.locator("[data-block='galleryLauncher'] dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img")).toHaveAttribute("data-state", "loaded");
    expect(await violations(page, "[data-block='galleryLauncher'] dialog")).toEqual([]);
  });
});

// WCAG 2.5.3 (label in name): a visitor who speaks to the browser says the words they see. axe 4.11
// leaves aria-hidden words out of that rule; Lighthouse's axe did not, and the logos failed it. Every
// labelled link or button here carries all of its visible words in its name, aria-hidden ones too.
for (const prefix of ["", "/en"]) {
  test(`every labelled link and button on the home page${prefix ? " in en" : ""} says its visible words`, async ({
    page,
  }) => {
    await page.goto(prefix || "/");
    await page.locator("h1").waitFor();
    const mismatches = await page.evaluate(() => {
      const words = (text: string) =>
        text
          .toLocaleLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, " ")
          .trim();
      const out: string[] = [];
      const labelled = [...document.querySelectorAll<HTMLElement>("a[aria-label], button[aria-label]")];
      for (const element of labelled) {
        const visible = words(element.innerText ?? "");
        if (visible && !words(element.getAttribute("aria-label") ?? "").includes(visible))
          out.push(`${element.getAttribute("aria-label")} / ${visible}`);
      }
      return { out, count: labelled.length };
    });
    expect(mismatches.count, "the logos at least are labelled").toBeGreaterThanOrEqual(2);
    expect(mismatches.out).toEqual([]);
  });
}

test.describe("the not-found page", () => {
  // The document itself answers 404, which the browser reports on its console.
  test.use({ allowConsoleErrors: [/status of 404/] });
  for (const url of ["/questa-pagina-non-esiste", "/en/menu/no-such-dish"]) {
    test(`axe: the not-found page at ${url} has no WCAG A/AA violations`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await page.locator("h1").waitFor();
      expect(await violations(page), url).toEqual([]);
    });
  }
});
