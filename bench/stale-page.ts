/**
 * A visitor who comes after a quiet spell: the page in the origin's cache has outlived its fresh
 * period (CONTENT_CACHE_TTL) and is within its stale-while-revalidate window. On a venue's site with
 * a visitor every few minutes that is most requests. Measured: time to first byte and to the last
 * byte of that request, beside a request for the same page 400 ms after it (the reference: a page
 * served from memory, measured in the same round), medians of `rounds` rounds per page. The site runs with a
 * fresh period of 1 s so that a round takes seconds, not minutes.
 *
 *   npx tsx bench/stale-page.ts [rounds=9]
 */
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { pagePaths, snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const rounds = Number(process.argv[2] ?? 9);
const FRESH_S = 1;

interface Timing {
  ttfb: number;
  total: number;
  cache: string;
}

/** One GET as a browser sends it (compressed, a browser's user agent), timed on the client. */
function timedGet(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(
      url,
      {
        headers: {
          "Accept-Encoding": "br, gzip",
          "User-Agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Safari/537.36",
        },
      },
      (response) => {
        const ttfb = performance.now() - start;
        response.resume();
        response.once("end", () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
          resolve({ ttfb, total: performance.now() - start, cache: String(response.headers["x-page-cache"] ?? "") });
        });
      },
    );
    request.once("error", reject);
  });
}

const snapshot = snapshotSiteBuild();
const running: Running[] = [];
try {
  const content = await startContent();
  running.push(content);
  const site = await startSite(content.url, snapshot.buildDir, {
    CONTENT_CACHE_TTL: String(FRESH_S),
    CONTENT_CACHE_SWR: "3600",
  });
  running.push(site);
  const paths = await pagePaths(content.url);
  const pages: [string, string][] = [
    ["home", paths.home],
    ["menu", paths.menu],
    ["article", paths.article],
    ["home (en)", "/en"],
  ];
  const stale = new Map<string, Timing[]>(pages.map(([name]) => [name, []]));
  const hit = new Map<string, Timing[]>(pages.map(([name]) => [name, []]));
  for (const [, path] of pages) await timedGet(site.url + path);
  for (let round = 0; round < rounds; round++) {
    // Past the fresh period of every page at once, then each page asked for twice in a row.
    await sleep(FRESH_S * 1000 + 300);
    for (const [name, path] of pages) {
      stale.get(name)!.push(await timedGet(site.url + path));
      // Whatever the first request set going (a render) finishes before the second is asked for.
      await sleep(400);
      hit.get(name)!.push(await timedGet(site.url + path));
    }
  }

  console.log(
    `A page asked for after its fresh period (${FRESH_S} s), then again 400 ms later; median of ${rounds} rounds per page, loopback, one request at a time.`,
  );
  console.log(machineLine());
  console.log();
  const rows = pages.map(([name, path]) => {
    const s = stale.get(name)!;
    const h = hit.get(name)!;
    const states = [...new Set(s.map((t) => t.cache))].join("/");
    const later = [...new Set(h.map((t) => t.cache))].join("/");
    return [
      `${name} ${path}`,
      states,
      ms(median(s.map((t) => t.ttfb))),
      ms(median(s.map((t) => t.total))),
      `${ms(median(h.map((t) => t.ttfb)))} (${later})`,
      ratio(median(s.map((t) => t.ttfb)) / median(h.map((t) => t.ttfb))),
    ];
  });
  console.log(
    table(
      [
        "page",
        "X-Page-Cache (after the quiet spell)",
        "TTFB",
        "whole response",
        "TTFB 400 ms later (same round)",
        "ratio",
      ],
      rows,
      ["l", "l", "r", "r", "r", "r"],
    ),
  );
  for (const row of rows) {
    summary(
      `Page after its fresh period, ${row[0]}`,
      `TTFB ${row[2]} (${row[1]}), ${row[5]} of the next request's ${row[4]}`,
      `npx tsx bench/stale-page.ts ${rounds}`,
    );
  }
  console.log(`\nReproduce: npx tsx bench/stale-page.ts ${rounds}`);
} finally {
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
