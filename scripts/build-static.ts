/**
 * `npm run build:static`: the whole site as static files in build/static/, for any file server or CDN.
 *
 * 1. takes the production build in build/ when it is up to date (`npm test` has just made it), or
 *    builds one into a work directory (.cache/), leaving build/ alone; either is rendered with every
 *    route in the initial manifest script (no server answers /__manifest), a setting of the server
 *    build read when a page renders, so the production build's files serve as they are;
 * 2. lists every page of the dataset: home, menu, journal, events, each page, menu entry, article and event, in the
 *    three variants ('', /en, /it);
 * 3. renders each one through the production request handler, in a pool of worker threads (one a
 *    core: scripts/static-export-worker.mjs, each rendering batches of pages concurrently and writing
 *    them at once): its HTML (<path>/index.html) and its data payload (<path>.data, what client-side
 *    navigation fetches);
 * 4. writes a static 404 page (404.html, and en/404.html, it/404.html), copies the client assets
 *    and, with the embedded content service, the original images (same URLs, minus resizing) and
 *    media files.
 *
 * Content comes from the configured content service, or the embedded one, started here.
 * Everything is written into a directory beside the output and moved into place at the end.
 * Prints the page count, pages per second and the peak memory (the process's maximum RSS, threads included).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ServerBuild } from "react-router";

process.env.NODE_ENV = "production";
// A build waits for slow answers rather than failing a page (a busy machine, a cold dataset).
process.env.SANITY_TIMEOUT_MS ??= "30000";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.resolve(ROOT, process.env.STATIC_OUT_DIR ?? path.join("build", "static"));
// Inside the repository (the server build resolves its packages from node_modules) but outside
// build/, which any `react-router build` empties.
const WORK = path.join(ROOT, ".cache", `static-build-${process.pid}`);
/** Worker processes (one a core), and pages each renders at a time (they mostly wait on content). */
const WORKERS = Math.max(1, Number(process.env.STATIC_WORKERS ?? availableParallelism()));
const CONCURRENCY = Math.max(1, Number(process.env.STATIC_CONCURRENCY ?? 4));
/** Pages sent to a worker at a time: small enough that the workers finish together. */
const BATCH = 16;
const STAGE = `${OUT}.partial-${process.pid}`;
const VARIANTS = ["", "/en", "/it"] as const;

const { parseConfig, ConfigError } = await import("../config/config.server");
const { isValidSlug } = await import("../app/content-client/validation");
const { HOME_SLUG, SECTION_PATHS, articlePath, eventPath, menuEntryPath, pagePath } = await import("../site/paths");
const { JOURNAL_PAGE_SIZE } = await import("../app/journal/queries");
const { MENU_CATEGORIES_PER_PAGE } = await import("../app/menu/queries");
const { createRequestHandler } = await import("react-router");
const { buildIsStale } = await import("./build-if-needed");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config = (() => {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
})();

// 1. The content service: the configured one, or the embedded one on a free port.
let stopService: (() => Promise<void>) | undefined;
if (config.content.embedded) {
  const { startContentService } = await import("../content-service/service");
  const service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    projectId: config.content.projectId,
    dataset: config.content.dataset,
    // The dataset directory `npm start` would serve (CONTENT_DATA_DIR), or demo-dataset/.
    ...(config.contentService.dataDir ? { dataDir: path.resolve(config.contentService.dataDir) } : {}),
    logger: { info: () => undefined, warn: (m) => console.warn(m), error: (m) => console.error(m) },
  });
  stopService = () => service.close();
  // Loaders read the configuration from the environment: point them at this service.
  process.env.SANITY_API_URL = service.url;
  config = parseConfig(process.env);
}

async function groq<T>(query: string): Promise<T> {
  const c = config.content;
  const url = new URL(`${c.apiUrl}/v${c.apiVersion}/data/query/${c.dataset}`);
  url.searchParams.set("query", query);
  url.searchParams.set("perspective", "published");
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) fail(`The content service answered ${response.status} to the list of pages`);
  return ((await response.json()) as { result: T }).result;
}

/**
 * Renders `paths` in WORKERS worker threads (scripts/static-export-worker.mjs), handing out
 * batches of BATCH pages as each worker finishes one; the workers write the pages into STAGE.
 */
