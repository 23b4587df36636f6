/**
 * The venue edits its menu in the Studio the site serves, as `npm start` runs it (the embedded
 * content service on its own database, no Sanity project, no network): it opens a dish, changes its
 * Italian name and its price, publishes, and the site shows both at once (the purge); with eight dishes
 * open side by side the Studio still answers and saves (its listen streams share one HTTP/2
 * connection to the service, decision 0084); two editors see each other's edits and avatars live; a
 * category its dishes refer to cannot be deleted; an event is unpublished, a dish restored from its history, a
 * picture uploaded to an article, and the service restarted mid-edit, each seen on the site or in the
 * Studio afterwards; and the Studio logs no error but the two it makes reaching for the internet.
 */
import { createHash } from "node:crypto";
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from "@playwright/test";
import sharp from "sharp";
import { startVenue, TEST_TOKEN } from "./support/stack";
import { askedSince, PURGED_WITHIN_MS } from "./support/published";
import { requestTest } from "./support/test";

const PASSWORD = "e2e-editing-password-0123";
/** The new price as the Italian site writes it (a no-break space before the euro sign). */
const PRICE = /7,50\s€/;
let venue: Awaited<ReturnType<typeof startVenue>>;

/**
 * A browser as an editor's: it accepts the service's certificate (the editor does once, the browser
 * here is told to), and reaches nothing but the site and the service on this machine (no network).
 */
async function editorsBrowser(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) =>
    route.abort("internetdisconnected"),
  );
  return context;
}

/**
 * Each journey's `page` is a new tab in one browser of the editor's, logged in by the first journey,
 * as an editor keeps the Studio open day after day: the Studio's code is loaded and logged in once,
 * not twice a journey (decision 0083). The login itself is studio-login.spec.ts's, and the two
 * editors' journey opens browsers of its own.
 */
const test = requestTest.extend<object, { editor: BrowserContext }>({
  editor: [
    async ({ browser }, use) => {
      const context = await editorsBrowser(browser);
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ editor }, use) => {
    const page = await editor.newPage();
    await use(page);
    await page.close();
  },
});

test.describe.configure({ mode: "serial" });
test.use({ screenshot: "only-on-failure" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  venue = await startVenue(PASSWORD);
});

test.afterAll(async () => {
  await venue?.stop();
});

/**
 * The Studio's console errors, but for the two it makes reaching for the internet, which no local
 * service can answer: its fonts from studio-static.sanity.io and its check for a newer Studio on
 * sanity-cdn.com (Chromium logs a failed load with no address, so the aborted requests are counted).
 */
function consoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  let offline = 0;
  page.on("requestfailed", (req) => {
    if (/^https:\/\/(studio-static\.sanity\.io|sanity-cdn\.com)\//.test(req.url())) offline++;
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (/^Failed to fetch version for package/.test(text)) return;
    if (text === "Failed to load resource: net::ERR_INTERNET_DISCONNECTED" && offline-- > 0) return;
    errors.push(text.slice(0, 300));
  });
  // Chromium's message for a refused request names no address: the refusals name theirs.
  page.on("response", (response) => {
    if (response.status() >= 400)
      errors.push(`${response.status()} ${response.request().method()} ${response.url().slice(0, 200)}`);
  });
  return () => errors;
}

/**
 * Opens a path of the Studio, logging in on the way when the browser has not yet (the login brings
 * the editor back to it). A browser logged in before, its token kept, opens the path at once.
 */
