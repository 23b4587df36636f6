import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoSlugs, groq, type Slugs } from "./support/content";
import { hydrated } from "./support/settled";
import { ROOT, startContentService, startSite } from "./support/stack";
import { expect, test } from "./support/test";

// Document requests for 404s make Chromium log "Failed to load resource"; that is the status we want.
test.use({ allowConsoleErrors: [/status of (404|500|503)/] });

let slugs: Slugs;
/** The home page's heading (its first hero's title), in Italian: the unprefixed home. */
let homeTitle: string;
test.beforeAll(async () => {
  slugs = await demoSlugs();
  homeTitle = await groq<string>(`*[_type == "page" && slug.current == "home"][0].blocks[_type == "hero"][0].title.it`);
});

test("a URL that matches no page is a 404 with the Italian message, a link home, header and footer", async ({
  page,
}) => {
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("Questa pagina non è stata trovata");
  await expect(page.getByRole("link", { name: "Torna alla home", exact: true })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("in English the 404 says exactly 'This page could not be found'", async ({ page }) => {
  const response = await page.goto("/en/journal/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  await expect(page.getByRole("link", { name: "Back to the home page", exact: true })).toHaveAttribute("href", "/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("failed page validation is a 404: bad slugs, unknown locales, bad page numbers, pages past the end", async ({
  request,
}) => {
  const paths = [
    "/menu/Carbonara",
    "/menu/cacio--pepe",
    "/menu/caff%C3%A8",
    `/menu/${"a".repeat(97)}`,
    "/journal/UPPER",
    "/en/Chi_Siamo",
    "/fr/menu",
    "/de",
    "/en/fr/menu",
    "/journal?page=0",
    "/journal?page=-1",
    "/journal?page=abc",
    "/journal?page=1.5",
    "/journal?page=99",
    "/en/journal?page=99",
    "/menu/a/b",
  ];
  for (const p of paths) {
    const response = await request.get(p, { maxRedirects: 0 });
    expect(response.status(), p).toBe(404);
    expect(response.headers()["content-type"], p).toContain("text/html");
  }
});

test("when rendering the error page fails, the outermost fallback shows the spec's sentences and a link home", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-salone-fault": "error-page" });
  const response = await page.goto("/menu");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "An error occurred while showing the error page" })).toBeVisible();
  await expect(
    page.getByText("Unfortunately an error occurred and while showing the error page another error occurred"),
  ).toBeVisible();
  await expect(page.getByText("Error details")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back to home" })).toHaveAttribute("href", "/");
});

test.describe("after hydration", () => {
  // Once the service worker controls the page, data requests are its own fetches, which do not carry
  // the page's extra header (the fault would then never reach the server).
  test.use({
    serviceWorkers: "block",
    // The failed data request, and React's and the guard's own reports of the error the guard caught.
    allowConsoleErrors: [
      /status of 500|Forced failure while rendering the error page|\[error page\] rendering the error page failed/,
    ],
  });

  const journeys = [
    { locale: "it", start: "/", nav: "Navigazione principale", target: "/menu" },
    { locale: "en", start: "/en", nav: "Main navigation", target: "/en/journal" },
  ];
  for (const { locale, start, nav, target } of journeys) {
    test(`${locale}: when the error page fails in the browser after a client-side navigation, the guard shows the fallback and its link goes home`, async ({
      page,
    }) => {
      const guardReports: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("[error page] rendering the error page failed"))
          guardReports.push(message.text());
      });
      await page.goto(start);
      // A link followed before hydration has committed is an ordinary page load: wait for the commit.
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });

      // From here on the server fails every request it handles (TEST_FAULTS: the test stack only).
      await page.setExtraHTTPHeaders({ "x-salone-fault": "error-page" });
      const dataRequest = page.waitForResponse((response) => new URL(response.url()).pathname === `${target}.data`);
      await page.getByRole("navigation", { name: nav }).locator(`a[href="${target}"]`).first().click();
      expect((await dataRequest).status()).toBe(500);

      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: "An error occurred while showing the error page", exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText("Unfortunately an error occurred and while showing the error page another error occurred", {
          exact: true,
        }),
      ).toBeVisible();
      await page.getByText("Error details", { exact: true }).click();
      await expect(page.locator("details pre")).toHaveText("Forced failure while rendering the error page");
      // The browser drew it: the same document, no page load, and the guard reported what it caught.
      expect(documents).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(guardReports.length).toBeGreaterThan(0);

      await page.setExtraHTTPHeaders({});
      const home = page.getByRole("link", { name: "Go back to home", exact: true });
      await expect(home).toHaveAttribute("href", "/");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().resourceType() === "document"),
        home.click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle);
      await expect(page.getByText("An error occurred while showing the error page")).toHaveCount(0);
    });
  }
});