function renderInWorkers(
  buildDir: string,
  paths: string[],
): Promise<{ failed: string[]; workers: number; readyAt: number }> {
  const queue = [...paths];
  const failed: string[] = [];
  let readyAt = 0;
  const count = Math.max(1, Math.min(WORKERS, Math.ceil(paths.length / BATCH)));
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(path.join(ROOT, "scripts", "static-export-worker.mjs"), {
        // No TypeScript loader in the threads: the worker and the build are JavaScript.
        execArgv: [],
        workerData: { buildDir, outDir: STAGE, concurrency: CONCURRENCY },
      });
      const sendNext = () => {
        const batch = queue.splice(0, BATCH);
        worker.postMessage(batch.length ? { paths: batch } : { done: true });
      };
      worker.on("message", (message: { ready?: true; done?: true; failed?: string[] }) => {
        if (message.done) return void worker.terminate();
        if (message.ready) readyAt = Math.max(readyAt, performance.now());
        if (message.failed) failed.push(...message.failed);
        sendNext();
      });
      worker.once("error", reject);
      worker.once("exit", () => (queue.length ? reject(new Error("A static export worker stopped early")) : resolve()));
    });
  return Promise.all(Array.from({ length: count }, one)).then(() => ({ failed, workers: count, readyAt }));
}

