import AxeBuilder from "@axe-core/playwright";
import { demoSlugs, groq, type Slugs } from "./support/content";
import { expect, test } from "./support/test";

/** axe-core on every page family, in both languages, against WCAG 2.0 and 2.1 A and AA. */

let slugs: Slugs;
let pages: string[];
test.beforeAll(async () => {
  slugs = await demoSlugs();
  pages = await groq<string[]>(`*[_type == "page" && slug.current != "home"] | order(slug.current asc).slug.current`);
});

const families = () => [
  { name: "home", path: "" },
  { name: "menu", path: "/menu" },
  { name: "menu category", path: `/menu/${slugs.category}` },
  { name: "menu item", path: `/menu/${slugs.item}` },
  { name: "journal", path: "/journal" },
  { name: "article", path: `/journal/${slugs.article}` },
  ...pages.map((slug) => ({ name: `page ${slug}`, path: `/${slug}` })),
];

for (const locale of [
  { code: "it", prefix: "" },
  { code: "en", prefix: "/en" },
]) {
  for (const width of [390, 1440]) {
    test(`no WCAG A/AA violations on any page family, ${locale.code}, ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const family of families()) {
        await page.goto(locale.prefix + family.path || "/");
        await page.locator("h1").first().waitFor();
        // The cookie banner fades in: scan it once it is there and still (mid-fade colours are not its colours).
        await page.locator("#cc-main .cm").waitFor({ state: "visible", timeout: 3000 }).catch(() => undefined);
        await page
          .waitForFunction(() => (document.querySelector("#cc-main")?.getAnimations({ subtree: true }) ?? []).every((a) => a.playState !== "running"), null, { timeout: 3000 })
          .catch(() => undefined);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
        expect(summary, `${family.name} ${locale.prefix + family.path || "/"}`).toEqual([]);
      }
    });
  }
}
