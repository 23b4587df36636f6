/**
 * Processes the benchmarks measure: the embedded content service (optionally on another dataset
 * directory) and the production site, each in its own process so that the load generator in the
 * benchmark's process does not share their event loop.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildIsStale } from "../../scripts/build-if-needed";
import { freePort } from "../../tests/e2e/support/stack";
import { temporaryDir } from "../../tests/support/temp-dir";
import { SERVER_NODE_FLAGS } from "../../server/heap";
import { buildBaseline, ROOT } from "./first-load";

export interface Running {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function spawnReady(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  url: string,
  timeoutMs = 120_000,
  nodeFlags: string[] = [],
  /** The checkout the script and its imports come from (another one: its own server, its own packages). */
  root = ROOT,
): Promise<Running> {
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const running: Running = {
    url,
    pid: child.pid!,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 1_000_000) output = output.slice(-500_000);
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(running);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

/** A free port on loopback for a process of our own. */
export const freePortFor = freePort;

/** The embedded content service on a free port, over `dataDir` (default: demo-dataset/). */
export async function startContent(dataDir?: string): Promise<Running> {
  const port = await freePort();
  // A database of its own, removed when it stops: a benchmark neither reads edits made to the
  // project's nor leaves one per scaled dataset behind.
  const dbDir = temporaryDir("salone-bench-db-");
  const running = await spawnReady(
    "content-service/main.ts",
    {
      CONTENT_PORT: String(port),
      CONTENT_HOST: "127.0.0.1",
      CONTENT_DB_DIR: dbDir.path,
      ...(dataDir ? { CONTENT_DATA_DIR: dataDir } : {}),
    },
    /listening on/,
    `http://127.0.0.1:${port}`,
  ).catch((error: unknown) => {
    dbDir.remove();
    throw error;
  });
  const stop = running.stop;
  running.stop = async () => {
    await stop();
    dbDir.remove();
  };
  return running;
}

/**
 * The production site on a free port, reading content from `contentUrl`, serving `buildDir`, with the
 * server of the checkout at `root` (another checkout's build needs that checkout's server and packages).
 */
export async function startSite(
  contentUrl: string,
  buildDir: string,
  env: Record<string, string> = {},
  root = ROOT,
): Promise<Running> {
  const port = await freePort();
  return spawnReady(
    "bench/support/site-main.ts",
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      SANITY_API_URL: contentUrl,
      LOG_LEVEL: "warn",
      BENCH_BUILD_DIR: buildDir,
      ...env,
    },
    /Salone is serving on/,
    `http://127.0.0.1:${port}`,
    undefined,
    SERVER_NODE_FLAGS,
    root,
  );
}

/**
 * Another checkout of the site (the tree before a change, with its own node_modules), built there
 * when it has no build yet, for a benchmark to serve beside this one's (startSite with its root).
 */
