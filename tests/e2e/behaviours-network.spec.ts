import type { Page, Request, Route } from "@playwright/test";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * Prefetch policy, online/offline status and chunk recovery,
 * in the browser.
 */

test.use({ serviceWorkers: "block" });

async function ready(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await settled(page);
  // The consent banner is not what these tests are about; it must not sit on the links they hover.
  await page.addStyleTag({ content: "#consent-banner { display: none !important; }" });
}

const firstArticle = (page: Page) => page.getByRole("main").getByRole("article").first().getByRole("link");

/** Data prefetched for `path` (a <link rel=prefetch> the browser fetched: Resource Timing sees it). */
const prefetchedData = (page: Page, path: string) =>
  page.evaluate(
    (path) =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (e) => e.initiatorType === "link" && new URL(e.name).pathname === `${path}.data`,
      ).length,
    path,
  );

/**
 * The paths of the links React Router's route discovery asked the server for (`/__manifest?paths=…`, with
 * their ancestors).
 */
function recordLookedUpPaths(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname !== "/__manifest") return;
    const asked = url.searchParams.get("paths")?.split(",") ?? [];
    // The deepest of each: the others are their ancestors, which React Router adds.
    paths.push(...asked.filter((p) => !asked.some((other) => other !== p && other.startsWith(`${p}/`))));
  });
  return paths;
}

/**
 * Has React Router's route discovery look up the routes of the links in the page's main part, as a visitor's
 * intent would (chrome/site-links).
 */
const discoverMainLinks = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll("main a[data-link]").forEach((a) => a.setAttribute("data-discover", "")),
  );

/** Emulates the Network Information API before any script runs. */
function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((c) => {
    const info = Object.assign(new EventTarget(), c, { downlink: 1, rtt: 300 });
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => info });
  }, connection);
}

test.describe("link prefetch", () => {
  for (const [name, connection, expected] of [
    ["on a 4g connection hovering a link prefetches its page", { effectiveType: "4g", saveData: false }, true],
    ["on 2g it never does", { effectiveType: "2g", saveData: false }, false],
    ["on slow-2g it never does", { effectiveType: "slow-2g", saveData: false }, false],
    ["with data saver on it never does", { effectiveType: "4g", saveData: true }, false],
  ] as const) {
    test(name, async ({ page }) => {
      await emulateConnection(page, connection);
      const lookups = recordLookedUpPaths(page);
      await ready(page, "/journal");
      // The page asks for none of its links' routes as it loads: only the one a visitor means to follow.
      expect(lookups).toEqual([]);
      const path = new URL((await firstArticle(page).getAttribute("href"))!, "http://x").pathname;
      await firstArticle(page).hover();
      if (expected) {
        await expect.poll(() => prefetchedData(page, path)).toBeGreaterThan(0);
        expect(lookups).toEqual([path]);
      } else {
        await page.waitForTimeout(800);
        expect(await prefetchedData(page, path)).toBe(0);
        await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
        expect(lookups).toEqual([]);
      }
    });
  }

  test("offline it never does, and it does again once back online", async ({ page, context }) => {
    await ready(page, "/journal");
    const path = new URL((await firstArticle(page).getAttribute("href"))!, "http://x").pathname;
    await context.setOffline(true);
    await firstArticle(page).hover();
    await page.waitForTimeout(800);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await context.setOffline(false);
    await firstArticle(page).hover();
    await expect.poll(() => prefetchedData(page, path)).toBeGreaterThan(0);
  });
});

test.describe("offline", () => {
  for (const [url, text] of [
    ["/journal", "Sei offline. Alcune pagine potrebbero non aprirsi finché la connessione non torna."],
    ["/en/journal", "You are offline. Some pages may not open until the connection is back."],
  ] as const) {
    test(`the visitor sees a polite notice while offline (${url})`, async ({ page, context }) => {
      await ready(page, url);
      // A live region (role status: polite) that is in the page all along, and says it when offline.
      const notice = page.getByRole("status").getByText(text);
      await expect(notice).toHaveCount(0);
      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
    });
  }

  test("on a phone's first visit, the notice is not hidden under the consent banner", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/journal");
    await settled(page);
    await expect(page.locator("#consent-banner")).toBeVisible();
    await context.setOffline(true);
    const notice = page.getByRole("status").getByText("You are offline.");
    await expect(notice).toBeVisible();
    // What the visitor sees at the middle of the notice is the notice, not the banner over it; and
    // the notice covers none of the controls still in reach: the banner's choices, the hamburger.
    const onTop = (el: Element) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    };
    await expect.poll(() => notice.evaluate(onTop)).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Open the menu" }).evaluate(onTop)).toBe(true);
    for (const choice of await page.locator("#consent-banner button").all())
      expect(await choice.evaluate(onTop)).toBe(true);
    await context.setOffline(false);
  });
});

