/**
 * A page through Varnish (deploy/varnish/default.vcl) against the origin alone, in the same run, with
 * autocannon on loopback, 10 connections: requests per second and p99 of the menu and the home page.
 *   - the origin alone: `npm start` as it runs with no shared cache in front (its page cache on);
 *   - through Varnish: an instance as it runs behind one (PURGE_TARGETS set: its page cache and the
 *     content cache's fresh period off, decision 0058), Varnish in front answering from its cache.
 * Rounds take turns (origin, then Varnish) so that the machine's load falls on both alike. Skipped,
 * saying why, where Varnish cannot be had (scripts/varnish.ts installs it on Debian as root).
 *
 *   npx tsx bench/varnish.ts [rounds=3] [seconds=5]
 */
import autocannon from "autocannon";
import { ensureVarnish, startVarnish, type RunningVarnish } from "../scripts/varnish";
import { freePort } from "../tests/e2e/support/stack";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 5);
const CONNECTIONS = 10;
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
};
const PAGES = ["/en/menu", "/"];
const reproduce = `npx tsx bench/varnish.ts ${rounds} ${seconds}`;

interface Sample {
  rps: number;
  p99: number;
  /** Requests answered in the run (the rate is an average of per-second counts). */
  total: number;
  faults: number;
}

async function cannon(url: string, duration: number): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, headers: BROWSER });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    faults: result.non2xx + result.errors + result.timeouts,
  };
}

const found = ensureVarnish();
if (!found.ok) {
  console.log(`Skipped: Varnish cannot be had here (${found.reason}).`);
  summary("Page through Varnish against the origin alone", `skipped: ${found.reason}`, reproduce);
  process.exit(0);
}

const snapshot = snapshotSiteBuild();
const running: (Running | RunningVarnish)[] = [];
try {
  const content = await startContent();
  running.push(content);
  const alone = await startSite(content.url, snapshot.buildDir);
  running.push(alone);
  const varnishPort = await freePort();
  const behind = await startSite(content.url, snapshot.buildDir, { PURGE_TARGETS: `http://127.0.0.1:${varnishPort}` });
  running.push(behind);
  const front = await startVarnish({
    varnishd: found.varnishd,
    host: "127.0.0.1",
    port: varnishPort,
    origins: [{ host: "127.0.0.1", port: Number(new URL(behind.url).port) }],
  });
  running.push(front);

  const samples = new Map<string, { origin: Sample[]; varnish: Sample[] }>(
    PAGES.map((page) => [page, { origin: [], varnish: [] }]),
  );
  // Warm-up: JIT, caches, sockets.
  for (const page of PAGES) for (const base of [alone.url, front.url]) await cannon(`${base}${page}`, 1);
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      const entry = samples.get(page)!;
      entry.origin.push(await cannon(`${alone.url}${page}`, seconds));
      entry.varnish.push(await cannon(`${front.url}${page}`, seconds));
    }
  }

  const rps = (s: Sample[]) => median(s.map((x) => x.rps));
  const p99 = (s: Sample[]) => median(s.map((x) => x.p99));
  const faults = (s: Sample[]) => s.reduce((n, x) => n + x.faults, 0);
  const total = (s: Sample[]) => s.reduce((n, x) => n + x.total, 0);
  console.log(
    `Loopback, autocannon, ${CONNECTIONS} connections, median of ${rounds} rounds of ${seconds} s (after warm-up).`,
  );
  console.log(machineLine());
  console.log();
  const rows: (string | number)[][] = [];
  for (const [page, { origin, varnish }] of samples) {
    rows.push([
      page,
      `${rps(origin).toFixed(0)} / ${ms(p99(origin))}`,
      `${rps(varnish).toFixed(0)} / ${ms(p99(varnish))}`,
      ratio(rps(varnish) / rps(origin)),
      ratio(p99(varnish) / Math.max(p99(origin), 0.01)),
      `${total(origin)} / ${total(varnish)}`,
      faults(origin) + faults(varnish),
    ]);
    summary(
      `Page ${page} through Varnish against the origin alone, ${CONNECTIONS} connections`,
      `${rps(varnish).toFixed(0)} req/s p99 ${ms(p99(varnish))} against ${rps(origin).toFixed(0)} req/s p99 ${ms(p99(origin))}: ${ratio(rps(varnish) / rps(origin))} the requests per second`,
      reproduce,
    );
  }
  console.log(
    table(
      [
        "page",
        "origin alone req/s / p99",
        "through Varnish req/s / p99",
        "req/s ratio",
        "p99 ratio",
        "requests answered",
        "errors + non-2xx",
      ],
      rows,
      ["l", "r", "r", "r", "r", "r", "r"],
    ),
  );
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
