/**
 * The content service's store (SQLite, writes, listeners) against the read-only service it replaced,
 * side by side in one run, and its write rate:
 *   - query latency: the site's queries through its content client, taking turns (old, new, new,
 *     old, …: which goes first alternates);
 *   - query throughput: autocannon on the menu's query, rounds taking turns;
 *   - pages/s: the production server rendering /en/menu with its page and content caches off (every
 *     page asks the content service), one server per service, rounds taking turns;
 *   - write rate: transactions/s and their latency (visibility=sync: answered once every query
 *     worker has the write), one writer, then four at once.
 *
 *   npx tsx bench/content-store.ts [runs=100] [rounds=3] [seconds=5]
 *
 * The old service is the content-service/ of the commit before the store (git archive, under
 * .cache/bench-store-baseline/), served on the demo dataset as the new one is (on a fresh database).
 */
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { createContentClient, type ContentClient } from "../app/content-client/protocol.server";
import { PAGE_QUERY } from "../app/blocks/queries";
import { SETTINGS_QUERY } from "../app/chrome/queries";
import { ARTICLE_NEIGHBOURS, ARTICLE_QUERY, JOURNAL_PAGE_SIZE, JOURNAL_QUERY } from "../app/journal/queries";
import {
  MENU_CATEGORIES_PER_PAGE,
  MENU_ENTRY_NEIGHBOURS,
  MENU_ENTRY_QUERY,
  MENU_ITEMS_PER_CATEGORY,
  MENU_QUERY,
} from "../app/menu/queries";
import { startContentService, type ContentService } from "../content-service/service";
import { machineLine, median, ms, percentile, ratio, summary, table } from "./support/stats";
import { snapshotSiteBuild, startSite, type Running } from "./support/stack";
import { temporaryDir } from "../tests/support/temp-dir";

const runs = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const seconds = Number(process.argv[4] ?? 5);
const ROOT = path.resolve(import.meta.dirname, "..");
const REPRODUCE = `npx tsx bench/content-store.ts ${runs} ${rounds} ${seconds}`;
const WRITE_TOKEN = "bench-write-token-0123456789abcdef";
const quiet = { info() {}, warn() {}, error: console.error };