export function buildOtherCheckout(root: string): string {
  const dir = path.resolve(root);
  if (!existsSync(path.join(dir, "node_modules", "@react-router", "dev", "bin.js")))
    throw new Error(`${dir} has no node_modules: install or copy them first`);
  if (!existsSync(path.join(dir, "build", "server", "index.js"))) {
    console.log(`Building ${dir}…`);
    const result = spawnSync(
      process.execPath,
      [path.join(dir, "node_modules", "@react-router", "dev", "bin.js"), "build"],
      {
        cwd: dir,
        env: { ...process.env, NODE_ENV: "production" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(`The build of ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return path.join(dir, "build");
}

/** `scripts/build-if-needed.ts` without Vite's page of output (shown only when the build fails). */
export function quietBuildIfNeeded(): void {
  const { stale, reason } = buildIsStale(ROOT);
  if (!stale) return;
  console.log(`Building the site (${reason})…`);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`The site's build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Whether every client asset the server build names is in the copy (a rebuild mid-copy breaks that). */
function snapshotIsWhole(dir: string): boolean {
  const serverBuild = path.join(dir, "server", "index.js");
  if (!existsSync(serverBuild)) return false;
  // The server build may be split in chunks (the blocks' dynamic imports): the manifest is in one of them.
  const serverAssets = path.join(dir, "server", "assets");
  const chunks =
    existsSync(serverAssets) ?
      readdirSync(serverAssets)
        .filter((f) => f.endsWith(".js"))
        .map((f) => path.join(serverAssets, f))
    : [];
  const hrefs = [serverBuild, ...chunks].flatMap(
    (file) => readFileSync(file, "utf8").match(/"\/assets\/[^"]+\.(?:js|css)"/g) ?? [],
  );
  return hrefs.length > 0 && hrefs.every((href) => existsSync(path.join(dir, "client", href.slice(2, -1))));
}

/**
 * A copy of the site's build, taken whole (it is copied again while someone else's rebuild changes it
 * under the copy): what is measured then stays the same for the whole run.
 */
export function copySiteBuild(): { buildDir: string; dispose(): void } {
  // Inside the repository (so the server build resolves node_modules), under the ignored .cache/.
  mkdirSync(path.join(ROOT, ".cache", "bench"), { recursive: true });
  for (let attempt = 0; attempt < 20; attempt++) {
    const dir = mkdtempSync(path.join(ROOT, ".cache", "bench", "build-"));
    try {
      cpSync(path.join(ROOT, "build"), dir, { recursive: true });
    } catch {
      // a file vanished while being copied: a rebuild is under way
    }
    if (snapshotIsWhole(dir)) return { buildDir: dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
    rmSync(dir, { recursive: true, force: true });
    spawnSync("sleep", ["3"]);
  }
  throw new Error("Could not copy a whole build (it kept changing while being copied)");
}

/** Builds the site when stale, then copies the build aside (copySiteBuild). */
export function snapshotSiteBuild(): { buildDir: string; dispose(): void } {
  quietBuildIfNeeded();
  return copySiteBuild();
}

export async function groq<T>(contentUrl: string, query: string, params: Record<string, unknown> = {}): Promise<T> {
  const url = new URL(`${contentUrl}/v2025-02-19/data/query/production`);
  url.searchParams.set("query", query);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(`$${k}`, JSON.stringify(v));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`content query failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

export interface PagePaths {
  home: string;
  menu: string;
  /** A menu category's page (a menu entry that lists dishes). */
  menuEntry: string;
  /** A dish's page (a menu entry that is one item). */
  dish: string;
  journal: string;
  article: string;
  events: string;
  event: string;
  page: string;
}

/** One path per page family, from the dataset (so the benchmarks follow the content). */
export async function pagePaths(contentUrl: string, prefix = ""): Promise<PagePaths> {
  const slugs = await groq<{ category: string; dish: string; article: string; event: string; page: string }>(
    contentUrl,
    `{
      "category": *[_type == "menuCategory" && defined(slug.current)] | order(order asc)[0].slug.current,
      "dish": *[_type == "menuItem" && defined(slug.current)] | order(order asc)[0].slug.current,
      "event": *[_type == "event" && defined(slug.current)] | order(start desc)[0].slug.current,
      "article": *[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0].slug.current,
      "page": *[_type == "page" && defined(slug.current) && slug.current != "home" && !defined(middleware)] | order(_id asc)[0].slug.current
    }`,
  );
  return {
    home: prefix || "/",
    menu: `${prefix}/menu`,
    menuEntry: `${prefix}/menu/${slugs.category}`,
    dish: `${prefix}/menu/${slugs.dish}`,
    journal: `${prefix}/journal`,
    article: `${prefix}/journal/${slugs.article}`,
    events: `${prefix}/events`,
    event: `${prefix}/events/${slugs.event}`,
    page: `${prefix}/${slugs.page}`,
  };
}

/** The site's build (a snapshot) and the reference app of bench/baseline, served side by side. */
export interface SiteBesideBaseline {
  content: Running;
  site: Running;
  baseline: Running;
  /** The other checkout's site (`before`), when asked for. */
  before?: Running;
  /** Stops the processes and removes the builds. */
  stop(): Promise<void>;
}

export async function startSiteBesideBaseline({ before }: { before?: string } = {}): Promise<SiteBesideBaseline> {
  const beforeBuild = before ? buildOtherCheckout(before) : undefined;
  const snapshot = snapshotSiteBuild();
  const baselineBuild = buildBaseline();
  const running: Running[] = [];
  const stop = async () => {
    for (const r of running.reverse()) await r.stop();
    baselineBuild.dispose();
    snapshot.dispose();
  };
  try {
    const content = await startContent();
    running.push(content);
    const site = await startSite(content.url, snapshot.buildDir);
    running.push(site);
    const baselinePort = await freePort();
    const baseline = await spawnReady(
      "bench/support/baseline-main.ts",
      { BASELINE_BUILD_DIR: baselineBuild.buildDir, PORT: String(baselinePort) },
      /Baseline is serving/,
      `http://127.0.0.1:${baselinePort}`,
    );
    running.push(baseline);
    const beforeSite = beforeBuild ? await startSite(content.url, beforeBuild, {}, path.resolve(before!)) : undefined;
    if (beforeSite) running.push(beforeSite);
    return { content, site, baseline, before: beforeSite, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A page family of the benches that load pages in a browser: its name and its path in one language. */
export type PageFamily = [name: string, path: (paths: PagePaths) => string];

/** Every page family "Green on a phone" measures. */
export const PAGE_FAMILIES: PageFamily[] = [
  ["home", (p) => p.home],
  ["menu", (p) => p.menu],
  ["dish", (p) => p.dish],
  ["category", (p) => p.menuEntry],
  ["journal", (p) => p.journal],
  ["article", (p) => p.article],
  ["events", (p) => p.events],
  ["event", (p) => p.event],
  ["page", (p) => p.page],
];

/** The families named on a bench's command line (all when none is), or an error naming an unknown one. */
export function chosenFamilies(names: string[]): PageFamily[] {
  const unknown = names.filter((name) => !PAGE_FAMILIES.some(([family]) => family === name));
  if (unknown.length)
    throw new Error(
      `Unknown page families: ${unknown.join(", ")} (known: ${PAGE_FAMILIES.map(([f]) => f).join(", ")})`,
    );
  return PAGE_FAMILIES.filter(([name]) => !names.length || names.includes(name));
}

/** The suffix of a target's name when it is the other checkout's page (startSiteBesideBaseline's `before`). */
export const BEFORE = " before";

/**
 * The reference app's page, then each family in Italian and in English, as [name, URL] (with the
 * other checkout's, named `<family> (<lang>) before`, right before each), each asked for once (the
 * server's JIT and content cache warmed, a 200 checked).
 */
export async function benchTargets(stack: SiteBesideBaseline, families: PageFamily[]): Promise<[string, string][]> {
  const targets: [string, string][] = [["baseline (RR7, one route)", `${stack.baseline.url}/`]];
  for (const [lang, prefix] of [
    ["it", ""],
    ["en", "/en"],
  ] as const) {
    const paths = await pagePaths(stack.content.url, prefix);
    for (const [name, path] of families) {
      if (stack.before) targets.push([`${name} (${lang})${BEFORE}`, `${stack.before.url}${path(paths)}`]);
      targets.push([`${name} (${lang})`, `${stack.site.url}${path(paths)}`]);
    }
  }
  for (const [, url] of targets) {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  return targets;
}
