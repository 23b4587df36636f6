import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, startContentService, startSite } from "./support/stack";
import { expect, test } from "./support/test";

/**
 * Honest translations, on a copy of the demo dataset where some English is missing: the Italian
 * shown in its place says lang="it" (and nothing else does), and a dish with no title in either
 * language is not shown anywhere, but logged. The demo itself is translated throughout, so this
 * journey runs a content service and a site of its own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

type Doc = Record<string, unknown> & { _id: string };

let content: Awaited<ReturnType<typeof startContentService>>;
let site: Awaited<ReturnType<typeof startSite>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "salone-translations-"));
  const docs = readFileSync(path.join(ROOT, "demo-dataset", "production.ndjson"), "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Doc);
  const byId = new Map(docs.map((d) => [d._id, d]));
  // A dish translated only in part: no English title or description yet.
  const fiori = byId.get("menuItem-fiori-di-zucca")!;
  delete (fiori.title as Record<string, unknown>).en;
  (fiori.description as Record<string, unknown>).en = "";
  // The footer's first link ("Orari") without its English label.
  const settings = byId.get("siteSettings") as unknown as {
    navigation: { footer: { label: Record<string, unknown> }[] };
  };
  delete settings.navigation.footer[0]!.label.en;
  // A dish with no title in either language, in the first category.
  const untitled: Doc = {
    ...(byId.get("menuItem-bruschetta-al-pomodoro") as Doc),
    _id: "menuItem-senza-nome",
    slug: { _type: "slug", current: "senza-nome" },
    title: { _type: "localeString", it: " ", en: "" },
  };
  // An article with no title, published between the demo's two newest.
  const untitledArticle: Doc = {
    ...(byId.get("article-estate-2026-orari-e-ferie") as Doc),
    _id: "article-senza-titolo",
    slug: { _type: "slug", current: "senza-titolo" },
    title: { _type: "localeString", it: "", en: " " },
    publishedAt: "2026-09-01T09:00:00Z",
  };
  writeFileSync(
    path.join(dir, "production.ndjson"),
    [...docs, untitled, untitledArticle].map((d) => JSON.stringify(d)).join("\n") + "\n",
  );
  symlinkSync(path.join(ROOT, "demo-dataset", "images"), path.join(dir, "images"));
  symlinkSync(path.join(ROOT, "demo-dataset", "files"), path.join(dir, "files"));
  content = await startContentService(undefined, { CONTENT_DATA_DIR: dir });
  site = await startSite(content.url);
});

test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
});

test("English menu: the untranslated dish is shown in Italian with lang='it', its blank English description gives way to the Italian, marked too; translated dishes carry no lang", async ({
  page,
}) => {
  await page.goto(`${site.url}/en/menu`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const heading = page.locator("#antipasti-e-salumi").getByRole("heading", { name: "Fiori di zucca fritti" });
  await expect(heading).toHaveAttribute("lang", "it");
  // In the menu's gallery too, on its link.
  await expect(page.getByRole("link", { name: "Fiori di zucca fritti" }).last()).toHaveAttribute("lang", "it");
  const card = page
    .locator("#antipasti-e-salumi article")
    .filter({ has: page.getByRole("heading", { name: "Fiori di zucca fritti" }) });
  await expect(card.locator("p[lang='it']")).toHaveText(/^Ripieni di mozzarella e alice/);
  await expect(card.getByText("Allergens: Gluten, Fish, Milk")).toBeVisible();
  await expect(page.locator("#primi").getByRole("heading", { name: "Spaghetti alla carbonara" })).not.toHaveAttribute(
    "lang",
    /.*/,
  );
  // Nothing else on the page says it is Italian.
  const marked = await page.locator("main [lang]").evaluateAll((els) => els.map((el) => el.textContent?.trim()));
  expect([...new Set(marked)]).toEqual(["Fiori di zucca fritti", expect.stringMatching(/^Ripieni di mozzarella/)]);
  // The footer's untranslated link, too.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Orari" })).toHaveAttribute("lang", "it");
});

test("Italian menu: the same dish in its own language, with no lang of its own", async ({ page }) => {
  await page.goto(`${site.url}/menu`);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(
    page.locator("#antipasti-e-salumi").getByRole("heading", { name: "Fiori di zucca fritti" }),
  ).not.toHaveAttribute("lang", /.*/);
  await expect(page.locator("main [lang], footer [lang]")).toHaveCount(0);
});

test("the dish's own English page: the title is Italian with lang='it', after hydration too", async ({ page }) => {
  await page.goto(`${site.url}/en/menu/fiori-di-zucca`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fiori di zucca fritti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "it");
  // A client-side navigation renders from the page's data alone: the flag survives it.
  await page.getByRole("link", { name: /Back to Starters/ }).click();
  await expect(
    page.locator("#antipasti-e-salumi, article").getByRole("heading", { name: "Fiori di zucca fritti" }).first(),
  ).toHaveAttribute("lang", "it");
});

test("a dish with no title in either language is shown nowhere, its page is a 404, and the sitemap leaves it out", async ({
  page,
  request,
}) => {
  for (const menu of ["/menu", "/en/menu"]) {
    await page.goto(`${site.url}${menu}`);
    await expect(page.locator('a[href$="/menu/senza-nome"]')).toHaveCount(0);
    await expect(page.locator("main h2:empty, main h3:empty, main h1:empty")).toHaveCount(0);
  }
  expect((await request.get(`${site.url}/en/menu/senza-nome`)).status()).toBe(404);
  expect((await request.get(`${site.url}/menu/senza-nome`)).status()).toBe(404);
  // Nor does the sitemap send crawlers to that 404; the rest of the menu is there.
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("/menu/bruschetta-al-pomodoro</loc>");
  expect(sitemap).not.toContain("senza-nome");
});

test("an article's neighbours are the nearest ones with a title: an untitled article between them is skipped, in both languages", async ({
  page,
  request,
}) => {
  for (const prefix of ["", "/en"]) {
    await page.goto(`${site.url}${prefix}/journal/olio-nuovo-della-sabina`);
    const previous = page.locator("a[rel=prev]");
    await expect(previous).toHaveAttribute("href", `${prefix}/journal/estate-2026-orari-e-ferie`);
    await expect(previous).toContainText(prefix ? "Summer 2026" : "Estate 2026");
    await page.goto(`${site.url}${prefix}/journal/estate-2026-orari-e-ferie`);
    await expect(page.locator("a[rel=next]")).toHaveAttribute("href", `${prefix}/journal/olio-nuovo-della-sabina`);
    expect((await request.get(`${site.url}${prefix}/journal/senza-titolo`)).status()).toBe(404);
  }
});
