import { expect } from "@playwright/test";
import { requestTest as test } from "./support/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { HOME_BUDGET } from "../../bench/support/budget";
import {
  baselineLeaf,
  buildBaseline,
  firstLoadFiles,
  readBuild,
  sumBytes,
  type BuildInfo,
} from "../../bench/support/first-load";
import { lazyFeatures, type FeatureChunks } from "../../bench/support/lazy-chunks";
import { copySiteBuild } from "../../bench/support/stack";
import { shortClassName } from "../../build-plugins/class-names";

/**
 * The bundle budget, as a size check on the production build (bench/first-load-js.ts prints the
 * figures): the home page's first-load JavaScript within 1.25x of a one-route React Router app built
 * with the same versions in this run, and the English catalogue, the consent UI, the lightbox and
 * the video player in chunks of their own, outside that first load.
 */
test.describe.configure({ mode: "default" });

let site: BuildInfo;
let baseline: BuildInfo;
const disposers: (() => void)[] = [];
let homeFiles: string[];
let features: FeatureChunks[];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A whole copy of the build the global setup made (a rebuild elsewhere cannot change it mid-check).
  const copy = copySiteBuild();
  disposers.push(copy.dispose);
  site = await readBuild(copy.buildDir);
  const built = buildBaseline();
  disposers.push(built.dispose);
  baseline = await readBuild(built.buildDir);
  homeFiles = firstLoadFiles(site, "home___default");
  features = await lazyFeatures(site, new Set(homeFiles));
});

test.afterAll(() => disposers.forEach((dispose) => dispose()));

test("the first-load files computed from the manifest are the home page's modulepreloads", async ({ request }) => {
  const html = await (await request.get(`${process.env.BASE_URL}/`)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloads.sort()).toEqual([...homeFiles].sort());
});

test(`the home page's first-load JS is within ${HOME_BUDGET}x of a one-route React Router app (gzip)`, () => {
  const home = sumBytes(site, homeFiles);
  const base = sumBytes(baseline, firstLoadFiles(baseline, baselineLeaf(baseline)));
  const ratio = home.gzip / base.gzip;
  test.info().annotations.push({
    type: "first-load JS",
    description: `home ${home.gzip} B gzip, baseline ${base.gzip} B: ${ratio.toFixed(3)}x`,
  });
  expect(ratio, `home ${home.gzip} B gzip vs baseline ${base.gzip} B`).toBeLessThanOrEqual(HOME_BUDGET);
});

test("the first load's two large chunks open with V8's compile hint, so Chromium compiles them while they download", () => {
  const hinted = homeFiles.filter((href) =>
    readFileSync(path.join(site.buildDir, "client", href), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"),
  );
  expect(hinted.map((href) => path.basename(href).replace(/-[\w-]+\.js$/, "")).sort()).toEqual([
    "entry.client",
    "site",
  ]);
});

test("the English catalogue is a chunk of its own, outside the home page's first load", () => {
  const en = features.find((f) => f.feature === "English catalogue")!;
  expect(en.status, en.chunks.join(", ")).toBe("lazy chunk");
  expect(en.chunks).toHaveLength(1);
});

test("the consent UI is a chunk of its own, outside the home page's first load", () => {
  const consent = features.find((f) => f.feature.startsWith("Consent UI"))!;
  const en = features.find((f) => f.feature === "English catalogue")!;
  expect(consent.status, consent.chunks.join(", ")).toBe("lazy chunk");
  expect(consent.chunks.filter((c) => en.chunks.includes(c))).toEqual([]);
});

test("the lightbox, the video player and the editors' preview tools are not in the home page's first load", () => {
  const named = features.filter(
    (f) => f.feature === "Lightbox" || f.feature === "Video player" || f.feature.startsWith("Preview tools"),
  );
  expect(named).toHaveLength(3);
  for (const feature of named) {
    if (feature.status === "not in the app yet")
      test.info().annotations.push({ type: "skipped part", description: `${feature.feature}: not in the app yet` });
    expect(feature.ok, `${feature.feature}: ${feature.status} ${feature.chunks.join(", ")}`).toBe(true);
  }
});

test("the home page fetches no JavaScript beyond its first load: blocks it does not show stay unloaded", async ({
  page,
}) => {
  // Below the tablet breakpoint, so the smooth scroller (a lazy enhancement from 1024 px) stays out.
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.push(pathname);
  });
  await page.goto(`${process.env.BASE_URL}/`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  expect(scripts.length).toBeGreaterThanOrEqual(homeFiles.length);
  // Fetched after hydration by design, outside the budget: the consent banner's code on a first visit;
  // the mobile menu's (its markup came with the page and opens without it) with the modal code it
  // shares with the lightbox; the service worker's registration, after the load event.
  const consent = features.find((f) => f.feature.startsWith("Consent UI"))!.chunks;
  const deferred = /^\/assets\/(MobileMenu|register)-[\w-]+\.js$/;
  expect(scripts.filter((s) => !homeFiles.includes(s) && !consent.includes(s) && !deferred.test(s))).toEqual([]);
});

