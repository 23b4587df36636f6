/**
 * Server throughput on loopback with autocannon, 50 connections:
 *   - the home page rendered by the production server with a warm content cache, against the same
 *     server sending the same page's bytes as a static file (written into the build it serves, so it
 *     goes through the same middleware: headers, compression, ETag); the ratio is the figure that
 *     travels between machines;
 *   - the embedded content service answering a typical page query (the home page's blocks), against
 *     a trivial query measured in the same run.
 * Each server runs in its own process; the load generator runs here. No compression is negotiated
 * (autocannon sends no Accept-Encoding), so both sides send the same bytes.
 *
 *   npx tsx bench/throughput.ts [rounds=3] [seconds=10]
 */
import autocannon from "autocannon";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { PAGE_QUERY } from "../app/content/queries";
import { median, machineLine, ms, ratio, summary, table } from "./support/stats";
import { snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const CONNECTIONS = 50;
const CONTENT_CONNECTIONS = 10;

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function cannon(url: string, connections: number, duration: number): Promise<Sample> {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function queryUrl(contentUrl: string, query: string, params: Record<string, unknown>): string {
  const url = new URL(`${contentUrl}/v2025-02-19/data/query/production`);
  url.searchParams.set("query", query);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(`$${k}`, JSON.stringify(v));
  return url.href;
}

const snapshot = snapshotSiteBuild();
const running: Running[] = [];
try {
  const content = await startContent();
  running.push(content);
  // A long content-cache lifetime: every measured request is served from a warm cache.
  const site = await startSite(content.url, snapshot.buildDir, { CONTENT_CACHE_TTL: "3600", CONTENT_CACHE_SWR: "3600" });
  running.push(site);

  const home = await fetch(`${site.url}/`);
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
  const html = await home.text();
  writeFileSync(path.join(snapshot.buildDir, "client", "bench-home.html"), html);
  const staticUrl = `${site.url}/bench-home.html`;
  const check = await fetch(staticUrl);
  if (check.status !== 200 || (await check.text()).length !== html.length) throw new Error("the static copy of the home page is not served as written");

  // Warm-up: JIT, the content cache, keep-alive sockets.
  await cannon(`${site.url}/`, CONNECTIONS, 2);
  await cannon(staticUrl, CONNECTIONS, 1);

  const ssr: Sample[] = [];
  const stat: Sample[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const a = await cannon(`${site.url}/`, CONNECTIONS, seconds);
    const b = await cannon(staticUrl, CONNECTIONS, seconds);
    ssr.push(a);
    stat.push(b);
    ratios.push(a.rps / b.rps);
  }

  const pageUrl = queryUrl(content.url, PAGE_QUERY, { slug: "home" });
  const trivialUrl = queryUrl(content.url, "count(*)", {});
  await cannon(pageUrl, CONTENT_CONNECTIONS, 2);
  const pageQ: Sample[] = [];
  const trivialQ: Sample[] = [];
  const qRatios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const a = await cannon(pageUrl, CONTENT_CONNECTIONS, seconds);
    const b = await cannon(trivialUrl, CONTENT_CONNECTIONS, seconds);
    pageQ.push(a);
    trivialQ.push(b);
    qRatios.push(a.rps / b.rps);
  }

  const row = (name: string, samples: Sample[], rel: string) => [
    name,
    median(samples.map((s) => s.rps)).toFixed(0),
    ms(median(samples.map((s) => s.p50))),
    ms(median(samples.map((s) => s.p99))),
    samples.reduce((n, s) => n + s.non2xx + s.errors, 0),
    rel,
  ];
  console.log(`Loopback throughput, autocannon, median of ${rounds} rounds of ${seconds} s (after warm-up); home page ${(html.length / 1024).toFixed(1)} KiB of HTML.`);
  console.log(machineLine());
  console.log();
  console.log(
    table(
      ["what", "req/s", "p50", "p99", "errors + non-2xx", "ratio (same run)"],
      [
        row(`home page, server-rendered, warm content cache (${CONNECTIONS} conn.)`, ssr, `${ratio(median(ratios))} of static`),
        row(`same bytes as a static file, same server (${CONNECTIONS} conn.)`, stat, "1.00x"),
        row(`content service: home page query (${CONTENT_CONNECTIONS} conn.)`, pageQ, `${ratio(median(qRatios))} of count(*)`),
        row(`content service: count(*) (${CONTENT_CONNECTIONS} conn.)`, trivialQ, "1.00x"),
      ],
      ["l", "r", "r", "r", "r", "r"],
    ),
  );
  const reproduce = `npx tsx bench/throughput.ts ${rounds} ${seconds}`;
  const line = (s: Sample[]) => `${median(s.map((x) => x.rps)).toFixed(0)} req/s, p50 ${ms(median(s.map((x) => x.p50)))}, p99 ${ms(median(s.map((x) => x.p99)))}`;
  summary(`Home page SSR, warm cache, ${CONNECTIONS} connections`, `${line(ssr)}; ${ratio(median(ratios))} of the same bytes as a static file (${line(stat)})`, reproduce);
  summary(`Content service, home page query, ${CONTENT_CONNECTIONS} connections`, `${line(pageQ)}; ${ratio(median(qRatios))} of count(*)`, reproduce);
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
