/**
 * The Studio's Presentation tool as `npm start` runs it (the embedded content service, no Sanity
 * project, no network): the site in the tool's frame, in preview (a draft shows there and not on the
 * public page); a click on a dish's name opens its field in the form beside; typing there changes
 * the page in the frame without reloading it. And the way into preview refuses what it should.
 */
import { expect, test, type Frame, type Page } from "@playwright/test";
import { startVenue, TEST_TOKEN, TEST_WRITE_TOKEN, type Proc } from "./support/stack";

const PASSWORD = "e2e-presentation-password-0123";
const DISH = "menuItem-misticanza";
/** The draft's Italian name, only in preview. */
const DRAFT_NAME = "Misticanza di campo";
let venue: Proc & { url: string; port: number; contentPort: number };

test.describe.configure({ mode: "serial" });
// The service answers the Studio over TLS with a certificate of its own (decision 0084).
test.use({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, screenshot: "only-on-failure" });

/** The content service's API, as the tests' own client (the write token lets a test make a draft). */
async function service(path: string, init: RequestInit & { write?: boolean } = {}): Promise<Response> {
  const { write, ...rest } = init;
  return fetch(`http://127.0.0.1:${venue.contentPort}/v2025-02-19${path}`, {
    ...rest,
    headers: { authorization: `Bearer ${write ? TEST_WRITE_TOKEN : TEST_TOKEN}`, "content-type": "application/json" },
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  venue = await startVenue(PASSWORD, { CONTENT_WRITE_TOKEN: TEST_WRITE_TOKEN });
  // A draft of the dish with another name: what the preview shows and the public page does not.
  const published = (await (await service(`/data/doc/production/${DISH}`)).json()) as { documents: { title: { it: string } }[] };
  const dish = published.documents[0]!;
  const draft = { ...dish, _id: `drafts.${DISH}`, title: { ...dish.title, it: DRAFT_NAME } };
  const made = await service("/data/mutate/production?visibility=sync", {
    method: "POST",
    write: true,
    body: JSON.stringify({ mutations: [{ createOrReplace: draft }] }),
  });
  expect(made.status).toBe(200);
});

test.afterAll(async () => {
  await venue?.stop();
});

test.beforeEach(async ({ context }) => {
  // No network: only the site and the service on this machine answer.
  await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) => route.abort("internetdisconnected"));
});

/** Opens a path of the Studio, logging in on the way (the login brings the editor back to it). */
async function openStudio(page: Page, studioPath: string): Promise<void> {
  await page.goto(`${venue.url}/studio/${studioPath}`);
  await expect(page).toHaveURL(/\/auth\/login\?origin=/);
  await page.getByLabel("Editor password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`^${venue.url}/studio/presentation`));
}

/** The site's page in the Presentation tool's frame. */
function siteFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(`${venue.url}/menu`));
  if (!frame)
    throw new Error(
      `no frame of the site's menu in ${page
        .frames()
        .map((f) => f.url())
        .join(", ")}`,
    );
  return frame;
}

test("Presentation shows the menu in preview, a click on a dish's name opens its field, and typing there changes the page", async ({ page, request }) => {
  test.setTimeout(150_000);
  await openStudio(page, "presentation?preview=%2Fmenu");
  const frame = page.frameLocator("iframe");
  // The page has connected to the Studio: visual editing's overlays are drawn over it.
  await expect(frame.locator("sanity-visual-editing")).toBeAttached({ timeout: 60_000 });
  // The draft's name, not the published one: the frame is in preview.
  const dishName = frame.getByRole("heading", { name: DRAFT_NAME });
  await expect(dishName).toBeVisible({ timeout: 30_000 });
  const publicMenu = await (await request.get(`${venue.url}/menu`)).text();
  expect(publicMenu).toContain("Misticanza");
  expect(publicMenu).not.toContain(DRAFT_NAME);

  // A mark on the page's window: gone if the frame reloads.
  await siteFrame(page).evaluate(() => Object.assign(window, { __notReloaded: true }));
  await page.screenshot({ path: "screenshots/presentation-before-click.png" });
  await dishName.click();
  // The dish's form opens beside the page, at the field of the name that was clicked.
  const italian = page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
  await expect(italian).toHaveValue(DRAFT_NAME, { timeout: 30_000 });
  await expect(italian).toBeFocused();

  await italian.press("End");
  await italian.pressSequentially(" e fiori");
  await expect(frame.getByRole("heading", { name: `${DRAFT_NAME} e fiori` })).toBeVisible({ timeout: 30_000 });
  expect(await siteFrame(page).evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  // Still a draft: the public menu has neither name.
  expect(await (await request.get(`${venue.url}/menu`, { headers: { "cache-control": "no-cache" } })).text()).not.toContain(DRAFT_NAME);
});

test("the way into preview refuses a wrong secret and a path off the site, with a 4xx that names no secret", async ({ request }) => {
  const enable = (query: string) => request.get(`${venue.url}/api/preview-mode/enable?${query}`, { maxRedirects: 0 });
  for (const query of ["", "sanity-preview-secret=wrong-secret&sanity-preview-pathname=%2Fmenu", "sanity-preview-secret=&sanity-preview-pathname=%2F"]) {
    const response = await enable(query);
    expect(response.status(), query).toBe(401);
    expect(response.headers()["set-cookie"], query).toBeUndefined();
    expect(await response.text()).toBe("Unauthorized");
  }
  // A secret the Studio would have written, with a path that leaves the site.
  const secret = "a-studio-secret-for-this-test-0123";
  const made = await service("/data/mutate/production?visibility=sync", {
    method: "POST",
    write: true,
    body: JSON.stringify({
      mutations: [{ createOrReplace: { _id: "drafts.e2e-preview-secret", _type: "sanity.previewUrlSecret", secret, studioUrl: `${venue.url}/studio` } }],
    }),
  });
  expect(made.status).toBe(200);
  // Another site's address is read as a path of this one (@sanity/preview-url-secret keeps only
  // its path): the home page.
  for (const pathname of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    const response = await enable(`sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`);
    expect(response.status(), pathname).toBe(307);
    expect(response.headers().location, pathname).toBe("/");
  }
  // A path that the browser would read as another host: refused.
  for (const pathname of ["/.//evil.example", "/..//evil.example/x"]) {
    const response = await enable(`sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`);
    expect(response.status(), pathname).toBe(400);
    expect(response.headers()["set-cookie"], pathname).toBeUndefined();
    expect(await response.text()).toBe("The path must be a path on this site");
  }
  const ok = await enable(`sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fmenu`);
  expect(ok.status()).toBe(307);
  expect(ok.headers().location).toBe("/menu");
});
