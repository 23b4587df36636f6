import type { Page } from "@playwright/test";

/** The dishes the menu page shows (their slugs, sorted): links to /menu/<slug> inside the categories' sections. */
export async function shownDishes(page: Page, categories: string[]): Promise<string[]> {
  const hrefs = await page
    .locator([...new Set(categories)].map((c) => `section#${c} article a[href*="/menu/"]`).join(", "))
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split("/").pop()!));
  return [...new Set(hrefs)].sort();
}
