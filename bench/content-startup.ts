/**
 * The embedded content service's start-up: how long `content-service/main.ts` takes from spawn to
 * "listening" (Node and tsx starting, the dataset read and checked), and its resident memory (VmRSS)
 * then and after its first query (the query workers hold the dataset). Each source is started
 * `runs` times; medians. Sources: the demo directory (demo-dataset/), and any archive named by
 * CONTENT_ARCHIVE in the environment (a `sanity dataset export` .tar.gz or folder), side by side.
 *
 *   npx tsx bench/content-startup.ts [runs=5]
 *   CONTENT_ARCHIVE=content-export.tar.gz npx tsx bench/content-startup.ts
 */
import { readFileSync } from "node:fs";
import { freePortFor, spawnReady } from "./support/stack";
import { machineLine, median, ms, summary, table } from "./support/stats";

const runs = Number(process.argv[2] ?? 5);

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Sample {
  startMs: number;
  rssReady: number;
  rssQueried: number;
}

async function sample(env: Record<string, string>): Promise<Sample> {
  const port = await freePortFor();
  const started = performance.now();
  const running = await spawnReady(
    "content-service/main.ts",
    { CONTENT_PORT: String(port), CONTENT_HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    /listening on/,
    `http://127.0.0.1:${port}`,
  );
  try {
    const startMs = performance.now() - started;
    const rssReady = rssOf(running.pid);
    const response = await fetch(
      `${running.url}/v2025-02-19/data/query/production?query=${encodeURIComponent("count(*)")}`,
    );
    if (!response.ok) throw new Error(`count(*) answered ${response.status}`);
    await response.json();
    return { startMs, rssReady, rssQueried: rssOf(running.pid) };
  } finally {
    await running.stop();
  }
}

const sources: [string, Record<string, string>][] = [["demo-dataset/ (directory)", {}]];
if (process.env.CONTENT_ARCHIVE)
  sources.push([`archive ${process.env.CONTENT_ARCHIVE}`, { CONTENT_ARCHIVE: process.env.CONTENT_ARCHIVE }]);

console.log(machineLine());
const rows: string[][] = [];
for (const [name, env] of sources) {
  const { CONTENT_ARCHIVE: _archive, ...base } = process.env;
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await sample({ ...(base as Record<string, string>), ...env }));
  const startMs = median(samples.map((s) => s.startMs));
  rows.push([
    name,
    ms(startMs),
    mb(median(samples.map((s) => s.rssReady))),
    mb(median(samples.map((s) => s.rssQueried))),
  ]);
  if (sources[0]![0] === name)
    summary("content service start-up (demo)", ms(startMs), "npx tsx bench/content-startup.ts");
}
console.log(
  `\n${table(["source", "spawn to listening", "RSS when listening", "RSS after count(*)"], rows, ["l", "r", "r", "r"])}`,
);
console.log(`\n(median of ${runs} starts each; npx tsx bench/content-startup.ts ${runs})`);