async function openStudio(page: Page, studioPath: string): Promise<void> {
  const loggedIn = loggedInBrowsers.has(page.context());
  await page.goto(`${venue.url}/studio/${studioPath}`);
  if (!loggedIn) {
    await expect(page).toHaveURL(/\/auth\/login\?origin=/);
    await page.getByLabel("Editor password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    loggedInBrowsers.add(page.context());
  }
  await expect(page).toHaveURL(`${venue.url}/studio/${studioPath}`);
}
const loggedInBrowsers = new WeakSet<BrowserContext>();

/**
 * The open form's fields, by the Studio's field paths: collapsed panes keep their forms, hidden, and
 * with several forms the labels point at the first form's inputs, so the inputs have no name.
 */
const italianTitle = (page: Page) => page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
const price = (page: Page) => page.getByTestId("field-price").filter({ visible: true }).locator("input");
/** Another session's avatar beside a document in the desk's list (the one editor, in two sessions). */
const avatarOnList = (page: Page) =>
  page.getByTestId("default-preview__status").locator('[title="Salone editor"]').first();
const publishButton = (page: Page) => page.getByTestId("action-publish").filter({ visible: true });

/** The site's page as its server renders it now (no browser cache between). */
async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${venue.url}${path}`, { headers: { "cache-control": "no-cache" } });
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * Publishes the open document once the Studio has saved the edits (its status says "Saved"), as an
 * editor does, and resolves with when the service answered the publish.
 */
async function publish(page: Page): Promise<number> {
  await expect(page.getByText("Saved", { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 15_000 });
  const answered = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) &&
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes("document.publish"),
  );
  await expect(publishButton(page)).toBeEnabled({ timeout: 15_000 });
  await publishButton(page).click();
  const response = await answered;
  const at = Date.now();
  expect(response.status()).toBe(200);
  return at;
}

test("a dish renamed and repriced in the Studio is on the menu and on its page as soon as it is published", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openStudio(page, "structure/all-dishes;menuItem-misticanza");
  const italian = italianTitle(page);
  await expect(italian).toHaveValue("Misticanza", { timeout: 30_000 });
  const before = await pageText(request, "/menu");
  expect(before).not.toContain("Misticanza dell&#x27;orto");
  expect(before).not.toMatch(PRICE);

  await italian.fill("Misticanza dell'orto");
  await price(page).fill("7.5");
  // The Studio editing a dish, for the record (screenshots/ is ignored by git).
  await page.screenshot({ path: "screenshots/studio-dish-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "screenshots/studio-dish-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  const published = await publish(page);

  // The publish webhook purges the site's caches: a visitor who asks for either page after it gets the
  // new name and price, long before the caches would have gone stale (PURGED_WITHIN_MS; the render
  // itself may take longer on a loaded machine, so each request counts from when it was made).
  // Both pages are asked at once: asked one after the other, a slow render of the first would leave
  // the second fewer requests.
  const paths = ["/menu", "/menu/misticanza"];
  const seen = await Promise.all(
    paths.map((path) =>
      askedSince(
        published,
        PURGED_WITHIN_MS,
        () => pageText(request, path),
        (html) => html.includes("Misticanza dell&#x27;orto") && PRICE.test(html),
      ),
    ),
  );
  paths.forEach((path, i) => expect(seen[i], `${path} with the new name and price`).toBeDefined());
  test.info().annotations.push({
    type: "asked after the publish",
    description: paths.map((path, i) => `${path}: ${seen[i]} ms`).join(", "),
  });
  // The Studio has nothing left to publish: the draft is gone.
  await expect(publishButton(page)).toBeDisabled({ timeout: 15_000 });
});

test("with eight dishes open side by side the Studio answers every request and still saves", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ids = [
    "acqua-minerale",
    "affogato-al-caffe",
    "bigne-di-san-giuseppe",
    "birra-artigianale",
    "chinotto",
    "cicoria-ripassata",
    "fave-e-pecorino",
    "patate-al-forno",
  ].map((slug) => `menuItem-${slug}`);
  // Requests to the service still waiting for their answer's headers (a listen stream has them
  // once it is open).
  const pending = new Set<Request>();
  let listens = 0;
  page.on("request", (req) => {
    if (!/salone\.localhost/.test(req.url())) return;
    pending.add(req);
    if (/\/data\/listen\//.test(req.url())) listens++;
  });
  page.on("response", (response) => pending.delete(response.request()));
  page.on("requestfailed", (req) => pending.delete(req));
  const errors = consoleErrors(page);

  await openStudio(page, `structure/all-dishes;${ids.join("%7C")}`);
  const forms = page.getByTestId("document-pane");
  await expect(forms).toHaveCount(8, { timeout: 30_000 });
  const italian = italianTitle(page);
  await expect(italian).toHaveValue("Patate al forno", { timeout: 30_000 });
  // All eight forms are there, seven of them in their collapsed panes.
  await expect(page.getByTestId("field-title")).toHaveCount(8);
  // Every document's listener and the rest have their answer; over HTTP/1.1 the seventh would wait.
  expect(listens).toBeGreaterThan(8);
  await expect.poll(() => [...pending].map((req) => req.url()), { timeout: 15_000 }).toEqual([]);

  await italian.fill("Patate al forno col rosmarino");
  await expect(page.getByText("Saved", { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 15_000 });
  // The draft the service keeps has the edit.
  const draft = await request.get(
    `http://127.0.0.1:${venue.contentPort}/v2025-02-19/data/doc/production/drafts.menuItem-patate-al-forno`,
    {
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
    },
  );
  expect(((await draft.json()) as { documents: { title: { it: string } }[] }).documents[0]?.title.it).toBe(
    "Patate al forno col rosmarino",
  );

  // Another edit, and Publish clicked at once, while the Studio is still saving and validating it:
  // the Studio publishes when both are done, and has nothing left to publish.
  const published = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) && (response.request().postData() ?? "").includes("document.publish"),
  );
  await italian.fill("Patate al forno al rosmarino");
  await publishButton(page).click();
  expect((await published).status()).toBe(200);
  await expect(publishButton(page)).toBeDisabled({ timeout: 15_000 });
  expect(await pageText(request, "/menu/patate-al-forno")).toContain("Patate al forno al rosmarino");
  expect(errors()).toEqual([]);
});

