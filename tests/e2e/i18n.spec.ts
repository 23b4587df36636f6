import { readdirSync } from "node:fs";
import path from "node:path";
import { settled } from "./support/settled";
import { ROOT } from "./support/stack";
import { expect, test } from "./support/test";
import { PHONE } from "./support/phone";

const enChunk = () => readdirSync(path.join(ROOT, "build/client/assets")).find((f) => /^en-[\w-]+\.js$/.test(f));

test("the English catalogue is a separate chunk of the build", () => {
  expect(enChunk(), "build/client/assets/en-*.js").toBeTruthy();
});

test("Italian pages never load the English chunk; English pages do", async ({ page }) => {
  const chunk = enChunk()!;
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menù");
  await page.waitForLoadState("networkidle");
  expect(requested.some((p) => p.endsWith(chunk))).toBe(false);
  await page.goto("/en/menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
  // Asked for once the page's modules have run, which network quiet can precede.
  await expect.poll(() => requested.some((p) => p.endsWith(chunk))).toBe(true);
});

test("switching to English on the client loads the English chunk lazily and translates the UI", async ({ page }) => {
  const chunk = enChunk()!;
  await page.goto("/journal");
  await page.waitForLoadState("networkidle");
  const chunkRequest = page.waitForRequest((r) => r.url().endsWith(chunk));
  await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" }).click();
  await chunkRequest;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
});

test("from the Italian home page, English leads to the English home page, and its logo back to it, in English", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await settled(page);
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Lingua" })
    .getByRole("link", { name: "English" })
    .click();
  // The data of /en is /en.data: with the cookie just set to English it must not be taken for an
  // unprefixed page and sent on to /en/en.data (a "Page not found" in English).
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/not found/i);
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();

  // A visitor who came to an English page with no cookie (a shared link) and follows the logo home.
  await context.clearCookies();
  await page.goto("/en/menu");
  await settled(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Salone Ottavia/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("navigation", { name: "Language" }).locator('[aria-current="true"]')).toHaveAttribute(
    "lang",
    "en",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
});

test("pointing at English fetches the catalogue and the English page's data ahead: the click then waits for neither", async ({
  page,
}) => {
  const chunk = enChunk()!;
  await page.goto("/journal");
  await settled(page);
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname + new URL(r.url()).search));
  const english = page
    .getByRole("banner")
    .getByRole("navigation", { name: "Lingua" })
    .getByRole("link", { name: "English" });
  await english.hover();
  await expect.poll(() => requested.some((p) => p.endsWith(chunk))).toBe(true);
  await expect.poll(() => requested.some((p) => p.startsWith("/en/journal.data"))).toBe(true);
  // Nothing English is shown yet: the prefetch only fetches.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giornale");
  const ahead = requested.length;
  await english.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal");
  expect(requested.slice(ahead).filter((p) => p.endsWith(chunk))).toEqual([]);
});

test.describe("at 390 px", () => {
  test.use(PHONE);

  test("opening the mobile menu fetches the English catalogue, so the tap on English does not wait for it", async ({
    page,
  }) => {
    const chunk = enChunk()!;
    await page.goto("/menu");
    await settled(page);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    expect(requested.some((p) => p.endsWith(chunk))).toBe(false);
    await page.getByRole("button", { name: "Apri il menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menù di navigazione" });
    await expect(menu).toBeVisible();
    await expect.poll(() => requested.some((p) => p.endsWith(chunk))).toBe(true);
    await menu.getByRole("link", { name: "English" }).tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
    expect(requested.filter((p) => p.endsWith(chunk))).toHaveLength(1);
  });

  test("the tap on English in the menu draws the English page with the menu closed, in one frame, and fetches nothing of the page left", async ({
    page,
  }) => {
    await page.goto("/menu");
    await settled(page);
    await page.getByRole("button", { name: "Apri il menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menù di navigazione" });
    await expect(menu).toBeVisible();
    // The Italian page is prefetched while the menu is open, for the switch back: let that settle
    // (not "networkidle", which a page reaches once and which then holds for good).
    await settled(page);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.evaluate(() => {
      // Every frame from now on: the page's language and whether the menu is open.
      const w = window as unknown as { __frames: string[] };
      w.__frames = [];
      const sample = () => {
        w.__frames.push(
          `${document.documentElement.lang} ${(document.getElementById("mobile-menu") as HTMLDialogElement).open ? "open" : "closed"}`,
        );
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await menu.getByRole("link", { name: "English" }).tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
    await expect(menu).toBeHidden();
    await settled(page);
    // The heading is in from React's commit, a frame before it is drawn: wait for that frame. The
    // sampler's callback, asked for a frame earlier, runs before this one in it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const frames = await page.evaluate(() => [...new Set((window as unknown as { __frames: string[] }).__frames)]);
    // The Italian page under an open menu, then the English one with the menu closed: never the
    // Italian page with the menu gone (closed on the tap), never the English one under the menu.
    expect(frames).toEqual(["it open", "en closed"]);
    // The English page's switch, drawn as the menu closed, fetched nothing of the Italian page.
    expect(requested.filter((p) => p === "/menu.data")).toEqual([]);
  });
});

test.describe("when the English chunk fails to load", () => {
  // React reports the server/client text difference it recovers from; the page must still render.
  test.use({
    allowConsoleErrors: [
      /hydrat|did not match|Minified React error #418|Failed to load resource|Loading chunk|dynamically imported module/i,
    ],
  });

  test("the failure is logged only and the page renders, with Italian messages", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => route.abort());
    const response = await page.goto("/en/menu");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menù");
    await expect(page.locator("main")).toBeVisible();
    // The failed import may be told after the page's load event.
    await expect.poll(() => warnings.some((w) => w.includes('[i18n] could not load messages for "en"'))).toBe(true);
  });
});
