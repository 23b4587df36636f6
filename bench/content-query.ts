/**
 * Latency of every query the site makes, against the embedded content service over HTTP on
 * loopback, through the site's own content client (the path a page load takes, without the cache),
 * on the demo dataset and on the same dataset scaled 100x (bench/scale-dataset.ts).
 *
 *   npx tsx bench/content-query.ts [runs=200]
 *
 * Both services run side by side and the requests take turns (1x, 100x, 1x, …), so a change in the
 * machine's load falls on both alike. Prints median and p99 per query and dataset, and each p99 beside
 * its target: at most 5 ms on the demo dataset, at most twice its own 1x figure at 100x. A trivial
 * query (`count(*)`: the HTTP + worker round trip) is measured too, as the floor.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
import {
  FEED_QUERY,
  FEED_SIZE,
  SITEMAP_ARTICLES_QUERY,
  SITEMAP_CATEGORIES_QUERY,
  SITEMAP_EVENTS_QUERY,
  SITEMAP_ITEMS_QUERY,
  SITEMAP_PAGES_QUERY,
  SITEMAP_QUERY,
  SITEMAP_SIZE_QUERY,
} from "../app/seo/queries";
import { SITEMAP_FILE_DOCUMENTS, SITEMAP_ONE_FILE_DOCUMENTS } from "../app/seo/sitemap";
import { startContentService, type ContentService } from "../content-service/service";
import { scaleDataset } from "./scale-dataset";
import { machineLine, median, ms, percentile, ratio, summary, table } from "./support/stats";

const runs = Number(process.argv[2] ?? 200);
const FACTOR = 100;
const WARM_UP = 20;
/** A target the site holds each query to: p99 on the demo dataset, and growth of p99 at 100x. */
const TARGET_1X_MS = 5;
const TARGET_GROWTH = 2;
/** Past this much measuring time for one query on one dataset, stop with the samples taken. */
const BUDGET_MS = 30_000;
const quiet = { info() {}, warn() {}, error: console.error };

function clientOf(service: ContentService): ContentClient {
  return createContentClient({
    apiUrl: service.url,
    cdnUrl: service.url,
    dataset: "production",
    apiVersion: "2025-02-19",
    useCdn: false,
    timeoutMs: 10_000,
  });
}

const scaled = scaleDataset(FACTOR);
// Databases of their own (the services seed them): none left behind, none with the project's edits.
const dbDir = mkdtempSync(join(tmpdir(), "salone-bench-query-db-"));
const sizes = [
  { label: "1x", service: await startContentService({ port: 0, dbDir, logger: quiet }) },
  { label: `${FACTOR}x`, service: await startContentService({ port: 0, dataDir: scaled.dir, dbDir, logger: quiet }) },
].map((s) => ({ ...s, client: clientOf(s.service) }));

// Realistic parameters, from the demo dataset (present unchanged in the scaled one).
const demo = sizes[0]!.client;
const slugs = (await demo.fetch(`{
  "category": *[_type == "menuCategory"] | order(order asc)[0].slug.current,
  "item": *[_type == "menuItem" && defined(image.asset)] | order(order asc)[0].slug.current,
  "article": *[_type == "article"] | order(publishedAt desc)[0].slug.current
}`)) as { category: string; item: string; article: string };

const menuPage = (page: number) => ({
  start: (page - 1) * MENU_CATEGORIES_PER_PAGE,
  end: page * MENU_CATEGORIES_PER_PAGE,
  perCategory: MENU_ITEMS_PER_CATEGORY,
  locale: "en",
});
const entryNeighbours = { neighbours: MENU_ENTRY_NEIGHBOURS, neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1, locale: "en" };

interface Case {
  name: string;
  query: string;
  params: Record<string, unknown>;
  /** The floor, not a site query: no target. */
  reference?: boolean;
  /** A query the site makes on the demo dataset only, and why not at 100x: measured there alone. */
  smallOnly?: string;
}