test.describe("offline, a page whose code this visit never loaded", () => {
  // React Router reports the route module it could not load, the browser the request it could not make.
  test.use({
    // (One pattern: a fixture's option given as an array of two is read as [value, options].)
    allowConsoleErrors: [
      /Error loading route module|Failed to fetch dynamically imported module|Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    ],
  });

  for (const { url, title, retry } of [
    { url: "/journal", title: "Sei offline", retry: "Riprova" },
    { url: "/en/journal", title: "You are offline", retry: "Try again" },
  ]) {
    test(`a link followed offline shows the offline page at once, and the page loads once back online (${url})`, async ({
      page,
      context,
    }) => {
      await ready(page, url);
      const documents = recordDocuments(page);
      // No article was read: the article screen's code is not in this page yet.
      const loaded = await page.evaluate(() =>
        Object.keys((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules),
      );
      expect(loaded.filter((id) => id.includes("article"))).toEqual([]);
      await context.setOffline(true);
      // The last article: the visitor has read down the journal to reach it.
      const link = page.getByRole("main").getByRole("article").last().getByRole("link");
      const href = await link.getAttribute("href");
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      // The offline page takes the new page's place, from the top of the screen.
      await expect(page.getByRole("main").getByRole("heading", { level: 1, name: title })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("button", { name: retry })).toBeVisible();
      // The loading bar does not run on for ever, and the page stays (no browser error page).
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      expect(documents).toEqual([]);
      // Back online, the page the visitor asked for loads.
      await context.setOffline(false);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("main").getByRole("heading", { level: 1, name: title })).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("offline, a page this device never fetched", () => {
  // The browser reports the data request it could not make.
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  for (const { url, title, retry } of [
    { url: "/journal", title: "Sei offline", retry: "Riprova" },
    { url: "/en/journal", title: "You are offline", retry: "Try again" },
  ]) {
    test(`a link followed offline says so, not "Error 500", and the page comes once back online (${url})`, async ({
      page,
      context,
    }) => {
      await ready(page, url);
      const documents = recordDocuments(page);
      const lookups = recordRouteLookups(page);
      // One article read online: the article screen's code is here (a chunk that cannot load is
      // chunk recovery's business, behaviours above); the next article's data is not.
      const articles = page.getByRole("main").getByRole("article");
      const first = await articles.first().getByRole("link").getAttribute("href");
      await articles.first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
      // React Router looks up the routes behind the links a page draws, 100 ms after they appear
      // (the language switch's link to this article is one the journal did not have). Going back
      // first could take the article's links away before that: no lookup, or one cut by the offline
      // step below, which React Router logs. (The journal's were looked up when it loaded.)
      await expect.poll(() => lookups()).toEqual({ out: 0, answered: true });
      await page.goBack();
      // The address changes at once; the journal's data comes after: the network goes only once the
      // router has drawn it (else that fetch is the one that fails).
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await page.waitForFunction(() => {
        const router = (
          window as unknown as {
            __reactRouterDataRouter: { state: { navigation: { state: string }; location: { pathname: string } } };
          }
        ).__reactRouterDataRouter;
        return router.state.navigation.state === "idle" && router.state.location.pathname.endsWith("/journal");
      });
      // A lookup still out when the network goes fails, and React Router logs it.
      await expect.poll(() => lookups().out).toBe(0);
      await context.setOffline(true);
      const link = articles.nth(1).getByRole("link");
      const href = await link.getAttribute("href");
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/500/)).toHaveCount(0);
      await expect(page.getByRole("button", { name: retry })).toBeVisible();
      // Back online, the page arrives by itself, without a reload.
      await context.setOffline(false);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(documents).toEqual([]);
    });
  }
});

/** Document loads of the page (first load, reloads, full page loads). */
function recordDocuments(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/**
 * React Router's lookups of the routes behind the links a page draws (`/__manifest`, 100 ms after
 * they appear, and again if more appear before the answer): how many are out, and whether one was answered.
 */
function recordRouteLookups(page: Page) {
  let out = 0;
  let answered = false;
  const isLookup = (request: Request) => new URL(request.url()).pathname === "/__manifest";
  page.on("request", (request) => {
    if (isLookup(request)) out++;
  });
  page.on("requestfinished", (request) => {
    if (!isLookup(request)) return;
    out--;
    answered = true;
  });
  page.on("requestfailed", (request) => {
    if (isLookup(request)) out--;
  });
  return () => ({ out, answered });
}

/** The URL of a route's module, from the page's React Router manifest (once route discovery has added it). */
async function routeModule(page: Page, routeId: string): Promise<string> {
  const handle = await page.waitForFunction(
    (id) =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string } | undefined> } })
        .__reactRouterManifest.routes[id]?.module,
    routeId,
  );
  return (await handle.jsonValue()) as string;
}