try {
  const startedAt = performance.now();

  // 2. The production build: build/'s when it is up to date, else a new one in a work directory.
  const reused = !buildIsStale(ROOT).stale;
  const BUILD = reused ? path.join(ROOT, "build") : WORK;
  if (!reused) {
    rmSync(WORK, { recursive: true, force: true });
    const built = spawnSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, SALONE_BUILD_DIR: WORK },
    });
    if (built.status !== 0) fail("The build failed; see the output above.");
  }
  const buildSeconds = (performance.now() - startedAt) / 1000;

  // 3. Every page of the dataset.
  const slugs = await groq<{
    pages: string[];
    menu: string[];
    articles: string[];
    events: string[];
    categories: number;
  }>(`{
    "pages": *[_type == "page" && defined(slug.current)].slug.current,
    "events": *[_type == "event" && defined(slug.current)].slug.current,
    "menu": *[_type in ["menuCategory", "menuItem"] && defined(slug.current)].slug.current,
    "articles": *[_type == "article" && defined(slug.current)].slug.current,
    "categories": count(*[_type == "menuCategory"])
  }`);
  const valid = (list: string[]) => [...new Set(list)].filter((slug) => isValidSlug(slug)).sort();
  const screens = [
    "/",
    SECTION_PATHS.menu,
    SECTION_PATHS.journal,
    ...valid(slugs.pages)
      .filter((slug) => slug !== HOME_SLUG)
      .map(pagePath),
    ...valid(slugs.menu).map(menuEntryPath),
    ...valid(slugs.articles).map(articlePath),
    SECTION_PATHS.events,
    ...valid(slugs.events).map(eventPath),
  ];
  // The journal and a large menu paginate with ?page=N, which a file server cannot tell apart: only
  // their first pages are files. (Path-based pagination would make every page exportable.)
  const journalPages = Math.max(1, Math.ceil(slugs.articles.length / JOURNAL_PAGE_SIZE));
  const menuPages = Math.max(1, Math.ceil(slugs.categories / MENU_CATEGORIES_PER_PAGE));
  // A screen's variants side by side, so that one batch, and so one worker, renders them all: the
  // Italian ones ask the same queries, which the second finds in that worker's content cache. Over the
  // demo dataset the export asks the content service 111 queries instead of 188.
  const paths = screens.flatMap((screen) =>
    VARIANTS.map((prefix) => (screen === "/" ? prefix || "/" : `${prefix}${screen}`)),
  );

  // The client assets first; the workers write the pages beside them.
  rmSync(STAGE, { recursive: true, force: true });
  // build/static, the default output, sits beside build/client, not in it.
  cpSync(path.join(BUILD, "client"), STAGE, { recursive: true });

  const build = (await import(pathToFileURL(path.join(BUILD, "server", "index.js")).href)) as ServerBuild;
  // Every route in the page's manifest script: a file server has no /__manifest to answer.
  const handle = createRequestHandler(
    { ...build, routeDiscovery: { mode: "initial", manifestPath: build.routeDiscovery.manifestPath } },
    "production",
  );
  // A crawler's user agent: the renderer waits for the whole document instead of streaming the shell.
  const request = (target: string) =>
    new Request(`http://localhost${target}`, { headers: { "User-Agent": "Googlebot salone-static-export" } });
  const files = new Map<string, string>();

  const renderStartedAt = performance.now();
  const pool = await renderInWorkers(BUILD, paths);
  const renderSeconds = (performance.now() - renderStartedAt) / 1000;
  const startupSeconds = (pool.readyAt - renderStartedAt) / 1000;
  const failed = pool.failed;

  // Files the site serves from resource routes (robots, sitemap, feeds, the web app manifest), and
  // its short redirects (/m) as HTML redirect pages. Whatever this build's routes do not have is skipped.
  const resources = [
    "/robots.txt",
    "/sitemap.xml",
    "/manifest.webmanifest",
    ...VARIANTS.map((prefix) => `${prefix}/journal/feed.xml`),
    // The events' calendars: the feed and each event's file (a broken event's answers 404: skipped).
    ...VARIANTS.flatMap((prefix) => [
      `${prefix}/events/calendar.ics`,
      ...valid(slugs.events).map((slug) => `${prefix}/events/${slug}/calendar.ics`),
    ]),
  ];
  const redirects = VARIANTS.map((prefix) => `${prefix}/m`);
  for (const target of resources) {
    const response = await handle(request(target));
    if (response.status !== 200) {
      await response.body?.cancel();
      continue;
    }
    const text = await response.text();
    files.set(target.slice(1), text);
    // A sitemap index: its files too.
    if (target === "/sitemap.xml" && text.includes("<sitemapindex"))
      resources.push(...[...text.matchAll(/<loc>[^<]*?(\/sitemaps\/[\w-]+\.xml)<\/loc>/g)].map((m) => m[1]!));
  }
  for (const target of redirects) {
    const response = await handle(request(target));
    const location = response.headers.get("Location");
    await response.body?.cancel();
    if (response.status < 300 || response.status >= 400 || !location?.startsWith("/")) continue;
    const escaped = location.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
    files.set(
      `${target.slice(1)}/index.html`,
      `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${escaped}"><link rel="canonical" href="${escaped}"><a href="${escaped}">${escaped}</a>\n`,
    );
  }

  // 4. The static 404 page: the site's own, without scripts (it must not try to hydrate a URL
  //    that has no data), so it works whatever URL the file server shows it for.
  for (const prefix of VARIANTS) {
    const response = await handle(request(`${prefix}/__not-pre-rendered__`));
    if (response.status !== 404) fail(`The 404 page rendered with status ${response.status}`);
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    files.set(`${prefix ? `${prefix.slice(1)}/` : ""}404.html`, html);
  }

  // Write the rest: resources, redirects, 404s and images; then move it all into place.
  for (const [file, text] of files) {
    const target = path.join(STAGE, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  // The embedded service's images and files, at the URLs the pages use (files are named as served).
  const copyAssets = (kind: "images" | "files") => {
    const from = path.join(ROOT, "demo-dataset", kind);
    if (config.content.imageUrl || !existsSync(from)) return 0;
    const target = path.join(STAGE, kind, config.content.projectId, config.content.dataset);
    mkdirSync(target, { recursive: true });
    const names = readdirSync(from);
    for (const name of names) cpSync(path.join(from, name), path.join(target, name));
    return names.length;
  };
  const images = copyAssets("images");
  const mediaFiles = copyAssets("files");
  rmSync(WORK, { recursive: true, force: true });

  if (failed.length) {
    rmSync(STAGE, { recursive: true, force: true });
    fail(`The static export failed: these pages did not render:\n  ${failed.join("\n  ")}`);
  }
  rmSync(OUT, { recursive: true, force: true });
  renameSync(STAGE, OUT);
  const pages = paths.length;
  const totalSeconds = (performance.now() - startedAt) / 1000;
  const extras = [...files.keys()].filter(
    (file) => !file.endsWith("index.html") && !file.endsWith(".data") && !file.endsWith("404.html"),
  );
  console.log(
    `Static export in ${path.relative(ROOT, OUT)}/: ${pages} pages (HTML + data), 3 × 404 pages, ${images} images, ${mediaFiles} media files`,
  );
  console.log(`Also: ${extras.join(", ") || "no resource files"}`);
  if (journalPages > 1) {
    const which = journalPages === 2 ? "page 2" : `pages 2–${journalPages}`;
    console.log(`Not exported: journal ${which} (/journal?page=N is a query string, which a file server cannot serve)`);
  }
  if (menuPages > 1) {
    const which = menuPages === 2 ? "page 2" : `pages 2–${menuPages}`;
    console.log(
      `Not exported: menu ${which} (/menu?page=N is a query string; each category is exported at /menu/{category})`,
    );
  }
  console.log(
    `Rendered ${pages} pages in ${renderSeconds.toFixed(2)} s with ${pool.workers} workers, ${CONCURRENCY} pages at a time each: ${(pages / renderSeconds).toFixed(1)} pages/s ` +
      `(${reused ? "the production build in build/" : `app build ${buildSeconds.toFixed(1)} s`}, total ${totalSeconds.toFixed(1)} s)`,
  );
  console.log(
    `Workers started in ${startupSeconds.toFixed(2)} s (the last one ready); after that, ${(pages / Math.max(renderSeconds - startupSeconds, 0.001)).toFixed(1)} pages/s`,
  );
  console.log(
    `Peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (maximum RSS of the export, its worker threads included)`,
  );
  console.log("Reproduce: npm run build:static   (serve it: npm run serve:static)");
} finally {
  rmSync(STAGE, { recursive: true, force: true });
  await stopService?.();
}
process.exit(0);
