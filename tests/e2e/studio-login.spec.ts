/**
 * The Studio the site serves at /studio, in Chromium, against the embedded content service with no
 * network and no Sanity project (decision 0082): it sends the editor to the service's password page,
 * refuses a wrong password there, and with the right one comes back logged in, on its desk.
 */
import { expect } from "@playwright/test";
import { requestTest as test } from "./support/test";
import { freePort, startContentService, startSite, type Proc } from "./support/stack";

// One worker runs the three journeys, so one site and service are started for them, not one a worker.
test.describe.configure({ mode: "default" });

const PASSWORD = "e2e-editor-password-0123";
let content: Proc & { url: string };
let site: Proc & { url: string };

test.beforeAll(async () => {
  // Building the Studio, when npm test has not, takes longer than a test's usual start.
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  content = await startContentService(undefined, { EDITOR_PASSWORD: PASSWORD, STUDIO_ORIGINS: origin });
  site = await startSite(content.url, { PORT: String(port), SITE_URL: origin });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
});

// The service answers the Studio over TLS with a certificate of its own, which an editor accepts
// once in the browser (decision 0084); the browser here is told to accept it.
test.use({ ignoreHTTPSErrors: true });

test.beforeEach(async ({ context }) => {
  // No network: only the site and the service on this machine answer.
  await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) =>
    route.abort("internetdisconnected"),
  );
});

test("the Studio asks for the editor's password, refuses a wrong one, and opens its desk with the right one", async ({
  page,
}) => {
  await page.goto(`${site.url}/studio`);
  await expect(page).toHaveURL(/^https:\/\/salone\.localhost:\d+\/auth\/login\?origin=/);
  await expect(page.getByRole("heading", { name: "Log in to the Studio" })).toBeVisible();

  await page.getByLabel("Editor password").fill("not the password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong password.");

  await page.getByLabel("Editor password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`^${site.url}/studio`));
  for (const item of ["Settings", "Menu", "All dishes", "Journal", "Events", "Pages"]) {
    await expect(
      page
        .getByRole("link", { name: item, exact: true })
        .or(page.getByRole("button", { name: item, exact: true }))
        .first(),
    ).toBeVisible();
  }
  // Logged in as the local editor (the user menu is named for them).
  await expect(page.getByRole("button", { name: "Salone editor" })).toBeVisible();
  // The token left the address bar for the Studio's storage: the Studio moves it as it starts, which
  // is done once its desk is up (under load the desk takes longer than an expectation's wait).
  expect(new URL(page.url()).hash).not.toContain("token=");
});

test("the site's pages keep their own security headers beside the Studio's", async ({ request }) => {
  const studio = await request.get(`${site.url}/studio`);
  expect(studio.headers()["x-frame-options"]).toBe("DENY");
  expect(studio.headers()["content-security-policy"]).not.toContain("nonce-");
  const home = await request.get(`${site.url}/`);
  expect(home.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
});

test("a browser that has not accepted the service's certificate is sent to accept it on the login page, and then reaches the desk, its pictures shown", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A browser as an editor has it: the certificate is not trusted until they accept it.
  const context = await browser.newContext({ ignoreHTTPSErrors: false });
  await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) =>
    route.abort("internetdisconnected"),
  );
  const page = await context.newPage();
  try {
    // The editor has visited the site first: its service worker (scope /) controls /studio too.
    await page.goto(`${site.url}/`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${site.url}/`);
    await page.goto(`${site.url}/studio`);
    await expect(page.getByRole("heading", { name: "One step before the Studio" })).toBeVisible();
    await page.getByRole("link", { name: "Open the login page" }).click();
    // Chromium's own warning page: "Your connection is not private".
    await page.locator("#details-button").click();
    await page.locator("#proceed-link").click();
    await page.getByLabel("Editor password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(new RegExp(`^${site.url}/studio`));
    await expect(page.getByRole("button", { name: "Salone editor" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "One step before the Studio" })).toHaveCount(0);

    // The dishes' thumbnails in the desk's list come from the host whose certificate was accepted.
    await page.goto(`${site.url}/studio/structure/all-dishes`);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const thumbnail = page.locator('img[src*="/images/salone/production/"]').first();
    await expect(thumbnail).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute("src")).toMatch(/^https:\/\/salone\.localhost:\d+\/images\//);
  } finally {
    await context.close();
  }
});
