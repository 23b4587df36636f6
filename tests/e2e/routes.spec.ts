import { FAMILIES, demoSlugs, groq, type Slugs } from "./support/content";
import { rawGet } from "./support/raw-http";
import { expect, test } from "./support/test";

let slugs: Slugs;
test.beforeAll(async () => {
  slugs = await demoSlugs();
});

// Each family renders in the unprefixed and /en variants in head.spec.ts, with its head; here the
// /it variant, which serves the same page with the unprefixed URL as canonical. A journey a family.
for (const family of FAMILIES) {
  test(`the ${family.name} page renders in the /it variant, in Italian, with the unprefixed URL as canonical`, async ({
    page,
    baseURL,
  }) => {
    const path = family.path(slugs);
    const response = await page.goto(`/it${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path || "/"}`);
  });
}

test("the /it page shows the same content as the canonical unprefixed one", async ({ page }) => {
  await page.goto(`/menu/${slugs.item}`);
  const canonicalHeading = await page.locator("h1").innerText();
  await page.goto(`/it/menu/${slugs.item}`);
  await expect(page.locator("h1")).toHaveText(canonicalHeading);
});

test("a trailing slash redirects permanently to the URL without it", async ({ request }) => {
  for (const path of ["/menu/", "/en/journal/", `/journal/${slugs.article}/`, "/it/"]) {
    const response = await request.get(path + "?a=1", { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location).toBe(path.replace(/\/$/, "") + "?a=1");
  }
});

test("repeated slashes collapse into a redirect that stays on this site", async () => {
  // `Location: //evil.example` would be read by the browser as another host (protocol-relative).
  // Sent raw: an HTTP client would itself read `//evil.example/` as a host.
  const origin = process.env.BASE_URL!;
  for (const [path, to] of [
    ["//evil.example/", "/evil.example"],
    ["///evil.example/", "/evil.example"],
    ["//evil.example/menu/", "/evil.example/menu"],
    ["//menu", "/menu"],
    ["/en//menu?a=1", "/en/menu?a=1"],
  ] as const) {
    const response = await rawGet(origin, path);
    expect(response.status, path).toBe(301);
    expect(response.headers.location, path).toBe(to);
  }
  expect((await rawGet(origin, "/evil.example")).status).toBe(404);
});

test("another casing of a route is a 404, not a second URL of the same page", async ({ request }) => {
  const upper = (text: string) => text.toUpperCase();
  for (const path of [
    "/EN/menu",
    "/Menu",
    "/EN",
    "/It",
    "/menu/UPPER",
    "/en/MENU",
    "/Journal",
    `/menu/${upper(slugs.item)}`,
    `/en/Journal/${slugs.article}`,
    `/${upper(slugs.page)}`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  // The lowercase URLs still answer.
  for (const path of ["/en/menu", "/menu", "/en", "/it"])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
});

test("an unprefixed URL with the locale cookie set to en answers 302 to the /en equivalent, varying on Cookie", async ({
  request,
}) => {
  const response = await request.get("/journal?page=1", { maxRedirects: 0, headers: { Cookie: "salone_locale=en" } });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/en/journal?page=1");
  expect(response.headers().vary).toMatch(/Cookie/i);
});

test("without the cookie, unprefixed URLs are Italian and say they vary on Cookie", async ({ request }) => {
  const response = await request.get("/menu", { maxRedirects: 0, headers: { "Accept-Language": "en-US,en;q=0.9" } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="it"');
  expect(response.headers().vary).toMatch(/Cookie/i);
});

test("prefixed URLs ignore the cookie", async ({ request }) => {
  const it = await request.get("/it/menu", { maxRedirects: 0, headers: { Cookie: "salone_locale=en" } });
  expect(it.status()).toBe(200);
  expect(await it.text()).toContain('<html lang="it"');
  const en = await request.get("/en/menu", { maxRedirects: 0, headers: { Cookie: "salone_locale=it" } });
  expect(en.status()).toBe(200);
  expect(await en.text()).toContain('<html lang="en"');
});

test("the language switcher keeps slug, query and hash, and sets the locale cookie", async ({ page, context }) => {
  await page.goto(`/journal?page=1#top`);
  const english = page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" });
  // The hash never reaches the server: the link carries it once the page has hydrated (a click before
  // that is a plain link to the page without it, and sets the cookie from the server's answer).
  await expect(english).toHaveAttribute("href", /\/en\/journal\?page=1#top$/);
  await english.click();
  await expect(page).toHaveURL(/\/en\/journal\?page=1#top$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal");
  const cookie = (await context.cookies()).find((c) => c.name === "salone_locale");
  expect(cookie?.value).toBe("en");
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // With the cookie set, the unprefixed URL now redirects to English …
  await page.goto(`/menu/${slugs.item}`);
  await expect(page).toHaveURL(new RegExp(`/en/menu/${slugs.item}$`));
  // … until the visitor switches back.
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${slugs.item}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  expect((await context.cookies()).find((c) => c.name === "salone_locale")?.value).toBe("it");
  await page.reload();
  expect(new URL(page.url()).pathname).toBe(`/menu/${slugs.item}`);
});

test("the journal is paginated 9 to a page, newest first, with previous and next links", async ({ page }) => {
  const total = await groq<number>(`count(*[_type == "article"])`);
  const newest = await groq<{ it: string }>(`*[_type == "article"] | order(publishedAt desc)[0].title`);
  const pages = Math.ceil(total / 9);
  expect(pages).toBeGreaterThanOrEqual(2);
  await page.goto("/journal");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
  await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toHaveText(newest.it);
  // At this width Lenis smooths the scroll that brings the link into view: click once it has settled.
  const next = page.getByRole("link", { name: /Pagina successiva/ });
  await next.scrollIntoViewIfNeeded();
  await expect(page.locator("html")).not.toHaveClass(/lenis-scrolling/);
  await next.click();
  await expect(page).toHaveURL(/\/journal\?page=2$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(9, total - 9));
  await expect(page.getByRole("link", { name: /Pagina precedente/ })).toHaveAttribute("href", "/journal");
});

test("a page's layout comes from the page document, otherwise default", async ({ page }) => {
  const layouts = await groq<{ slug: string; layout: string | null }[]>(
    `*[_type == "page"]{"slug": slug.current, layout}`,
  );
  const withoutLayout = layouts.find((p) => !p.layout);
  expect(withoutLayout, "a demo page without a layout field").toBeTruthy();
  await page.goto("/");
  await expect(page.locator("[data-layout]")).toHaveAttribute(
    "data-layout",
    layouts.find((p) => p.slug === "home")!.layout ?? "default",
  );
  await page.goto(`/${withoutLayout!.slug}`);
  await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "default");
});