test.describe("chunk recovery", () => {
  // The failures provoked here are logged by the browser and by React Router.
  // (One pattern: Playwright would read a longer array as a [value, options] pair.)
  test.use({
    allowConsoleErrors: [
      /Failed to load resource|Error loading route module|Failed to fetch dynamically imported module/,
    ],
  });
  // Several full page loads each: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("a page's code that fails to load reloads it once, and not again within 60 s", async ({ page }) => {
    await page.clock.install();
    const documents = recordDocuments(page);
    await ready(page, "/journal");
    await discoverMainLinks(page);
    const articleModule = await routeModule(page, "article___default");
    await page.route(
      (url) => url.pathname === articleModule,
      (route) => route.abort(),
    );
    const article = (await firstArticle(page).getAttribute("href"))!;

    // The first failure loads the page the visitor asked for, in full.
    await firstArticle(page).dispatchEvent("click");
    await expect.poll(() => documents).toEqual(["/journal", article]);
    await page.waitForURL((url) => url.pathname === article);
    await page.waitForLoadState("load");
    // Its code is still missing, but that page does not reload again: the server's page stays.
    await page.waitForTimeout(1500);
    expect(documents).toEqual(["/journal", article]);

    // Back on a page that works, the same failure within the minute: no reload, a notice instead.
    await page.goto("/journal");
    await settled(page);
    await firstArticle(page).dispatchEvent("click");
    const alert = page.getByRole("alert");
    await expect(alert.getByText("Non è stato possibile caricare questa pagina.")).toBeVisible();
    await expect(alert.getByRole("link", { name: "Ricarica la pagina" })).toHaveAttribute("href", article);
    // The navigation that cannot finish does not leave the bar running.
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(documents).toEqual(["/journal", article, "/journal"]);
    await expect(page).toHaveURL(/\/journal$/);

    // A minute later a failure may reload again.
    await page.clock.fastForward(61_000);
    await page.goto("/journal");
    await settled(page);
    await firstArticle(page).dispatchEvent("click");
    await expect.poll(() => documents).toEqual(["/journal", article, "/journal", "/journal", article]);
    // That load done before the test ends: a context closed in the middle of it could take minutes.
    await page.waitForURL((url) => url.pathname === article);
    await page.waitForLoadState("load");
  });

  test("58 s after a reload, a failure still does not reload", async ({ page }) => {
    await page.clock.install();
    const documents = recordDocuments(page);
    await ready(page, "/journal");
    await discoverMainLinks(page);
    const articleModule = await routeModule(page, "article___default");
    await page.route(
      (url) => url.pathname === articleModule,
      (route) => route.abort(),
    );
    const article = (await firstArticle(page).getAttribute("href"))!;
    const failedAt = await page.evaluate(() => Date.now());
    await firstArticle(page).dispatchEvent("click");
    await expect.poll(() => documents).toEqual(["/journal", article]);
    await page.waitForURL((url) => url.pathname === article);
    await page.waitForLoadState("load");

    await page.goto("/journal");
    await settled(page);
    // 58 s after the first failure (the clock also runs on its own while the test works).
    await page.clock.fastForward(failedAt + 58_000 - (await page.evaluate(() => Date.now())));
    await firstArticle(page).dispatchEvent("click");
    await expect(page.getByRole("alert").getByText("Non è stato possibile caricare questa pagina.")).toBeVisible();
    expect(documents).toEqual(["/journal", article, "/journal"]);
  });

  test("a page whose own scripts fail reloads once, then stays as the server sent it: a broken deploy never loops", async ({
    page,
  }) => {
    const documents = recordDocuments(page);
    await page.route(/\/assets\/journal-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/journal");
    await expect.poll(() => documents).toEqual(["/journal", "/journal"]);
    await page.waitForTimeout(2000);
    expect(documents).toEqual(["/journal", "/journal"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giornale");
  });

  test("a failed dynamic import (Vite's vite:preloadError) reloads the page once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const documents = recordDocuments(page);
    // Smooth scrolling is a chunk loaded on demand on wide screens.
    await page.route(/\/assets\/lenis[\w.-]*\.js$/, (route) => route.abort());
    await page.goto("/journal");
    await expect.poll(() => documents).toEqual(["/journal", "/journal"]);
    await page.waitForTimeout(2000);
    expect(documents).toEqual(["/journal", "/journal"]);
    // The page works without it, and says nothing: nothing the visitor asked for failed.
    await expect(page.getByRole("alert").getByText(/./)).toHaveCount(0);
  });

  test("a route module that has not arrived after 120 s counts as failed: the page is loaded in full", async ({
    page,
  }) => {
    await page.clock.install();
    const documents = recordDocuments(page);
    await ready(page, "/journal");
    await discoverMainLinks(page);
    const articleModule = await routeModule(page, "article___default");
    // Not answered within the test (the full load of the article asks for it again); released at
    // the end, since a request left paused in the browser can hold the context's closing.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname === articleModule,
      (route) => void held.push(route),
    );
    const article = (await firstArticle(page).getAttribute("href"))!;
    await firstArticle(page).dispatchEvent("click");
    await expect(page.getByRole("progressbar")).toBeVisible();
    await page.clock.fastForward(118_000);
    await page.waitForTimeout(500);
    expect(documents).toEqual(["/journal"]);
    await page.clock.fastForward(3_000);
    await expect.poll(() => documents).toEqual(["/journal", article]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all(held.map((route) => route.abort().catch(() => {})));
  });
});

