/**
 * Server throughput on loopback with autocannon, 50 connections:
 *   - warm pages (home, menu, an article; Italian and English) from the production server, each
 *     against the same server sending the same page's bytes as a static file (written into the build
 *     it serves, so it goes through the same middleware: headers, compression, ETag); the ratio is the
 *     figure that travels between machines; p99 / p50 says how long the tail is;
 *   - revalidation: the same requests with `If-None-Match` (a 304), page against static file;
 *   - the home page with the origin's page cache off (PAGE_CACHE_MAX_MB=0): every request rendered;
 *   - the embedded content service answering a typical page query (the home page's blocks), against
 *     a trivial query measured in the same run.
 * Each server runs in its own process; the load generator runs here. No compression is negotiated
 * (autocannon sends no Accept-Encoding), so both sides send the same bytes.
 *
 * Targets: warm pages >= 0.8x of static with p99 <= 3x p50; revalidation >= 0.9x.
 *
 *   npx tsx bench/throughput.ts [rounds=3] [seconds=5]
 */
import autocannon from "autocannon";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { PAGE_QUERY } from "../app/blocks/queries";
import { median, machineLine, ms, ratio, summary, table } from "./support/stats";
import { snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 5);
const CONNECTIONS = 50;
const CONTENT_CONNECTIONS = 10;
const PAGE_TARGET = 0.8;
const TAIL_TARGET = 3;
const REVALIDATE_TARGET = 0.9;
/** A person's browser: crawlers get another rendering (the whole document at once), and another ETag. */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
};

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function cannon(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Sample> {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers: { ...BROWSER, ...headers } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 is the answer asked for; anything else outside 2xx counts.
    non2xx: headers["if-none-match"] ? result.non2xx - (result.statusCodeStats?.["304"]?.count ?? 0) : result.non2xx,
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
  const warm = { CONTENT_CACHE_TTL: "3600", CONTENT_CACHE_SWR: "3600" };
  const site = await startSite(content.url, snapshot.buildDir, warm);
  running.push(site);
  const uncached = await startSite(content.url, snapshot.buildDir, { ...warm, PAGE_CACHE_MAX_MB: "0" });
  running.push(uncached);

  const article = (await (
    await fetch(
      `${content.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(`*[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0].slug.current`)}`,
    )
  ).json()) as { result: string };
  const pages = [
    ["home", "/"],
    ["home en", "/en"],
    ["menu", "/menu"],
    ["menu en", "/en/menu"],
    ["article", `/journal/${article.result}`],
    ["article en", `/en/journal/${article.result}`],
  ] as const;

  interface PageRun {
    name: string;
    path: string;
    bytes: number;
    page: Sample[];
    stat: Sample[];
    ratios: number[];
    page304: Sample[];
    stat304: Sample[];
    ratios304: number[];
  }
  const runs: PageRun[] = [];
  for (const [name, pagePath] of pages) {
    const response = await fetch(`${site.url}${pagePath}`, { headers: BROWSER });
    if (response.status !== 200) throw new Error(`GET ${pagePath} answered ${response.status}`);
    const html = await response.text();
    const file = `bench-${name.replace(/\W+/g, "-")}.html`;
    writeFileSync(path.join(snapshot.buildDir, "client", file), html);
    const check = await fetch(`${site.url}/${file}`);
    if (check.status !== 200 || (await check.text()).length !== html.length)
      throw new Error(`the static copy of ${pagePath} is not served as written`);
    runs.push({
      name,
      path: pagePath,
      bytes: html.length,
      page: [],
      stat: [],
      ratios: [],
      page304: [],
      stat304: [],
      ratios304: [],
    });
  }
  const staticUrl = (run: PageRun) => `${site.url}/bench-${run.name.replace(/\W+/g, "-")}.html`;
  const etagOf = async (url: string) => (await fetch(url, { headers: BROWSER })).headers.get("etag") ?? "";

  // Warm-up: JIT, the content cache, the page cache, keep-alive sockets.
  for (const run of runs) {
    await cannon(`${site.url}${run.path}`, CONNECTIONS, 1);
    await cannon(staticUrl(run), CONNECTIONS, 1);
  }

  const renderHome: Sample[] = [];
  const cachedHome: Sample[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const a = await cannon(`${site.url}${run.path}`, CONNECTIONS, seconds);
      const b = await cannon(staticUrl(run), CONNECTIONS, seconds);
      run.page.push(a);
      run.stat.push(b);
      run.ratios.push(b.rps ? a.rps / b.rps : Number.NaN);
      const pageTag = await etagOf(`${site.url}${run.path}`);
      const staticTag = await etagOf(staticUrl(run));
      const c = await cannon(`${site.url}${run.path}`, CONNECTIONS, seconds, { "if-none-match": pageTag });
      const d = await cannon(staticUrl(run), CONNECTIONS, seconds, { "if-none-match": staticTag });
      run.page304.push(c);
      run.stat304.push(d);
      run.ratios304.push(d.rps ? c.rps / d.rps : Number.NaN);
      if (run.path === "/") cachedHome.push(a);
    }
  }

  // The server that renders every request runs after the others, and each of its runs is followed by
  // a request that waits its turn: autocannon stops sending when its time is up, but the server goes
  // on rendering what the 50 connections had asked for (about a second here), and that work would
  // fall on whatever is measured next (it gave the home page a tail of its own).
  const drain = async () => void (await (await fetch(`${uncached.url}/`, { headers: BROWSER })).text());
  await cannon(`${uncached.url}/`, CONNECTIONS, 2);
  await drain();
  for (let round = 0; round < rounds; round++) {
    renderHome.push(await cannon(`${uncached.url}/`, CONNECTIONS, seconds));
    await drain();
  }

  const pageUrl = queryUrl(content.url, PAGE_QUERY, { slug: "home", now: "2026-11-25T12:00:00.000Z", locale: "it" });
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

  const rps = (s: Sample[]) => median(s.map((x) => x.rps));
  const p50 = (s: Sample[]) => median(s.map((x) => x.p50));
  const p99 = (s: Sample[]) => median(s.map((x) => x.p99));
  const faults = (s: Sample[]) => s.reduce((n, x) => n + x.non2xx + x.errors, 0);
  const met = (ok: boolean) => (ok ? "met" : "**missed**"); // a NaN ratio compares false: missed
  console.log(
    `Loopback throughput, autocannon, ${CONNECTIONS} connections, median of ${rounds} rounds of ${seconds} s (after warm-up).`,
  );
  console.log(machineLine());
  console.log();
  const rows: (string | number)[][] = [];
  for (const run of runs) {
    const r = median(run.ratios);
    const tail = p99(run.page) / Math.max(p50(run.page), 1);
    const r304 = median(run.ratios304);
    rows.push([
      `${run.name} (${run.path}, ${(run.bytes / 1024).toFixed(1)} KiB)`,
      rps(run.page).toFixed(0),
      `${ms(p50(run.page))} / ${ms(p99(run.page))}`,
      rps(run.stat).toFixed(0),
      `${ratio(r)} (${met(r >= PAGE_TARGET)})`,
      `${tail.toFixed(1)}x (${met(tail <= TAIL_TARGET)})`,
      `${(p99(run.stat) / Math.max(p50(run.stat), 1)).toFixed(1)}x`,
      `${rps(run.page304).toFixed(0)} / ${rps(run.stat304).toFixed(0)}`,
      `${ratio(r304)} (${met(r304 >= REVALIDATE_TARGET)})`,
      faults(run.page) + faults(run.page304),
    ]);
  }
  console.log(
    table(
      [
        "page",
        "req/s",
        "p50 / p99",
        "static req/s",
        `ratio (>= ${PAGE_TARGET}x)`,
        `p99/p50 (<= ${TAIL_TARGET}x)`,
        "static p99/p50 (same run)",
        "304 req/s page / static",
        `304 ratio (>= ${REVALIDATE_TARGET}x)`,
        "errors + unexpected",
      ],
      rows,
      ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
    ),
  );
  console.log();
  console.log(
    table(
      ["what", "req/s", "p50", "p99", "errors + non-2xx", "ratio (same run)"],
      [
        [
          "home, every request rendered (page cache off)",
          rps(renderHome).toFixed(0),
          ms(p50(renderHome)),
          ms(p99(renderHome)),
          faults(renderHome),
          `${ratio(rps(renderHome) / rps(cachedHome))} of the page cache`,
        ],
        [
          `content service: home page query (${CONTENT_CONNECTIONS} conn.)`,
          rps(pageQ).toFixed(0),
          ms(p50(pageQ)),
          ms(p99(pageQ)),
          faults(pageQ),
          `${ratio(median(qRatios))} of count(*)`,
        ],
        [
          `content service: count(*) (${CONTENT_CONNECTIONS} conn.)`,
          rps(trivialQ).toFixed(0),
          ms(p50(trivialQ)),
          ms(p99(trivialQ)),
          faults(trivialQ),
          "1.00x",
        ],
      ],
      ["l", "r", "r", "r", "r", "r"],
    ),
  );
  const reproduce = `npx tsx bench/throughput.ts ${rounds} ${seconds}`;
  const line = (s: Sample[]) => `${rps(s).toFixed(0)} req/s, p50 ${ms(p50(s))}, p99 ${ms(p99(s))}`;
  for (const run of runs) {
    summary(
      `Warm page ${run.path}, ${CONNECTIONS} connections`,
      `${line(run.page)}; ${ratio(median(run.ratios))} of static (target >= ${PAGE_TARGET}x); p99/p50 ${(p99(run.page) / Math.max(p50(run.page), 1)).toFixed(1)}x (target <= ${TAIL_TARGET}x; static ${(p99(run.stat) / Math.max(p50(run.stat), 1)).toFixed(1)}x); 304: ${ratio(median(run.ratios304))} of static (target >= ${REVALIDATE_TARGET}x)`,
      reproduce,
    );
  }
  summary(
    `Home, page cache off, ${CONNECTIONS} connections`,
    `${line(renderHome)}; ${ratio(rps(renderHome) / rps(cachedHome))} of the cached page`,
    reproduce,
  );
  summary(
    `Content service, home page query, ${CONTENT_CONNECTIONS} connections`,
    `${line(pageQ)}; ${ratio(median(qRatios))} of count(*)`,
    reproduce,
  );
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
