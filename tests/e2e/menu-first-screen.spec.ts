import type { Browser, Page } from "@playwright/test";
import { groq } from "./support/content";
import { shownDishes as shownDishesOf } from "./support/menu";
import { BANNER_ID } from "../../app/consent/banner-ids";
import { PHONE } from "./support/phone";
import { hydrated } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * The menu on a phone: its first screen shows dishes (the filter is one control that opens, with or
 * without JavaScript), and a filter in use shows on that control while it is closed.
 */

interface Dish {
  slug: string;
  category: string;
  vegetarian: boolean;
}

let dishes: Dish[];
test.beforeAll(async () => {
  dishes = await groq<Dish[]>(
    `*[_type == "menuItem"]{"slug": slug.current, "category": category->slug.current, vegetarian}`,
  );
});

const shownDishes = (page: Page) =>
  shownDishesOf(
    page,
    dishes.map((d) => d.category),
  );
const vegetarian = () =>
  dishes
    .filter((d) => d.vegetarian)
    .map((d) => d.slug)
    .sort();

const LOCALES = [
  {
    path: "/menu",
    form: "Filtra il menù",
    vegetarian: "Vegetariano",
    apply: "Applica",
    count: (n: number, of: number) => `${n} piatti su ${of}`,
  },
  {
    path: "/en/menu",
    form: "Filter the menu",
    vegetarian: "Vegetarian",
    apply: "Apply",
    count: (n: number, of: number) => `${n} of ${of} dishes`,
  },
] as const;

async function phone(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

/**
 * The first dish of the list: its name and its price lie within the first 844 px of the page; on the
 * menu's own first screen (`aboveBanner`), above the consent banner a first visit shows along the
 * bottom of a phone's screen. (A filtered list, which says what it holds above it, is held to the 844 px.)
 */
async function expectFirstDishOnFirstScreen(page: Page, { aboveBanner = false } = {}) {
  const dish = page.locator("main section[id] article").first();
  const name = dish.getByRole("heading", { level: 3 });
  const price = dish.getByText("€");
  await expect(name).toBeVisible();
  await expect(price).toBeVisible();
  const banner = page.locator(`#${BANNER_ID}`);
  const bannerBox = aboveBanner && (await banner.isVisible()) ? await banner.boundingBox() : null;
  const visibleBottom = bannerBox ? bannerBox.y : PHONE.viewport.height;
  for (const [what, box] of [
    ["name", await name.boundingBox()],
    ["price", await price.boundingBox()],
  ] as const) {
    expect(box, what).not.toBeNull();
    expect(box!.y, what).toBeGreaterThanOrEqual(0);
    expect(
      box!.y + box!.height,
      `the first dish's ${what} ends within the first screen${bannerBox ? ", above the consent banner" : ""}`,
    ).toBeLessThanOrEqual(visibleBottom);
  }
  return { banner: bannerBox !== null };
}

for (const locale of LOCALES) {
  test(`on a phone the first screen of ${locale.path} shows a dish and its price, with and without JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await phone(browser, baseURL, javaScriptEnabled);
      await page.goto(locale.path);
      // Hydrated, the page adds its print button: the first screen is measured as it then stands.
      if (javaScriptEnabled) await hydrated(page);
      // A first visit: the consent banner is up (with JavaScript: without, there is nothing to consent
      // to), and the dish is above it.
      expect((await expectFirstDishOnFirstScreen(page, { aboveBanner: true })).banner).toBe(javaScriptEnabled);
      await context.close();
    }
  });

  test(`on a phone the filter of ${locale.path} opens, filters at once, and shows its choice when closed`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL, true);
    await page.goto(locale.path);
    await hydrated(page);
    const form = page.getByRole("form", { name: locale.form });
    const box = form.getByRole("checkbox", { name: locale.vegetarian, exact: true });
    const summary = form.locator("summary", { hasText: locale.form });
    await expect(box).toBeHidden();
    await summary.tap();
    await box.tap();
    await expect(page).toHaveURL(new RegExp(`${locale.path}\\?diet=vegetarian$`));
    await expect.poll(() => shownDishes(page)).toEqual(vegetarian());
    await summary.tap();
    await expect(box).toBeHidden();
    await expect(summary).toContainText(locale.vegetarian);
    await expect(summary).toContainText(locale.count(vegetarian().length, dishes.length));

    // Loaded with the filter in its URL: the filtered list, from its first screen, the filter closed and telling.
    await page.reload();
    await hydrated(page);
    expect(await shownDishes(page)).toEqual(vegetarian());
    await expect(box).toBeHidden();
    await expect(summary).toContainText(locale.vegetarian);
    await expectFirstDishOnFirstScreen(page);
    await context.close();
  });

  test(`on a phone without JavaScript the filter of ${locale.path} opens and is sent as a form`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL, false);
    await page.goto(locale.path);
    const form = page.getByRole("form", { name: locale.form });
    const box = form.getByRole("checkbox", { name: locale.vegetarian, exact: true });
    const summary = form.locator("summary", { hasText: locale.form });
    await expect(box).toBeHidden();
    await summary.tap();
    await box.tap();
    await form.getByRole("button", { name: locale.apply }).tap();
    await expect(page).toHaveURL(new RegExp(`${locale.path}\\?diet=vegetarian$`));
    expect(await shownDishes(page)).toEqual(vegetarian());
    await expect(box).toBeHidden();
    await expect(summary).toContainText(locale.vegetarian);
    await expect(summary).toContainText(locale.count(vegetarian().length, dishes.length));
    await expectFirstDishOnFirstScreen(page);
    await context.close();
  });
}
