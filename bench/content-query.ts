/**
 * Latency of typical page queries against the embedded content service, over HTTP on loopback,
 * through the site's own content client (the same path a page load takes, without the cache).
 *
 *   npx tsx bench/content-query.ts [runs=200]
 *
 * Prints median, p95 and p99 per query, and the ratio of each median to a trivial query's median
 * measured in the same run (the HTTP + worker round trip), so figures from noisy machines compare.
 */
import { createContentClient } from "../app/content/client.server";
import { ARTICLE_QUERY, JOURNAL_QUERY, MENU_QUERY, PAGE_QUERY, SETTINGS_QUERY } from "../app/content/queries";
import { startContentService } from "../content-service/service";
import { summary } from "./support/stats";

const runs = Number(process.argv[2] ?? 200);
const service = await startContentService({ port: 0, logger: { info() {}, warn() {}, error: console.error } });
const client = createContentClient({
  apiUrl: service.url,
  cdnUrl: service.url,
  dataset: "production",
  apiVersion: "2025-02-19",
  useCdn: false,
  timeoutMs: 10_000,
});

const article = await client.fetch<string>(`*[_type == "article"] | order(publishedAt desc)[0].slug.current`);
const cases: [string, string, Record<string, unknown>][] = [
  ["trivial: count(*)", "count(*)", {}],
  ["site settings", SETTINGS_QUERY, {}],
  ["home page (blocks)", PAGE_QUERY, { slug: "home" }],
  ["menu (categories + items)", MENU_QUERY, {}],
  ["journal page 1", JOURNAL_QUERY, { start: 0, end: 9 }],
  ["article", ARTICLE_QUERY, { slug: article }],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const rows: { name: string; median: number; p95: number; p99: number }[] = [];
for (const [name, query, params] of cases) {
  for (let i = 0; i < 20; i++) await client.fetch(query, params); // warm-up: workers, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await client.fetch(query, params);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  rows.push({ name, median: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
}
await service.close();

const base = rows[0]!.median;
console.log(`Embedded content service, ${runs} sequential requests per query (after 20 warm-up), loopback HTTP`);
console.log("| query | median ms | p95 ms | p99 ms | median / trivial |");
console.log("|---|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.name} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.median / base).toFixed(2)}x |`);
}
for (const r of rows.slice(1)) {
  summary(`Content query, ${r.name}`, `median ${r.median.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${(r.median / base).toFixed(2)}x of count(*)`, `npx tsx bench/content-query.ts ${runs}`);
}
console.log(`\nReproduce: npx tsx bench/content-query.ts ${runs}`);
