import sharp from "sharp";
import type { Page } from "@playwright/test";
import { groq } from "./support/content";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/** Waits until the service worker controls the page and has this page's URL in its page cache. */
async function pageCachedByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean(navigator.serviceWorker.controller && (await caches.match(location.href, { ignoreVary: true }))),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

test("the service worker is registered from /sw.js with the site root as its scope", async ({
  page,
  baseURL,
  request,
}) => {
  await page.goto("/");
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toMatch(/javascript/);
});

test.describe("offline", () => {
  // Images the first visit never loaded cannot load offline; Chromium logs each one. A second after a
  // page the worker controls has loaded, Chromium checks the worker's script for an update, and logs
  // its own message when that fetch fails offline (no page code can catch it).
  test.use({
    allowConsoleErrors: [
      /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)|An unknown error occurred when fetching the script/,
    ],
  });

  test("after a visit, a reload offline shows the cached page", async ({ page, context }) => {
    await page.goto("/en/menu");
    const heading = await page.getByRole("heading", { level: 1 }).innerText();
    await pageCachedByServiceWorker(page);
    // Hydrated, and what it fetches after hydration done (React Router's lookup of the routes behind
    // the page's links among them): a lookup the network's loss cuts is logged as an error.
    await settled(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a page never visited shows the offline page, in the visitor's language", async ({ page, context }) => {
    await page.goto("/journal");
    await pageCachedByServiceWorker(page);
    await settled(page);
    await context.setOffline(true);
    await page.goto("/menu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sei offline");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.goto("/en/journal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    // Its stylesheet and logo come with the worker's script: the offline page is whole offline.
    await expect(page.getByRole("img", { name: "Salone Ottavia" })).toHaveJSProperty("complete", true);
    expect(
      await page.getByRole("img", { name: "Salone Ottavia" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Try again" })).toHaveCSS("text-decoration-line", "none");
  });
});

test.describe("a first visit's warm-up", () => {
  for (const url of ["/", "/en"]) {
    test(`the worker keeps what the page loaded without downloading it again, its images in the format the page was sent (${url})`, async ({
      page,
      context,
    }) => {
      // What the page received (the content type of each URL), what of it came from the network, and
      // what the worker itself fetched over the network (an answer from the HTTP cache transfers no byte).
      const received = new Map<string, string>();
      const fromNetwork = new Set<string>();
      page.on("response", (response) => {
        received.set(response.url(), response.headers()["content-type"] ?? "");
        if (!response.fromServiceWorker()) fromNetwork.add(response.url());
      });
      const downloads: Promise<string | null>[] = [];
      context.on("requestfinished", (request) => {
        if (!request.serviceWorker()) return;
        downloads.push(
          request.sizes().then((s) => (s.responseBodySize + s.responseHeadersSize > 0 ? request.url() : null)),
        );
      });

      await page.goto(url);
      await pageCachedByServiceWorker(page);
      // The page's images loaded before its load event (the worker is registered after it, and told of them).
      const images = await page.evaluate(() => {
        const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
        return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.responseEnd <= load && new URL(entry.name).pathname.startsWith("/images/"))
          .map((entry) => entry.name);
      });
      expect(images.filter((u) => fromNetwork.has(u)).length).toBeGreaterThan(0);
      const cachedTypes = () =>
        page.evaluate(async (urls) => {
          const cache = await caches.open("salone-images");
          return Promise.all(
            urls.map(async (u) => (await cache.match(u, { ignoreVary: true }))?.headers.get("Content-Type") ?? null),
          );
        }, images);
      await expect.poll(async () => (await cachedTypes()).every(Boolean), { timeout: 15_000 }).toBe(true);
      expect(await cachedTypes()).toEqual(images.map((u) => received.get(u)));
      expect(images.map((u) => received.get(u))).toContain("image/avif");

      const again = (await Promise.all(downloads)).filter((u): u is string => u !== null && fromNetwork.has(u));
      expect(again, "URLs the page had loaded, downloaded again by the worker").toEqual([]);
    });
  }
});

test("online, pages come from the network first: the server's current answer wins over the worker's copy", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/menu");
  await pageCachedByServiceWorker(page);
  // The server now answers /menu differently (the locale cookie sends it to /en/menu); a worker that
  // served its cached copy would still show the Italian page.
  await context.addCookies([{ name: "salone_locale", value: "en", url: baseURL! }]);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/en\/menu$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the manifest names the site, uses the settings' theme colour and lists icons from 64 to 512 px", async ({
  request,
}) => {
  const { title, themeColor } = await groq<{ title: string; themeColor: string }>(
    `*[_id == "siteSettings"][0]{title, themeColor}`,
  );
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(response.headers()["cache-control"]).toMatch(/no-cache/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: title,
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "it-IT",
    theme_color: themeColor,
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  const sizes = icons.filter((i) => i.purpose === "any").map((i) => Number(i.sizes.split("x")[0]));
  expect(Math.min(...sizes)).toBe(64);
  expect(Math.max(...sizes)).toBe(512);
  expect(sizes).toEqual(expect.arrayContaining([64, 192, 512]));
  expect(icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512")).toBe(true);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe(icon.type);
    const { width, height } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  const english = await (await request.get("/manifest.webmanifest?lang=en")).json();
  expect(english).toMatchObject({ id: manifest.id, lang: "en-GB", start_url: "/en" });
});