test.describe("with a stack of its own", () => {
  // One content service and one production server for both journeys, over the demo dataset and a
  // few broken pages; the last journey stops the content service. Starting them (the server renders
  // its home pages before it says it is serving) can take half a minute on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  // These tests stop their servers under the page. With a service worker in control, Chromium checks
  // the worker's script for an update a second after each page it controls has loaded, and a check
  // that cannot reach the server is logged on the page ("An unknown error occurred when fetching the
  // script."), past anything the page's code can catch. What a worker does in an outage is the
  // service worker's journeys' business (pwa.spec.ts); here the server's answers are.
  test.use({ serviceWorkers: "block" });

  let content: Awaited<ReturnType<typeof startContentService>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const dir = mkdtempSync(path.join(tmpdir(), "salone-content-"));
    const docs = readFileSync(path.join(ROOT, "demo-dataset", "production.ndjson"), "utf8").trimEnd();
    const extra = [
      {
        _id: "page-with-noindex",
        _type: "page",
        slug: { _type: "slug", current: "riservata" },
        title: { it: "Riservata", en: "Private" },
        middleware: ["noindex"],
        blocks: [{ _type: "title", _key: "t", text: { it: "Riservata", en: "Private" }, level: 1 }],
      },
      {
        _id: "page-broken-middleware",
        _type: "page",
        slug: { _type: "slug", current: "teletrasporto" },
        title: { it: "Rotta", en: "Broken" },
        middleware: ["noindex", "teleport"],
        blocks: [],
      },
      {
        _id: "page-broken-blocks",
        _type: "page",
        slug: { _type: "slug", current: "blocchi-rotti" },
        title: { it: "Blocchi", en: "Blocks" },
        blocks: [
          { _type: "title", _key: "a", text: { it: "Ancora in piedi", en: "Still standing" }, level: 1 },
          { _type: "teleporter", _key: "b", destination: "Mars" },
          { _type: "hero", _key: "c" },
          { _type: "richText", _key: "d", body: "not portable text" },
          { _key: "e" },
          null,
        ],
      },
    ];
    writeFileSync(
      path.join(dir, "production.ndjson"),
      docs + "\n" + extra.map((d) => JSON.stringify(d)).join("\n") + "\n",
    );
    symlinkSync(path.join(ROOT, "demo-dataset", "images"), path.join(dir, "images"));
    content = await startContentService(undefined, { CONTENT_DATA_DIR: dir });
    site = await startSite(content.url);
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test("page middleware: 'noindex' adds X-Robots-Tag, an unknown name is a 500 'Unknown middleware' plus the name; broken blocks still render", async ({
    request,
  }) => {
    const noindex = await request.get(`${site.url}/riservata`);
    expect(noindex.status()).toBe(200);
    expect(noindex.headers()["x-robots-tag"]).toBe("noindex");
    const plain = await request.get(`${site.url}/${slugs.page}`);
    expect(plain.headers()["x-robots-tag"]).toBeUndefined();

    const broken = await request.get(`${site.url}/en/teletrasporto`);
    expect(broken.status()).toBe(500);
    expect(await broken.text()).toContain("Unknown middleware: teleport");

    const blocks = await request.get(`${site.url}/en/blocchi-rotti`);
    expect(blocks.status()).toBe(200);
    expect(await blocks.text()).toContain("Still standing");
    expect(site.output()).toContain('unknown block type "teleporter"');
  });

  test("content service down: a 503 error page with the status, the message and a link home, no internals", async ({
    page,
  }) => {
    expect((await page.goto(`${site.url}/menu`))?.status()).toBe(200);
    await content.stop();
    const response = await page.goto(`${site.url}/en/journal`);
    expect(response?.status()).toBe(503);
    await expect(page.locator("main")).toContainText("503");
    await expect(page.locator("main")).toContainText("The content service is unavailable right now");
    await expect(page.getByRole("link", { name: "Back to the home page", exact: true })).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/ECONNREFUSED|fetch failed|at .*\.js:\d+|node_modules/);
    expect(html).not.toContain(content.url);
    const it = await page.goto(`${site.url}/menu/${slugs.item}`);
    expect(it?.status()).toBe(503);
    await expect(page.locator("main")).toContainText("Il servizio dei contenuti non è disponibile");
    // Leave the page first: a page still open on a stopped server logs its failed route discovery.
    await page.goto("about:blank");
  });
});