/** The commit before the store: the parent of the one that added content-service/store.ts. */
function baselineRef(): string {
  const added = execFileSync("git", ["log", "--format=%H", "--diff-filter=A", "--", "content-service/store.ts"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .at(-1);
  if (!added) throw new Error("content-service/store.ts has no commit that added it");
  return execFileSync("git", ["rev-parse", `${added}^`], { cwd: ROOT, encoding: "utf8" }).trim();
}

function extractBaseline(ref: string): string {
  const dir = path.join(ROOT, ".cache", "bench-store-baseline", ref.slice(0, 12));
  if (!existsSync(path.join(dir, "content-service", "service.ts"))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync(
      "git",
      ["archive", ref, "content-service", "studio", "site", "config", "app", "demo-dataset/production.ndjson"],
      {
        cwd: ROOT,
        maxBuffer: 1 << 30,
      },
    );
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  }
  return dir;
}

const clientOf = (url: string): ContentClient =>
  createContentClient({
    apiUrl: url,
    cdnUrl: url,
    dataset: "production",
    apiVersion: "2025-02-19",
    useCdn: false,
    timeoutMs: 10_000,
  });

const ref = baselineRef();
const baselineDir = extractBaseline(ref);
const { startContentService: startOld } = (await import(path.join(baselineDir, "content-service", "service.ts"))) as {
  startContentService: typeof startContentService;
};
const dbTemp = temporaryDir("salone-bench-store-");
const dbDir = dbTemp.path;
const demo = path.join(ROOT, "demo-dataset");
const old: ContentService = await startOld({
  port: 0,
  dataDir: demo,
  cacheDir: path.join(dbDir, "cache-old"),
  logger: quiet,
});
const now: ContentService = await startContentService({
  port: 0,
  dataDir: demo,
  dbDir,
  cacheDir: path.join(dbDir, "cache-new"),
  writeToken: WRITE_TOKEN,
  logger: quiet,
});
const sides = [
  { label: `before (${ref.slice(0, 9)})`, service: old, client: clientOf(old.url) },
  { label: "after (SQLite store)", service: now, client: clientOf(now.url) },
];

console.log(`Content store: the service before the store beside the one with it\n${machineLine()}\n`);

// --- Query latency ------------------------------------------------------------------------------
const slugs = (await sides[0]!.client.fetch(`{
  "item": *[_type == "menuItem" && defined(image.asset)] | order(order asc)[0].slug.current,
  "article": *[_type == "article"] | order(publishedAt desc)[0].slug.current
}`)) as { item: string; article: string };
const cases = [
  { name: "trivial: count(*)", query: "count(*)", params: {} },
  { name: "site settings", query: SETTINGS_QUERY, params: { locale: "en" } },
  {
    name: "home page (blocks)",
    query: PAGE_QUERY,
    params: { slug: "home", now: "2026-11-25T12:00:00.000Z", locale: "en" },
  },
  {
    name: "menu page 1",
    query: MENU_QUERY,
    params: { start: 0, end: MENU_CATEGORIES_PER_PAGE, perCategory: MENU_ITEMS_PER_CATEGORY, locale: "en" },
  },
  {
    name: "menu entry: an item",
    query: MENU_ENTRY_QUERY,
    params: {
      slug: slugs.item,
      neighbours: MENU_ENTRY_NEIGHBOURS,
      neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1,
      locale: "en",
    },
  },
  { name: "journal page 1", query: JOURNAL_QUERY, params: { start: 0, end: JOURNAL_PAGE_SIZE, locale: "en" } },
  {
    name: "article",
    query: ARTICLE_QUERY,
    params: { slug: slugs.article, neighbours: ARTICLE_NEIGHBOURS, locale: "en" },
  },
];
const latencyRows: string[][] = [];
const p50Ratios: number[] = [];
for (const c of cases) {
  const times = sides.map(() => [] as number[]);
  for (let i = 0; i < runs + 10; i++) {
    // Which side goes first alternates: the second request of a pair would otherwise always meet
    // what the first left behind (its garbage, a busy worker pool).
    for (const s of i % 2 ? [1, 0] : [0, 1]) {
      const t0 = performance.now();
      await sides[s]!.client.fetch(c.query, c.params);
      if (i >= 10) times[s]!.push(performance.now() - t0);
    }
  }
  const [before, after] = times as [number[], number[]];
  p50Ratios.push(median(after) / median(before));
  latencyRows.push([
    c.name,
    ms(median(before)),
    ms(median(after)),
    ratio(median(after) / median(before)),
    ms(percentile(before, 99)),
    ms(percentile(after, 99)),
    ratio(percentile(after, 99) / percentile(before, 99)),
  ]);
}
console.log(`Query latency, ${runs} requests per query and side, taking turns (after/before: below 1 is faster)`);
console.log(
  table(["query", "before p50", "after p50", "ratio", "before p99", "after p99", "ratio"], latencyRows, [
    "l",
    "r",
    "r",
    "r",
    "r",
    "r",
    "r",
  ]),
);

// --- Query throughput ---------------------------------------------------------------------------
async function cannon(url: string, connections = 10): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}
const menuQuery = (base: string) => {
  const url = new URL(`${base}/v2025-02-19/data/query/production`);
  url.searchParams.set("query", MENU_QUERY);
  for (const [k, v] of Object.entries(cases[3]!.params)) url.searchParams.set(`$${k}`, JSON.stringify(v));
  return url.toString();
};
const queryRates = sides.map(() => [] as number[]);
for (let r = 0; r < rounds; r++)
  for (const s of r % 2 ? [1, 0] : [0, 1]) queryRates[s]!.push(await cannon(menuQuery(sides[s]!.service.url)));

// --- Pages/s ------------------------------------------------------------------------------------
const snapshot = snapshotSiteBuild();
const sites: Running[] = [];
const pageRates = sides.map(() => [] as number[]);
// Each round's rate with the 1-minute load average when it ended: on a shared machine the rounds run
// at a quiet moment are the ones to read.
const pageRounds: string[][] = [];
try {
  for (const side of sides)
    sites.push(
      await startSite(side.service.url, snapshot.buildDir, {
        PAGE_CACHE_MAX_MB: "0",
        CONTENT_CACHE_TTL: "0",
        CONTENT_CACHE_SWR: "0",
      }),
    );
  for (const site of sites) await cannon(`${site.url}/en/menu`, 2); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const s of r % 2 ? [1, 0] : [0, 1]) {
      const rate = await cannon(`${sites[s]!.url}/en/menu`, 10);
      pageRates[s]!.push(rate);
      pageRounds.push([String(r + 1), s ? "after" : "before", `${rate.toFixed(1)}/s`, loadavg()[0]!.toFixed(2)]);
    }
  }
} finally {
  for (const site of sites) await site.stop();
  snapshot.dispose();
}
const rateRow = (name: string, rates: number[][]) => [
  name,
  `${median(rates[0]!).toFixed(0)}/s`,
  `${median(rates[1]!).toFixed(0)}/s`,
  ratio(median(rates[1]!) / median(rates[0]!)),
];
console.log(`\n/en/menu pages, caches off, each round (10 connections, ${seconds} s):`);
console.log(table(["round", "service", "pages/s", "load (1 min)"], pageRounds, ["r", "l", "r", "r"]));
console.log(
  `\nThroughput, medians of ${rounds} rounds of ${seconds} s, 10 connections (after/before: above 1 is faster)`,
);
console.log(
  table(
    ["what", "before", "after", "ratio"],
    [rateRow("menu query (GET)", queryRates), rateRow("/en/menu pages, caches off", pageRates)],
    ["l", "r", "r", "r"],
  ),
);