test("React Router's components the site does not use are not shipped: NavLink's class names are in no script", () => {
  // build-plugins/react-router-production.ts: without their display names and with their forwardRef
  // calls marked pure, unused components are left out ("transitioning" is NavLink's class, alone).
  const assets = path.join(site.buildDir, "client", "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  expect(
    scripts.filter((name) => /[`"']transitioning[`"']/.test(readFileSync(path.join(assets, name), "utf8"))),
  ).toEqual([]);
});

test("each block's stylesheet is in the first load once, and a lazy block's class names come with its own chunk", async ({
  request,
}) => {
  // The registry imports the blocks' stylesheets without their class names, each block its class
  // names without the stylesheet (build-plugins/block-stylesheets.ts).
  const html = await (await request.get(`${process.env.BASE_URL}/`)).text();
  const firstSheets = [...html.matchAll(/<link [^>]*rel="stylesheet" href="\/assets\/([^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const assets = path.join(site.buildDir, "client", "assets");
  const read = (name: string) => readFileSync(path.join(assets, name), "utf8");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  // The stylesheets the browser can be sent: those the pages link and those the chunks load with them.
  const served = new Set([
    ...firstSheets,
    ...scripts.flatMap((name) => [...read(name).matchAll(/assets\/([\w-]+\.css)/g)].map((m) => m[1]!)),
  ]);
  const firstScripts = homeFiles.map((href) => path.basename(href));
  const blocksDir = path.join(import.meta.dirname, "../../app/blocks");
  const modules = readdirSync(blocksDir).filter((name) => name.endsWith(".module.css"));
  expect(modules.length).toBeGreaterThanOrEqual(20);
  // A module's first class, by the name the build gives it.
  const builtName = (module: string) => {
    const file = path.join(blocksDir, module);
    return shortClassName(/^\.([A-Za-z][\w-]*)/m.exec(readFileSync(file, "utf8"))![1]!, file);
  };
  for (const module of modules) {
    const name = builtName(module);
    const holders = [...served].filter((sheet) => new RegExp(`\\.${name}\\b`).test(read(sheet)));
    expect(holders, `${module}: the served stylesheets with .${name}`).toHaveLength(1);
    expect(firstSheets, module).toContain(holders[0]);
  }
  for (const block of ["Quote", "VideoPlayer", "Gallery", "Background"]) {
    const name = builtName(`${block}.module.css`);
    expect(
      firstScripts.filter((file) => read(file).includes(name)),
      `${name} in the first load's scripts`,
    ).toEqual([]);
    expect(
      scripts.filter((file) => file.startsWith(`${block}-`) && read(file).includes(name)),
      `${name} in the ${block} chunk`,
    ).toHaveLength(1);
  }
});

test("the browser build ships React Router's production build, without its development warnings", () => {
  // React Router's package resolves to its development build, whose warnings stay in the bundle
  // (build-plugins/react-router-production.ts); one of those warnings' text stands for them all.
  const assets = path.join(site.buildDir, "client", "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  const router = scripts.filter((name) =>
    readFileSync(path.join(assets, name), "utf8").includes("may be used only in the context of a <Router>"),
  );
  expect(router.length, "React Router is in the browser build").toBeGreaterThan(0);
  const warnings = scripts.filter((name) =>
    readFileSync(path.join(assets, name), "utf8").includes("You should not include both `Component` and `element`"),
  );
  expect(warnings).toEqual([]);
});
