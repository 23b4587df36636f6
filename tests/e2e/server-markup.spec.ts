import type { Page } from "@playwright/test";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * Hydrating only what a visitor can touch (decision 0080): what needs nothing from the page's code
 * (text, links the site's one listener follows) keeps the server's HTML once the page has hydrated:
 * React takes the element and never walks what is inside it. A navigation, or new data for it,
 * draws it from the code. Whether React walked an element shows in the property it sets on every
 * element it hydrates or creates.
 */

test.use({ serviceWorkers: "block" });

/** For each selector: how many of the elements inside what it finds React has walked, and how many there are. */
const walked = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const fiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    return [...document.querySelectorAll(selector)].map((outer) => {
      const inside = [...outer.querySelectorAll("*")];
      return { outer: fiber(outer), walked: inside.filter(fiber).length, inside: inside.length };
    });
  }, selector);

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  await settled(page);
}

for (const prefix of ["", "/en"]) {
  test(`hydrated, the menu's dishes and the footer keep the server's HTML, unwalked; the header is hydrated (${prefix || "/"})`, async ({
    page,
  }) => {
    await hydrated(page, `${prefix}/menu`);
    const dishes = await walked(page, "#main section[aria-labelledby] > div:last-child");
    expect(dishes.length).toBeGreaterThan(2);
    for (const part of dishes) expect(part).toEqual({ outer: true, walked: 0, inside: part.inside });
    // The list of categories (#anchor links) and the gallery's captions: words and links only.
    const [categories] = await walked(page, '#main nav[data-block="subMenu"] ul');
    expect(categories).toEqual({ outer: true, walked: 0, inside: categories!.inside });
    expect(categories!.inside).toBeGreaterThan(4);
    const captions = await walked(page, '#main [data-block="menuGallery"] li > div:last-child');
    expect(captions.length).toBeGreaterThan(2);
    for (const caption of captions) expect(caption).toEqual({ outer: true, walked: 0, inside: caption.inside });
    const [footer] = await walked(page, "#main ~ footer");
    expect(footer).toEqual({ outer: true, walked: 0, inside: footer!.inside });
    expect(footer!.inside).toBeGreaterThan(50);
    // The language switch and the hamburger are React's.
    const [header] = await walked(page, "header");
    expect(header!.walked).toBe(header!.inside);
  });
}

test("the home page's product list and opening hours keep the server's HTML, its pictures are hydrated", async ({
  page,
}) => {
  await hydrated(page, "/");
  for (const block of ["productLists", "openingHours"]) {
    const [part] = await walked(page, `#main > [data-block="${block}"]`);
    expect(part, block).toEqual({ outer: true, walked: 0, inside: part!.inside });
  }
  const images = await page.evaluate(() =>
    [...document.querySelectorAll("#main img")].map((img) =>
      Object.keys(img).some((key) => key.startsWith("__reactFiber")),
    ),
  );
  expect(images.length).toBeGreaterThan(2);
  expect(images.every(Boolean)).toBe(true);
});

test("a filter draws the categories it changes from the code, and the dishes it leaves out are gone", async ({
  page,
}) => {
  await hydrated(page, "/menu");
  const form = page.getByRole("form", { name: "Filtra il menù" });
  const box = form.getByRole("checkbox", { name: "Vegetariano", exact: true });
  if (!(await box.isVisible())) await form.locator("summary", { hasText: "Filtra il menù" }).click();
  const before = await page.locator("#main section[aria-labelledby] article").count();
  await box.check();
  await expect(page).toHaveURL(/diet=vegetarian/);
  await expect.poll(() => page.locator("#main section[aria-labelledby] article").count()).toBeLessThan(before);
  // Every category shown now is either the server's, untouched (all its dishes vegetarian), or drawn by React.
  for (const part of await walked(page, "#main section[aria-labelledby] > div:last-child"))
    expect([0, part.inside]).toContain(part.walked);
  expect((await walked(page, "#main section[aria-labelledby] > div:last-child")).some((part) => part.walked > 0)).toBe(
    true,
  );
});

test("a client-side navigation draws the parts from the code: the dishes of a category reached by a link", async ({
  page,
}) => {
  await hydrated(page, "/");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("banner").getByRole("link", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menù");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const dishes = await walked(page, "#main section[aria-labelledby] > div:last-child");
  expect(dishes.length).toBeGreaterThan(0);
  for (const part of dishes) expect(part.walked).toBe(part.inside);
});
