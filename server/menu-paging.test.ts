/**
 * A menu that grows past one page is paged by category: each page a bounded number of categories,
 * each with a bounded number of dishes; the pages link to each other, a page past the last is a 404,
 * a menu entry names only the categories around its own, and the sitemap lists the menu's pages.
 * The dataset is the demo's, doubled (bench/scale-dataset.ts): 14 categories.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { scaleDataset } from "../bench/scale-dataset";
import { MENU_CATEGORIES_PER_PAGE, MENU_ENTRY_NEIGHBOURS, MENU_ITEMS_PER_CATEGORY } from "../app/menu/queries";
import { menuText } from "../app/i18n/messages/menu";
import { rawRequest, startStack, type Stack } from "../tests/support/server";

let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = scaleDataset(2).dir;
  stack = await startStack({}, { CONTENT_DATA_DIR: dataDir });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (target: string) => rawRequest(stack.url, target);
/** The menu's categories: the sections of the page's main content (the consent banner is a section of its own). */
const sections = (html: string) =>
  [...mainOf(html).matchAll(/<section [^>]*aria-labelledby="([^"]+)-title"/g)].map((m) => m[1]);
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const dishesIn = (html: string, slug: string) => {
  const start = html.indexOf(`aria-labelledby="${slug}-title"`);
  const end = html.indexOf("</section>", start);
  return (html.slice(start, end).match(/<article\b/g) ?? []).length;
};

test("the menu's first page shows a page of categories, each with at most its first dishes, and links on", async () => {
  const first = await get("/menu");
  expect(first.status).toBe(200);
  const shown = sections(first.body);
  expect(shown).toHaveLength(MENU_CATEGORIES_PER_PAGE);
  for (const slug of shown) {
    expect(dishesIn(first.body, slug!)).toBeGreaterThan(0);
    expect(dishesIn(first.body, slug!)).toBeLessThanOrEqual(MENU_ITEMS_PER_CATEGORY);
  }
  expect(first.body).toMatch(/href="\/menu\?page=2"[^>]*rel="next"|rel="next"[^>]*href="\/menu\?page=2"/);
  expect(first.body).toContain("Pagina 1 di 2");
});

test("the second page shows the other categories and links back; past the last page is a 404", async () => {
  const first = sections((await get("/menu")).body);
  const second = await get("/menu?page=2");
  expect(second.status).toBe(200);
  const rest = sections(second.body);
  expect(rest).toHaveLength(14 - MENU_CATEGORIES_PER_PAGE);
  expect(rest.filter((slug) => first.includes(slug))).toEqual([]);
  expect(second.body).toMatch(/href="\/menu"[^>]*rel="prev"|rel="prev"[^>]*href="\/menu"/);
  expect((await get("/menu?page=3")).status).toBe(404);
  expect((await get("/en/menu?page=0")).status).toBe(404);
});

test("a menu entry names the categories around its own, not all of them", async () => {
  const page = await get("/menu/primi");
  expect(page.status).toBe(200);
  // The categories' navigation, by its name (the header and the mobile menu have navigations too).
  const nav =
    new RegExp(
      `<nav [^>]*aria-label="${menuText("it", "menu.categories")}"[^>]*>\\s*<ul class="plain-list">([\\s\\S]*?)<\\/ul>`,
    ).exec(page.body)?.[1] ?? "";
  const links = [...nav.matchAll(/href="\/menu\/([^"]+)"/g)].map((m) => m[1]);
  expect(links).toContain("primi");
  expect(links.length).toBeGreaterThan(1);
  expect(links.length).toBeLessThanOrEqual(2 * MENU_ENTRY_NEIGHBOURS + 1);
  expect(new Set(links).size).toBe(links.length);
});

test("the sitemap lists the menu's second page; with one sitemap file there is no numbered one", async () => {
  const sitemap = await get("/sitemap.xml");
  expect(sitemap.body).toContain("<urlset");
  expect(sitemap.body).toContain("/menu?page=2</loc>");
  expect((await get("/sitemaps/1.xml")).status).toBe(404);
});