test("two editors on the same dish see each other's changes as they are made, and each other's avatar", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editors = await Promise.all([0, 1].map(() => editorsBrowser(browser)));
  try {
    const [first, second] = await Promise.all(
      editors.map(async (context) => {
        const page = await context.newPage();
        await openStudio(page, "structure/all-dishes;menuItem-cicoria-ripassata");
        await expect(italianTitle(page)).toHaveValue("Cicoria ripassata", { timeout: 30_000 });
        return page;
      }),
    );
    await italianTitle(first!).fill("Cicoria ripassata in padella");
    await expect(italianTitle(second!)).toHaveValue("Cicoria ripassata in padella", { timeout: 10_000 });
    // Each sees the other's avatar beside the dish in the list (presence over the service's
    // websocket).
    await expect(avatarOnList(second!)).toBeVisible({ timeout: 15_000 });
    await price(second!).fill("6.5");
    await expect(price(first!)).toHaveValue("6.5", { timeout: 10_000 });
    await expect(avatarOnList(first!)).toBeVisible({ timeout: 15_000 });
  } finally {
    await Promise.all(editors.map((context) => context.close()));
  }
});

test("a category its dishes refer to is not deleted: the Studio names the dishes, and the service refuses", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openStudio(page, "structure/menu;menuCategory-primi;category");
  await expect(italianTitle(page)).toHaveValue("Primi", { timeout: 30_000 });
  await page.getByTestId("action-menu-button").filter({ visible: true }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  // The nine dishes of the category, found by the Studio through the service.
  await expect(dialog.getByText("9 documents refer to “Primi”")).toBeVisible({ timeout: 15_000 });

  const answered = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) && (response.request().postData() ?? "").includes("document.delete"),
  );
  await dialog.getByRole("button", { name: "Delete all versions anyway" }).click();
  const refusal = await answered;
  expect(refusal.status()).toBe(409);
  expect(await refusal.text()).toContain("documents reference it");
  // Still on the site, and still in the Studio.
  expect((await request.get(`${venue.url}/menu/primi`)).status()).toBe(200);
  await expect(italianTitle(page)).toHaveValue("Primi");
});

/** The site's page as its server renders it, by the service's own word that the publish is done. */
async function published(request: APIRequestContext, id: string): Promise<Record<string, unknown> | undefined> {
  const response = await request.get(`http://127.0.0.1:${venue.contentPort}/v2025-02-19/data/doc/production/${id}`, {
    headers: { authorization: `Bearer ${TEST_TOKEN}` },
  });
  return ((await response.json()) as { documents: Record<string, unknown>[] }).documents[0];
}