const cases: Case[] = [
  { name: "trivial: count(*)", query: "count(*)", params: {}, reference: true },
  { name: "site settings", query: SETTINGS_QUERY, params: { locale: "en" } },
  {
    name: "home page (blocks)",
    query: PAGE_QUERY,
    params: { slug: "home", now: "2026-11-25T12:00:00.000Z", locale: "en" },
  },
  {
    name: "page: gifts (menu gallery, sub-menu)",
    query: PAGE_QUERY,
    params: { slug: "gifts", now: "2026-11-25T12:00:00.000Z", locale: "en" },
  },
  { name: "page: about", query: PAGE_QUERY, params: { slug: "about", now: "2026-11-25T12:00:00.000Z", locale: "en" } },
  { name: "menu page 1 (categories + first items)", query: MENU_QUERY, params: menuPage(1) },
  { name: "menu entry: a category", query: MENU_ENTRY_QUERY, params: { slug: slugs.category, ...entryNeighbours } },
  { name: "menu entry: an item", query: MENU_ENTRY_QUERY, params: { slug: slugs.item, ...entryNeighbours } },
  { name: "journal page 1", query: JOURNAL_QUERY, params: { start: 0, end: JOURNAL_PAGE_SIZE, locale: "en" } },
  {
    name: "journal page 2",
    query: JOURNAL_QUERY,
    params: { start: JOURNAL_PAGE_SIZE, end: 2 * JOURNAL_PAGE_SIZE, locale: "en" },
  },
  {
    name: "article",
    query: ARTICLE_QUERY,
    params: { slug: slugs.article, neighbours: ARTICLE_NEIGHBOURS, locale: "en" },
  },
  { name: "sitemap: the lists' sizes", query: SITEMAP_SIZE_QUERY, params: {} },
  {
    name: `sitemap, one file: every list`,
    query: SITEMAP_QUERY,
    params: { end: SITEMAP_ONE_FILE_DOCUMENTS },
    smallOnly: `past ${SITEMAP_ONE_FILE_DOCUMENTS} documents the sitemap is an index of files`,
  },
  ...(
    [
      ["dishes", SITEMAP_ITEMS_QUERY],
      ["menu categories", SITEMAP_CATEGORIES_QUERY],
      ["articles", SITEMAP_ARTICLES_QUERY],
      ["pages", SITEMAP_PAGES_QUERY],
      ["events", SITEMAP_EVENTS_QUERY],
    ] as const
  ).map(([what, query]) => ({
    name: `sitemap file: ${what} 1–${SITEMAP_FILE_DOCUMENTS}`,
    query,
    params: { start: 0, end: SITEMAP_FILE_DOCUMENTS },
  })),
  {
    name: "journal feed",
    query: FEED_QUERY,
    params: { size: FEED_SIZE, now: "2026-11-25T12:00:00.000Z", locale: "en" },
  },
];

interface Figure {
  times: number[];
  /** Why measuring stopped early: a failed request (its status), or the time budget. */
  failure?: string;
  bytes: number;
}

async function timed(client: ContentClient, c: Case): Promise<{ ms: number; bytes: number } | { error: string }> {
  const t0 = performance.now();
  try {
    const result = await client.fetch(c.query, c.params);
    return { ms: performance.now() - t0, bytes: JSON.stringify(result ?? null).length };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { error: status ? `HTTP ${status} (${(error as Error).message.slice(0, 80)})` : (error as Error).message };
  }
}

const figures = new Map<string, Figure[]>();
for (const c of cases) {
  const perSize: Figure[] = sizes.map(() => ({ times: [], bytes: 0 }));
  const spent = sizes.map(() => 0);
  for (let round = -WARM_UP; round < runs; round++) {
    let measuring = false;
    for (const [i, size] of sizes.entries()) {
      const figure = perSize[i]!;
      if (figure.failure || (i > 0 && c.smallOnly)) continue;
      measuring = true;
      const outcome = await timed(size.client, c);
      if ("error" in outcome) {
        figure.failure = outcome.error;
        continue;
      }
      figure.bytes = outcome.bytes;
      if (round < 0) continue; // warm-up: workers, JIT
      figure.times.push(outcome.ms);
      spent[i]! += outcome.ms;
      if (spent[i]! > BUDGET_MS) figure.failure = `stopped after ${BUDGET_MS / 1000} s`;
    }
    if (!measuring) break;
  }
  figures.set(c.name, perSize);
}
for (const size of sizes) await size.service.close();
rmSync(scaled.dir, { recursive: true, force: true });
rmSync(dbDir, { recursive: true, force: true });

