/**
 * Visual editing in preview, in the browser: hovering the venue's words shows @sanity/visual-editing's
 * overlay, whose link into the Studio names the document and the field the words come from (decoded
 * from the text's stega), for a dish's name, an article's title and a page block's heading, in both
 * languages. Outside preview the overlays' code is never fetched.
 *
 * The overlays are drawn standalone here (no Studio frames the page): that is the library's
 * behaviour without a parent window, and the same decoding and overlay the Presentation tool shows;
 * the Studio's side of the channel (its document titles, focus) needs a Sanity project.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/test";
import { TEST_TOKEN, startSite, type Proc } from "./support/stack";

const PREVIEW_SECRET = "preview-secret-for-visual-editing-0123";
const STUDIO = "https://studio.example.test";

// One worker for the file: its server is started once, not by each worker that draws a journey.
test.describe.configure({ mode: "default" });

let site: Proc & { url: string };
type Subject = { family: string; type: string; id: string; slug: string; path: (lang: string) => RegExp };
const subjects = new Map<"a dish's name" | "an article's title" | "a page block's heading", Subject>();

async function first(type: string, filter = ""): Promise<{ _id: string; slug: string }> {
  const url = new URL(`${process.env.CONTENT_URL}/v2025-02-19/data/query/production`);
  url.searchParams.set(
    "query",
    `*[_type == $type && defined(slug.current) ${filter}] | order(slug.current asc)[0]{_id, "slug": slug.current}`,
  );
  url.searchParams.set("$type", JSON.stringify(type));
  const body = (await (await fetch(url, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } })).json()) as {
    result: { _id: string; slug: string };
  };
  return body.result;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Drafts with their source maps take the busy machine's content service longer than the run's 2 s.
  site = await startSite(process.env.CONTENT_URL!, {
    PREVIEW_SECRET,
    SANITY_STUDIO_URL: STUDIO,
    SANITY_TIMEOUT_MS: "10000",
  });
  const dish = await first("menuItem");
  const article = await first("article", `&& !(_id in path("drafts.**"))`);
  const page = await first("page", `&& slug.current != "home"`);
  subjects
    .set("a dish's name", {
      family: "menu",
      type: "menuItem",
      id: dish._id,
      slug: dish.slug,
      path: (lang) => new RegExp(`^title\\.${lang}$`),
    })
    .set("an article's title", {
      family: "journal",
      type: "article",
      id: article._id,
      slug: article.slug,
      path: (lang) => new RegExp(`^title\\.${lang}$`),
    })
    .set("a page block's heading", {
      family: "",
      type: "page",
      id: page._id,
      slug: page.slug,
      path: (lang) => new RegExp(`^blocks:[\\w-]+\\.\\w+\\.${lang}$`),
    });
});

test.afterAll(async () => {
  await site?.stop();
});

async function overlayOf(page: Page, heading: ReturnType<Page["getByRole"]>) {
  // The overlays arrive after hydration, a chunk of their own; each element is watched from when its
  // outline is drawn, so the pointer enters the heading after that.
  // (Their chunk is large: a busy machine takes a while to run it.)
  await expect(page.locator("sanity-visual-editing [data-overlays] > *").first()).toBeAttached({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await heading.hover();
  const link = page.getByRole("link", { name: "Open in Studio" });
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute("href"))!);
}

for (const [language, prefix, lang] of [
  ["Italian", "", "it"],
  ["English", "/en", "en"],
] as const) {
  for (const name of ["a dish's name", "an article's title", "a page block's heading"] as const) {
    test(`in preview, hovering ${name} names its document and field (${language})`, async ({ page }) => {
      const subject = subjects.get(name)!;
      const path = `${prefix}${subject.family ? `/${subject.family}` : ""}/${subject.slug}`;
      await page.goto(`${site.url}/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(path)}`);
      await expect(page).toHaveURL(`${site.url}${path}`);
      const heading = page.getByRole("heading", { level: 1 });
      const href = await overlayOf(page, heading);
      expect(href.origin).toBe(STUDIO);
      expect(href.pathname).toContain("/intent/edit/");
      expect(href.searchParams.get("id")).toBe(subject.id);
      expect(href.searchParams.get("type")).toBe(subject.type);
      expect(href.searchParams.get("path")).toMatch(subject.path(lang));
    });
  }
}

test("outside preview the overlays' code is never fetched, and nothing is drawn over the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/Preview/.test(request.url())) fetched.push(request.url());
  });
  const dish = subjects.get("a dish's name")!;
  await page.goto(`${site.url}/en/menu/${dish.slug}`);
  await page.getByRole("heading", { level: 1 }).hover();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: "Open in Studio" })).toHaveCount(0);
  await expect(page.locator("sanity-visual-editing")).toHaveCount(0);
  expect(fetched).toEqual([]);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 720, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`in preview at ${size.width} px the badge and the consent banner leave each other free`, async ({ page }) => {
    // 720 px: about the frame the Studio's Presentation tool gives the site on a 1440 px screen.
    await page.setViewportSize(size);
    const dish = subjects.get("a dish's name")!;
    await page.goto(
      `${site.url}/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(`/menu/${dish.slug}`)}`,
    );
    const badge = page.getByTestId("preview-badge");
    const banner = page.locator("#consent-banner");
    await expect(badge).toBeVisible();
    await expect(banner).toBeVisible();
    const [a, b] = [(await badge.boundingBox())!, (await banner.boundingBox())!];
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `badge ${JSON.stringify(a)}, banner ${JSON.stringify(b)}`).toBe(false);
    expect(a.y).toBeGreaterThanOrEqual(0);
    // A real click: nothing lies over the banner's buttons. Answered, the badge is back at the foot.
    await banner.getByRole("button", { name: "Rifiuta tutti" }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => Math.round(size.height - (await badge.boundingBox())!.y - (await badge.boundingBox())!.height))
      .toBe(16);
  });
}