// --- Write rate ---------------------------------------------------------------------------------
async function write(id: string, n: number): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${now.url}/v2025-02-19/data/mutate/production?visibility=sync`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${WRITE_TOKEN}` },
    body: JSON.stringify({
      mutations: [{ createOrReplace: { _id: id, _type: "benchNote", n, text: "x".repeat(200) } }],
    }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`write failed: ${response.status}`);
  return performance.now() - t0;
}
const writeRows: string[][] = [];
for (const writers of [1, 4]) {
  const latencies: number[] = [];
  const total = runs * 2;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < total / writers; i++) latencies.push(await write(`bench-note-${w}`, i));
    }),
  );
  const rate = (latencies.length / (performance.now() - t0)) * 1000;
  writeRows.push([
    `${writers} writer${writers > 1 ? "s" : ""}`,
    String(latencies.length),
    `${rate.toFixed(0)} tx/s`,
    ms(median(latencies)),
    ms(percentile(latencies, 99)),
  ]);
}
console.log(`\nWrites (one createOrReplace each, visibility=sync, SQLite synchronous=FULL)`);
console.log(table(["writers", "transactions", "rate", "p50", "p99"], writeRows, ["l", "r", "r", "r", "r"]));
console.log(`\n${machineLine()}\nReproduce: ${REPRODUCE}`);

summary("content store: query p50 after/before (median over the site's queries)", ratio(median(p50Ratios)), REPRODUCE);
summary(
  "content store: /en/menu pages/s after/before (caches off)",
  ratio(median(pageRates[1]!) / median(pageRates[0]!)),
  REPRODUCE,
);
summary("content store: writes, 1 writer (visibility=sync)", `${writeRows[0]![2]}, p99 ${writeRows[0]![4]}`, REPRODUCE);

await old.close();
await now.close();
dbTemp.remove();