test("an event unpublished in the Studio is gone from the site's events page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  expect(await pageText(request, "/events")).toContain("Serata al banco: la vignarola di primavera");
  await openStudio(page, "structure/events;event-serata-vignarola-primavera-2027");
  await expect(italianTitle(page)).toHaveValue("Serata al banco: la vignarola di primavera", { timeout: 30_000 });
  // Sanity 4 offers Unpublish where the editor looks at the published version (the "Published"
  // chip above the form); the draft's footer, where the editor edits, has Publish.
  await page.getByRole("button", { name: "Published" }).filter({ visible: true }).first().click();
  await page.getByTestId("action-unpublish").filter({ visible: true }).click();
  const answered = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) && (response.request().postData() ?? "").includes("document.unpublish"),
  );
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Unpublish/ })
    .click();
  expect((await answered).status()).toBe(200);
  expect(await published(request, "event-serata-vignarola-primavera-2027")).toBeUndefined();
  // The unpublish purges the site's caches as a publish does (the service's hook, after the commit).
  await expect
    .poll(async () => (await pageText(request, "/events")).includes("Serata al banco: la vignarola di primavera"), {
      timeout: 10_000,
    })
    .toBe(false);
  expect((await request.get(`${venue.url}/events/serata-vignarola-primavera-2027`)).status()).toBe(404);
  expect(errors()).toEqual([]);
});

