import type { Page } from "@playwright/test";
import { hydrated } from "./support/settled";
import { startSite, TEST_TOKEN, type Proc } from "./support/stack";
import { expect, test } from "./support/test";

/**
 * The Content-Security-Policy in a real browser: every page hydrates and navigates with no CSP
 * violation (the nonce is on every inline script React Router and React emit), also when the page
 * comes back from the browser's cache through a 304. And editor preview as an editor sees it.
 */

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test("pages hydrate and navigate with no CSP violation, in both languages", async ({ page }) => {
  await recordViolations(page);
  const response = await page.goto("/en");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  await page.getByRole("navigation", { name: "Main navigation" }).locator('a[href="/en/menu"]').first().click();
  await expect(page).toHaveURL(/\/en\/menu$/);
  await page.goto("/it");
  await page
    .getByRole("navigation", { name: "Navigazione principale" })
    .locator('a[href="/it/journal"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/it\/journal$/);
  expect(await violations(page)).toEqual([]);
});

test("client-side navigation happens without a document reload (the inline scripts ran)", async ({ page }) => {
  await recordViolations(page);
  await page.goto("/en");
  // A link followed before hydration has committed is an ordinary page load: wait for the commit.
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.getByRole("navigation", { name: "Main navigation" }).locator('a[href="/en/journal"]').first().click();
  await expect(page).toHaveURL(/\/en\/journal$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(await violations(page)).toEqual([]);
});

test.describe("without the service worker", () => {
  // Once the worker controls the page (it may take control between two reloads), the navigations go
  // through it without the browser's validators, and the HTTP revalidation this test is about does
  // not happen in the page's own requests.
  test.use({ serviceWorkers: "block" });

  test("a page revalidated with a 304 keeps working: the cached body and its policy stay together", async ({
    page,
  }) => {
    await recordViolations(page);
    const documents: { etag: string | null; ifNoneMatch: string | null }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "document") return;
      documents.push({
        etag: await response.headerValue("etag"),
        ifNoneMatch: await response.request().headerValue("if-none-match"),
      });
    });
    await page.goto("/en/menu");
    await page.reload();
    await page.reload();
    // The reloads were conditional requests with the page's ETag: the server answers them 304, and
    // Chromium shows the cached body (with the nonce and policy it was stored with).
    await expect.poll(() => documents.length).toBe(3);
    expect(documents[0]!.etag).toMatch(/^W\//);
    expect(documents[1]!.ifNoneMatch).toBe(documents[0]!.etag);
    expect(documents[2]!.ifNoneMatch).toBe(documents[0]!.etag);
    // The page's code starts after the load event: a link followed before hydration has committed (the
    // router's global comes earlier) is an ordinary page load.
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.getByRole("navigation", { name: "Main navigation" }).locator('a[href="/en/journal"]').first().click();
    await expect(page).toHaveURL(/\/en\/journal$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("editor preview", () => {
  const PREVIEW_SECRET = "preview-secret-for-browser-tests-0123";
  let site: Proc & { url: string };
  let draft: string;

  test.use({ allowConsoleErrors: [/status of 404/] });

  test.beforeAll(async () => {
    // A production server of its own renders its home pages before it says it is serving.
    test.setTimeout(90_000);
    // The run's content service (preview only reads from it): a server of its own for the secret.
    const content = process.env.CONTENT_URL!;
    site = await startSite(content, { PREVIEW_SECRET });
    const url = new URL(`${content}/v2025-02-19/data/query/production`);
    url.searchParams.set("query", `*[_type == "article" && _id in path("drafts.**")]{_id, "slug": slug.current}`);
    url.searchParams.set("perspective", "raw");
    const drafts = (
      (await (await fetch(url, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } })).json()) as {
        result: { _id: string; slug: string }[];
      }
    ).result;
    const published = new URL(`${content}/v2025-02-19/data/query/production`);
    published.searchParams.set("query", `*[_type == "article"]._id`);
    const ids = new Set(((await (await fetch(published)).json()) as { result: string[] }).result);
    draft = drafts.find((d) => !ids.has(d._id.replace(/^drafts\./, "")))!.slug;
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("an editor enters preview, sees the draft with a badge, and leaves it", async ({ page }) => {
    await recordViolations(page);
    expect((await page.goto(`${site.url}/en/journal/${draft}`))?.status()).toBe(404);

    const scripts: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await page.goto(
      `${site.url}/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(`/en/journal/${draft}`)}`,
    );
    await expect(page).toHaveURL(`${site.url}/en/journal/${draft}`);
    const badge = page.getByRole("complementary", { name: "Preview" });
    await expect(badge).toBeVisible();
    // The badge's code is a chunk of its own with the editor's other tools (outside a visitor's first
    // load): the page loads it and hydrates with it, without a mismatch.
    // (It is fetched when React reaches the badge's boundary, which may come after the page is
    // marked hydrated.)
    await hydrated(page);
    await expect.poll(() => scripts.filter((url) => /\/PreviewTools-[\w-]+\.js$/.test(url)).length).toBe(1);
    expect(errors).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cookies = await page.context().cookies(site.url);
    const cookie = cookies.find((c) => c.name === "salone_preview");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Not readable by scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain("salone_preview");

    await page.goto(`${site.url}/journal/${draft}`);
    await expect(page.getByRole("complementary", { name: "Anteprima" })).toBeVisible();
    await page.getByRole("link", { name: "Esci dall'anteprima" }).click();
    await expect(page).toHaveURL(`${site.url}/journal/${draft}`);
    await expect(page.getByTestId("error-message")).toHaveText("Questa pagina non è stata trovata");
    await expect(page.getByRole("complementary", { name: "Anteprima" })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});