const [one, many] = [sizes[0]!.label, sizes[1]!.label];
const verdict = (ok: boolean) => (ok ? "met" : "missed");
const floor = median(figures.get(cases[0]!.name)![0]!.times);
console.log(
  `Embedded content service, every site query through the site's client over loopback HTTP: ${runs} sequential requests per query and dataset (after ${WARM_UP} warm-up), taking turns between the demo dataset (${one}) and the same scaled ${FACTOR}x (${scaled.documents} documents).`,
);
console.log(machineLine());
console.log();
const rows: (string | number)[][] = [];
const verdicts: { name: string; value: string }[] = [];
for (const c of cases) {
  const [a, b] = figures.get(c.name)!;
  const p99a = a!.times.length ? percentile(a!.times, 99) : Number.NaN;
  const p99b = b!.times.length && !b!.failure?.startsWith("HTTP") ? percentile(b!.times, 99) : Number.NaN;
  const growth = p99b / p99a;
  const metA = !a!.failure && p99a <= TARGET_1X_MS;
  const metB = !b!.failure && growth <= TARGET_GROWTH;
  const cell = (f: Figure, value: number) => (f.failure?.startsWith("HTTP") ? f.failure.split(" (")[0]! : ms(value));
  if (c.smallOnly) {
    rows.push([
      c.name,
      cell(a!, median(a!.times)),
      cell(a!, p99a),
      `≤ ${TARGET_1X_MS} ms: ${verdict(metA)}`,
      "-",
      "-",
      "-",
      "-",
      "-",
      `${(a!.bytes / 1024).toFixed(1)} KiB / -`,
      `${many}: not asked (${c.smallOnly})`,
    ]);
    verdicts.push({
      name: c.name,
      value: `${one} p99 ${cell(a!, p99a)} (≤ ${TARGET_1X_MS} ms: ${verdict(metA)}); ${many}: not asked (${c.smallOnly})`,
    });
    continue;
  }
  rows.push([
    c.name,
    cell(a!, median(a!.times)),
    cell(a!, p99a),
    c.reference ? "-" : `≤ ${TARGET_1X_MS} ms: ${verdict(metA)}`,
    cell(b!, median(b!.times)),
    cell(b!, p99b),
    ratio(growth),
    c.reference ? "-" : `≤ ${TARGET_GROWTH}x: ${verdict(metB)}`,
    ratio(median(b!.times) / median(a!.times)),
    `${(a!.bytes / 1024).toFixed(1)} / ${(b!.bytes / 1024).toFixed(1)} KiB`,
    [a!.failure, b!.failure].filter(Boolean).join("; "),
  ]);
  if (!c.reference) {
    const value = `${one} p99 ${cell(a!, p99a)} (≤ ${TARGET_1X_MS} ms: ${verdict(metA)}); ${many} p99 ${cell(b!, p99b)}, ${ratio(growth)} of ${one} (≤ ${TARGET_GROWTH}x: ${verdict(metB)})`;
    verdicts.push({ name: c.name, value });
  }
}
console.log(
  table(
    [
      "query",
      `${one} median`,
      `${one} p99`,
      "target",
      `${many} median`,
      `${many} p99`,
      `p99 ${many} / ${one}`,
      "target",
      `median ${many} / ${one}`,
      "result size",
      "note",
    ],
    rows,
    ["l", "r", "r", "l", "r", "r", "r", "l", "r", "r", "l"],
  ),
);
console.log(
  `\nFloor (count(*), ${one}): median ${ms(floor)}, p99 ${ms(percentile(figures.get(cases[0]!.name)![0]!.times, 99))}: on a busy machine p99 is mostly the machine; the medians' ratio is the steadier growth figure.`,
);
const reproduce = `npx tsx bench/content-query.ts ${runs}`;
for (const v of verdicts) summary(`Content query, ${v.name}`, v.value, reproduce);
console.log(`\nReproduce: ${reproduce}`);
