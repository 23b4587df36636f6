/**
 * First-load JavaScript of a page, read from a React Router build's own manifest (the `assets`
 * export of build/server/index.js): the entry module and its imports, then for every route of the
 * page's branch (root → layout → screen) its module, its split client loader/action modules and its
 * imports, exactly as React Router's `getModuleLinkHrefs` turns them into <link rel="modulepreload">.
 * With lazy route discovery the manifest itself is inlined in the HTML; with `initial` discovery its
 * file is loaded too, and counted.
 *
 * Sizes are of each file compressed on its own, the same way for the site and the baseline: gzip at
 * zlib's default level 6, brotli at quality 5 (the `compression` middleware's settings). The server
 * now sends the site's larger files as the build compressed them, brotli 11 or gzip 9
 * (build-plugins/precompress.ts), which the baseline's build does not do: the ratio compares
 * the code, and bench/page-weight.ts measures what goes over the network.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BASELINE_DIR = path.join(ROOT, "bench", "baseline");

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
}

export interface AssetsManifest {
  url: string;
  version: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface BuildInfo {
  buildDir: string;
  assets: AssetsManifest;
  /** React Router's route discovery mode: "lazy" inlines the manifest, "initial" loads its file. */
  discovery: string;
}

export async function readBuild(buildDir: string): Promise<BuildInfo> {
  const serverBuild = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverBuild)) throw new Error(`No server build at ${serverBuild}`);
  // A query string per call: the same path imported twice (a rebuilt build) must not be served from
  // the module cache.
  const mod = (await import(`${pathToFileURL(serverBuild).href}?t=${Date.now()}`)) as {
    assets: AssetsManifest;
    routeDiscovery?: { mode?: string };
  };
  return { buildDir, assets: mod.assets, discovery: mod.routeDiscovery?.mode ?? "lazy" };
}

/** The branch of routes from the root down to `leafId`. */
export function routeBranch(assets: AssetsManifest, leafId: string): ManifestRoute[] {
  const branch: ManifestRoute[] = [];
  let route: ManifestRoute | undefined = assets.routes[leafId];
  if (!route)
    throw new Error(`No route "${leafId}" in the build's manifest (routes: ${Object.keys(assets.routes).join(", ")})`);
  while (route) {
    branch.unshift(route);
    route = route.parentId ? assets.routes[route.parentId] : undefined;
  }
  return branch;
}

/** The JavaScript files a first visit to a page of route `leafId` loads before it is interactive. */
export function firstLoadFiles(build: BuildInfo, leafId: string): string[] {
  const { assets } = build;
  const hrefs: string[] = [];
  if (build.discovery === "initial") hrefs.push(assets.url);
  hrefs.push(assets.entry.module, ...assets.entry.imports);
  for (const route of routeBranch(assets, leafId)) {
    hrefs.push(route.module);
    if (route.clientActionModule) hrefs.push(route.clientActionModule);
    if (route.clientLoaderModule) hrefs.push(route.clientLoaderModule);
    if (route.clientMiddlewareModule) hrefs.push(route.clientMiddlewareModule);
    hrefs.push(...(route.imports ?? []));
  }
  return [...new Set(hrefs)];
}

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

const compressedCache = new Map<string, Bytes>();

export function fileBytes(file: string): Bytes {
  let bytes = compressedCache.get(file);
  if (!bytes) {
    const data = readFileSync(file);
    bytes = {
      raw: data.length,
      gzip: gzipSync(data, { level: 6 }).length,
      brotli: brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }).length,
    };
    compressedCache.set(file, bytes);
  }
  return bytes;
}

export function sumBytes(build: BuildInfo, hrefs: string[]): Bytes {
  const total: Bytes = { raw: 0, gzip: 0, brotli: 0 };
  for (const href of hrefs) {
    const b = fileBytes(path.join(build.buildDir, "client", href.replace(/^\//, "")));
    total.raw += b.raw;
    total.gzip += b.gzip;
    total.brotli += b.brotli;
  }
  return total;
}

/** Every JavaScript chunk of the client build, as /assets/… hrefs. */
export function allChunks(build: BuildInfo): string[] {
  const dir = path.join(build.buildDir, "client", "assets");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => `/assets/${f}`);
}

export function chunkText(build: BuildInfo, href: string): string {
  return readFileSync(path.join(build.buildDir, "client", href.replace(/^\//, "")), "utf8");
}

/**
 * Builds the baseline app (bench/baseline: React Router 7, one route) with the installed versions
 * into a fresh directory of its own, so a benchmark and the test suite never race on one output.
 */
export function buildBaseline(): { buildDir: string; dispose(): void } {
  // Inside the repository (so the server build resolves node_modules), under the ignored build/.
  mkdirSync(path.join(BASELINE_DIR, "build"), { recursive: true });
  const buildDir = mkdtempSync(path.join(BASELINE_DIR, "build", "run-"));
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    {
      cwd: BASELINE_DIR,
      env: { ...process.env, NODE_ENV: "production", BASELINE_BUILD_DIR: buildDir },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) {
    rmSync(buildDir, { recursive: true, force: true });
    throw new Error(`The baseline build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { buildDir, dispose: () => rmSync(buildDir, { recursive: true, force: true }) };
}

/** The baseline's one page: its route id is the route file's name. */
export function baselineLeaf(build: BuildInfo): string {
  const leaf = Object.values(build.assets.routes).find((r) => r.id !== "root");
  if (!leaf) throw new Error("The baseline build has no route besides root");
  return leaf.id;
}
