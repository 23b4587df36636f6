import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveStatic } from "../../scripts/serve-static";
import { hydrated } from "./support/settled";
import { ROOT } from "./support/stack";
import { expect, test } from "./support/test";

/**
 * The static export (npm run build:static) served by a plain file server: pages load and hydrate,
 * client-side navigation fetches the pre-rendered data payloads (no server, no /__manifest), a
 * navigation to a path that was not pre-rendered shows 'Route {path} is not pre-rendered', and an
 * unknown URL gets the static 404 page.
 */
let outDir: string;
let server: Server & { url: string };

test.describe.configure({ mode: "serial" });
// The file server answers 404 for what was not exported; Chromium logs those loads as errors.
test.use({ allowConsoleErrors: [/status of 404/] });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(tmpdir(), "salone-static-export-"));
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-static.ts"], {
    cwd: ROOT,
    env: { ...process.env, STATIC_OUT_DIR: outDir, LOG_LEVEL: "error" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build:static failed\n${result.stdout}\n${result.stderr}`);
  expect(result.stdout).toMatch(/\d+(\.\d+)? pages\/s/);
  server = await serveStatic(outDir, 0);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test("a pre-rendered page loads, hydrates and navigates client-side on data payloads", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}/en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The page's code starts after the load event: a link followed before hydration has committed (the
  // router's global comes earlier) is an ordinary page load, with no data payload to wait for.
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === "/en/menu.data");
  await page.getByRole("navigation", { name: "Main navigation" }).locator('a[href="/en/menu"]').first().click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(`${server.url}/en/menu`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(requests.filter((p) => p.startsWith("/__manifest"))).toEqual([]);
});

test("every variant of a screen is exported: '', /en and /it", async ({ request }) => {
  for (const target of ["/", "/en", "/it", "/journal", "/en/journal", "/it/journal", "/menu", "/en/menu", "/it/menu"]) {
    const res = await request.get(`${server.url}${target}`);
    expect(res.status(), target).toBe(200);
    const dataPath = target === "/" ? "/_.data" : `${target}.data`;
    expect((await request.get(`${server.url}${dataPath}`)).status(), dataPath).toBe(200);
  }
});

test("a client-side navigation to a path that was not pre-rendered shows 'Route {path} is not pre-rendered'", async ({
  page,
}) => {
  await page.goto(`${server.url}/en/journal`);
  // A navigation that ends before hydration has committed is never drawn.
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 2));
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/en/journal/never-exported"),
  );
  await expect(page.getByTestId("error-message")).toHaveText("Route /en/journal/never-exported is not pre-rendered");
  // Still the same document: it was a client-side navigation.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
});

test("an unknown URL gets the static 404 page, in the language of its prefix", async ({ page }) => {
  const en = await page.goto(`${server.url}/en/no-such-page`);
  expect(en?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  const it = await page.goto(`${server.url}/pagina-inesistente`);
  expect(it?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("Questa pagina non è stata trovata");
  await expect(page.getByRole("main").getByRole("link", { name: "Torna alla home" })).toBeVisible();
});

test("the export answers 404 for another casing of a route, as the server does", async ({ request }) => {
  for (const target of ["/Menu", "/EN/menu", "/EN", "/en/MENU", "/Journal", "//evil.example/"]) {
    expect((await request.get(`${server.url}${target}`, { maxRedirects: 0 })).status(), target).toBe(404);
  }
  expect((await request.get(`${server.url}/menu`)).status()).toBe(200);
});