test("a picture uploaded to an article in the Studio is on the article's page", async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  // A picture of the size the cover asks for, in a colour no demo picture has.
  const picture = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: { r: 20, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  const sha1 = createHash("sha1").update(picture).digest("hex");
  await openStudio(page, "structure/journal;article-carciofi-la-stagione-comincia");
  await expect(italianTitle(page)).toBeVisible({ timeout: 30_000 });
  const uploaded = page.waitForResponse(
    (response) => /\/assets\/images\//.test(response.url()) && response.request().method() === "POST",
  );
  // The cover's menu, then Upload, as an editor replaces a picture.
  // (The cover is the form's only picture; its field has no test id of its own.)
  await page.getByTestId("options-menu-button").filter({ visible: true }).first().click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("file-input-upload-button").click();
  await (await chooser).setFiles({ name: "carciofi.png", mimeType: "image/png", buffer: picture });
  expect((await uploaded).status()).toBe(200);
  await publish(page);
  await expect
    .poll(
      async () => JSON.stringify((await published(request, "article-carciofi-la-stagione-comincia"))?.cover ?? null),
      { timeout: 15_000 },
    )
    .toContain(`image-${sha1}-1600x1067-png`);

  // The article's page shows it, resized as the site asks the image CDN.
  const html = await pageText(request, "/journal/carciofi-la-stagione-comincia");
  const src = new RegExp(`https?://[^"' ]*/images/[^"' ]*${sha1}-1600x1067\\.png\\?[^"' ]*`).exec(
    html.replaceAll("&amp;", "&"),
  )?.[0];
  expect(src, "the new cover's address in the page").toBeDefined();
  const image = await request.get(src!.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${venue.contentPort}`));
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  expect(errors()).toEqual([]);
});

test("the service restarted in the middle of an edit loses nothing, and the Studio carries on", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openStudio(page, "structure/all-dishes;menuItem-chinotto");
  await expect(italianTitle(page)).toHaveValue("Chinotto o aranciata artigianale", { timeout: 30_000 });
  await italianTitle(page).fill("Chinotto di Savona");
  await expect(page.getByText("Saved", { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 15_000 });

  await venue.restartContent();
  // Typed after the restart, through the Studio's listeners that found the service again.
  await price(page).fill("4.5");
  await expect(page.getByText("Saved", { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await published(request, "drafts.menuItem-chinotto"))?.price, { timeout: 30_000 })
    .toBe(4.5);
  expect(((await published(request, "drafts.menuItem-chinotto"))?.title as { it: string }).it).toBe(
    "Chinotto di Savona",
  );
  await publish(page);
  await expect.poll(async () => (await published(request, "menuItem-chinotto"))?.price, { timeout: 15_000 }).toBe(4.5);
});

test("a dish restored from its history to the version before a change has the old price in its draft", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await openStudio(page, "structure/all-dishes;menuItem-fave-e-pecorino");
  await expect(italianTitle(page)).toHaveValue("Fave e pecorino", { timeout: 30_000 });
  for (const value of [11, 13]) {
    await price(page).fill(String(value));
    await publish(page);
    await expect
      .poll(async () => (await published(request, "menuItem-fave-e-pecorino"))?.price, { timeout: 15_000 })
      .toBe(value);
  }
  expect(await pageText(request, "/menu/fave-e-pecorino")).toMatch(/13,00\s€/);

  // The history: the two publishes just made, newest first, and the dish as it came.
  await page.goto(
    `${venue.url}/studio/structure/all-dishes;menuItem-fave-e-pecorino%2Cinspect%3Dsanity%2Fstructure%2Fhistory`,
  );
  const timeline = page.getByTestId("timeline-item-button");
  await expect(timeline).toHaveCount(3, { timeout: 30_000 });
  // A transparent layer of the form lies over the timeline for the pointer: the click is given to
  // the entry itself.
  await timeline.nth(1).dispatchEvent("click");
  await expect(price(page)).toHaveValue("11", { timeout: 15_000 });
  await page.getByRole("button", { name: "Revert to revision" }).filter({ visible: true }).click();
  await page.getByRole("button", { name: "Confirm" }).filter({ visible: true }).click();
  // The restore writes the draft at once, with the old price (the footer says "Draft created").
  await expect(price(page)).toHaveValue("11", { timeout: 15_000 });
  await expect
    .poll(async () => (await published(request, "drafts.menuItem-fave-e-pecorino"))?.price, { timeout: 15_000 })
    .toBe(11);
  expect(errors()).toEqual([]);
});

test("a dish restored from its history and published at once is on the site with the restored price", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await openStudio(page, "structure/all-dishes;menuItem-puntarelle-con-le-alici");
  await expect(italianTitle(page)).toHaveValue("Puntarelle con le alici", { timeout: 30_000 });
  for (const value of [8, 9]) {
    await price(page).fill(String(value));
    await publish(page);
    await expect
      .poll(async () => (await published(request, "menuItem-puntarelle-con-le-alici"))?.price, { timeout: 15_000 })
      .toBe(value);
  }

  await page.goto(
    `${venue.url}/studio/structure/all-dishes;menuItem-puntarelle-con-le-alici%2Cinspect%3Dsanity%2Fstructure%2Fhistory`,
  );
  const timeline = page.getByTestId("timeline-item-button");
  await expect(timeline).toHaveCount(3, { timeout: 30_000 });
  await timeline.nth(1).dispatchEvent("click");
  await expect(price(page)).toHaveValue("8", { timeout: 15_000 });
  await page.getByRole("button", { name: "Revert to revision" }).filter({ visible: true }).click();
  const restored = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) &&
      (response.request().postData() ?? "").includes("document.replaceDraft"),
  );
  await page.getByRole("button", { name: "Confirm" }).filter({ visible: true }).click();
  expect((await restored).status()).toBe(200);

  // Publish as soon as the restore is written, while the Studio still validates the restored draft
  // and with no edit after it: the Studio publishes when the validation is done.
  const answered = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) && (response.request().postData() ?? "").includes("document.publish"),
    { timeout: 20_000 },
  );
  await expect(publishButton(page)).toBeEnabled({ timeout: 15_000 });
  await publishButton(page).click();
  expect((await answered).status()).toBe(200);
  await expect(publishButton(page)).toBeDisabled({ timeout: 15_000 });
  await expect
    .poll(async () => (await pageText(request, "/menu/puntarelle-con-le-alici")).match(/8,00\s€/) !== null, {
      timeout: 10_000,
    })
    .toBe(true);
  expect(errors()).toEqual([]);
});
