import type { Page } from "@playwright/test";
import { groq } from "./support/content";
import { shownDishes as shownDishesOf } from "./support/menu";
import { expect, test } from "./support/test";

/**
 * "May contain traces": a dish's possible traces in words of their own (never mixed with what it
 * contains) on the menu, its page and the printed menu, in both languages; the filter's "without X"
 * leaves out what contains X and, when asked, what may contain traces of X, kept in the URL.
 */

interface Dish {
  slug: string;
  category: string;
  allergens: string[];
  traces: string[] | null;
}

let dishes: Dish[];
test.beforeAll(async () => {
  dishes = await groq<Dish[]>(
    `*[_type == "menuItem"]{"slug": slug.current, "category": category->slug.current, allergens, traces}`,
  );
});

/** The dishes the menu page shows. */
const shownDishes = (page: Page) =>
  shownDishesOf(
    page,
    dishes.map((d) => d.category),
  );

const slugsWhere = (keep: (d: Dish) => boolean) =>
  dishes
    .filter(keep)
    .map((d) => d.slug)
    .sort();
const dish = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("the demo has dishes with traces, and the menu says so in words apart from the allergens, in both languages", async ({
  page,
}) => {
  expect(dishes.filter((d) => d.traces?.length).map((d) => d.slug)).toContain("tagliere-di-salumi");
  await page.goto("/en/menu");
  const board = dish(page, "Board of Lazio cured meats");
  await expect(board.getByText("Allergens: Gluten", { exact: true })).toBeVisible();
  await expect(board.getByText("May contain traces of: Tree nuts", { exact: true })).toBeVisible();
  // A dish without traces has no traces line.
  await expect(dish(page, "Spaghetti alla carbonara").getByText(/traces/)).toHaveCount(0);
  await page.goto("/menu");
  const tagliere = dish(page, "Tagliere di salumi del Lazio");
  await expect(tagliere.getByText("Allergeni: Glutine", { exact: true })).toBeVisible();
  await expect(tagliere.getByText("Può contenere tracce di: Frutta a guscio", { exact: true })).toBeVisible();
});

test("a dish's page lists its possible traces under a heading of their own", async ({ page }) => {
  await page.goto("/en/menu/maritozzo-con-la-panna");
  // Each with its number in the Annex (8 tree nuts, 11 sesame), as the allergens it contains.
  const allergens = page.getByRole("region", { name: "Allergens" });
  await expect(allergens.getByRole("list").first()).toHaveText(/Gluten.*Eggs.*Milk/);
  await expect(allergens.getByRole("heading", { name: "May contain traces of" })).toBeVisible();
  await expect(allergens.getByRole("list", { name: "May contain traces of" }).getByRole("listitem")).toHaveText([
    "8Tree nuts",
    "11Sesame",
  ]);
  await page.goto("/menu/maritozzo-con-la-panna");
  const allergeni = page.getByRole("region", { name: "Allergeni" });
  await expect(allergeni.getByRole("list", { name: "Può contenere tracce di" }).getByRole("listitem")).toHaveText([
    "8Frutta a guscio",
    "11Semi di sesamo",
  ]);
});

test("with JavaScript: 'without tree nuts' keeps what may contain traces until the visitor leaves those out too; the URL keeps it", async ({
  page,
}) => {
  await page.goto("/en/menu");
  const form = page.getByRole("form", { name: "Filter the menu" });
  // Each control applies itself once the page has hydrated (its code starts after the first paint,
  // decision 0034), which hides the Apply button visitors without JavaScript use.
  await expect(form.getByRole("button", { name: "Apply" })).toBeHidden();
  await form.locator("summary", { hasText: "Filter the menu" }).click();
  await form.locator("summary", { hasText: "Without these allergens" }).click();
  await form.getByRole("checkbox", { name: "Tree nuts", exact: true }).check();
  await expect(page).toHaveURL(/\/en\/menu\?without=nuts$/);
  const contains = (d: Dish) => d.allergens.includes("nuts");
  const mayContain = (d: Dish) => !!d.traces?.includes("nuts");
  await expect.poll(() => shownDishes(page)).toEqual(slugsWhere((d) => !contains(d)));
  expect(slugsWhere((d) => !contains(d))).toContain("tagliere-di-salumi");

  await form.getByRole("checkbox", { name: "Also leave out dishes that may contain traces of them" }).check();
  await expect(page).toHaveURL(/\/en\/menu\?without=nuts&traces=exclude$/);
  await expect.poll(() => shownDishes(page)).toEqual(slugsWhere((d) => !contains(d) && !mayContain(d)));
  await expect(form.getByRole("status")).toHaveText(
    `${slugsWhere((d) => !contains(d) && !mayContain(d)).length} of ${dishes.length} dishes`,
  );

  // The URL is the state: a reload (or a shared link) shows the same menu, its filter named while closed, the
  // same boxes ticked.
  await page.reload();
  const filter = form.locator("summary", { hasText: "Filter the menu" });
  await expect(filter).toContainText("without tree nuts, not even traces");
  await filter.click();
  await expect(
    form.getByRole("checkbox", { name: "Also leave out dishes that may contain traces of them" }),
  ).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Tree nuts", exact: true })).toBeChecked();
  expect(await shownDishes(page)).toEqual(slugsWhere((d) => !contains(d) && !mayContain(d)));
});

test("without JavaScript the traces choice is part of the form, in Italian too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/menu");
  const form = page.getByRole("form", { name: "Filtra il menù" });
  await form.locator("summary", { hasText: "Filtra il menù" }).click();
  await form.locator("summary").filter({ hasText: "Senza" }).click();
  await form.getByRole("checkbox", { name: "Frutta a guscio", exact: true }).check();
  await form.getByRole("checkbox", { name: "Nemmeno in tracce" }).check();
  await form.getByRole("button", { name: "Applica" }).click();
  await expect(page).toHaveURL(/\/menu\?without=nuts&traces=exclude$/);
  expect(await shownDishes(page)).toEqual(
    slugsWhere((d) => !d.allergens.includes("nuts") && !d.traces?.includes("nuts")),
  );
  await context.close();
});

test("the printed menu keeps the traces in words and says the filter left them out", async ({ page }) => {
  await page.goto("/en/menu?without=sesame&traces=exclude");
  await page.emulateMedia({ media: "print" });
  await expect(dish(page, "Board of Lazio cured meats").getByText("May contain traces of: Tree nuts")).toBeVisible();
  await expect(page.getByText("Filters: without sesame, not even traces")).toBeVisible();
  await expect(dish(page, "Maritozzo with whipped cream")).toHaveCount(0);
  await page.goto("/menu?without=sesame");
  await expect(
    dish(page, "Maritozzo con la panna").getByText("Può contenere tracce di: Frutta a guscio, Semi di sesamo"),
  ).toBeVisible();
  await expect(page.getByText("Filtri: senza semi di sesamo", { exact: true })).toBeVisible();
});