test.describe("offline right after the page loads", () => {
  // The browser reports the requests that fail while offline, and React Router the links it could not look up.
  test.use({
    allowConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/],
  });

  for (const { url, notice, banner } of [
    { url: "/journal", notice: "Sei offline", banner: "Cookie e privacy" },
    { url: "/en/journal", notice: "You are offline", banner: "Cookies and privacy" },
  ]) {
    test(`the visitor keeps the page, and the code it defers arrives once back online (${url})`, async ({
      page,
      context,
    }) => {
      // Wide enough for smooth scrolling, whose code is loaded on demand (the consent banner is the
      // page's own markup, decision 0051: it is there throughout).
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.clock.install();
      const documents = recordDocuments(page);
      // The signal goes the moment the page asks for the first of that code, so all of it fails.
      const deferred = /\/assets\/lenis[\w.-]*\.(js|css)$/;
      const failed: string[] = [];
      page.on("requestfailed", (request) => {
        if (deferred.test(request.url())) failed.push(request.url());
      });
      // Every request for that code fails until the test brings the network back (one that was let
      // through while the signal was still going could otherwise arrive).
      let signalGone: Promise<void> | undefined;
      let back = false;
      await page.route(deferred, async (route) => {
        await (signalGone ??= context.setOffline(true));
        await (back ? route.fallback() : route.abort("internetdisconnected"));
      });
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await expect.poll(() => failed.length).toBeGreaterThan(0);
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

      // Five seconds of page time go by: every timer chunk recovery might have set has fired.
      await page.clock.runFor(5000);
      expect(documents).toEqual([url]);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect(page.getByRole("status").getByText(notice)).toBeVisible();
      await expect(page.getByRole("dialog", { name: banner })).toBeVisible();

      // Back online. Chromium keeps a module that failed to arrive as failed for the page's life
      // (decision 0039): where the code can be loaded again it arrives on this page; otherwise the
      // next link followed loads its page in full, which brings it. Here every request for it failed,
      // so Chromium 150 takes the second way; a browser that loads the code again takes the first.
      back = true;
      await context.setOffline(false);
      await expect(page.getByRole("status").getByText(notice)).toHaveCount(0);
      await settled(page);
      const retried = (await page.locator("html.lenis").count()) > 0;
      expect(documents).toEqual([url]);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      if (!retried) {
        const article = (await firstArticle(page).getAttribute("href"))!;
        await firstArticle(page).click();
        await expect.poll(() => documents).toEqual([url, article]);
      }
      await expect(page.getByRole("dialog", { name: banner })).toBeVisible();
      await expect(page.locator("html.lenis")).toHaveCount(1);
    });
  }
});
