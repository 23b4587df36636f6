/**
 * `npm run bench`: runs every benchmark under bench/ in turn, each printing its own tables and the
 * command that reproduces them, then one summary table of the headline figures.
 *
 *   npm run bench                        all of them (45-47 minutes on 2 cores)
 *   npm run bench -- throughput growth   only those (file names without .ts)
 *   npm run bench:quick                  (or npm run bench -- --quick) the figures a change usually
 *                                        moves, with fewer runs each
 *
 * Figures from a busy machine are not comparable: each table says the load average it ran under,
 * speeds are medians of several runs and are given as ratios to a reference measured in the same run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { machineLine, table } from "./support/stats";

const BENCHES = [
  "first-load-js.ts",
  "page-weight.ts",
  "taps.ts",
  "blocking-time.ts",
  "main-thread.ts",
  "first-style.ts",
  "font-fallbacks.ts",
  "lighthouse.ts",
  "throughput.ts",
  "stale-page.ts",
  "varnish.ts",
  "content-query.ts",
  "content-store.ts",
  "growth.ts",
  "memory.ts",
];

/**
 * The quick run: the first load's bytes (no runs: read from the build), the page weight and the long
 * tasks with 3 loads a page, Lighthouse on the home page and the menu (both languages) once, and
 * throughput in one short round. Medians of 3 (and a single Lighthouse run) move more between runs
 * than the full run's: a figure that changes here is one to confirm with the full bench's command.
 */
const QUICK: Record<string, string[]> = {
  "first-load-js.ts": [],
  "page-weight.ts": ["3"],
  "blocking-time.ts": ["3"],
  "main-thread.ts": ["1", "home", "menu"],
  "first-style.ts": ["3", "home", "menu"],
  "lighthouse.ts": ["1", "home", "menu"],
  "throughput.ts": ["1", "2"],
};

const quick = process.argv.includes("--quick");
const wanted = process.argv
  .slice(2)
  .filter((arg) => arg !== "--quick")
  .map((name) => name.replace(/\.ts$/, ""));
const pool = quick ? BENCHES.filter((b) => b in QUICK) : BENCHES;
const selected = wanted.length ? pool.filter((b) => wanted.includes(b.replace(/\.ts$/, ""))) : pool;
const unknown = wanted.filter((w) => !pool.includes(`${w}.ts`));
if (unknown.length) {
  console.error(
    `Unknown benchmark(s)${quick ? " in the quick run" : ""}: ${unknown.join(", ")}. Known: ${pool.map((b) => b.replace(/\.ts$/, "")).join(", ")}`,
  );
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), "salone-bench-"));
const summaryFile = path.join(dir, "summary.jsonl");
console.log(
  `# Salone benchmarks${quick ? " (quick: fewer runs, fewer pages)" : ""}\n\n${machineLine()} (at the start)`,
);

const started = performance.now();
let failed = 0;
for (const bench of selected) {
  const args = quick ? QUICK[bench]! : [];
  console.log(`\n## ${[bench, ...args].join(" ")}\n`);
  const benchStarted = performance.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, bench), ...args], {
    stdio: "inherit",
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  if (result.status !== 0) {
    failed++;
    console.log(`\n(${bench} failed with exit code ${result.status ?? result.signal})`);
  }
  console.log(`\n(${bench}: ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min)`);
}

const rows =
  existsSync(summaryFile) ?
    readFileSync(summaryFile, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { figure: string; value: string; reproduce: string })
  : [];
const minutes = (performance.now() - started) / 60_000;
console.log(
  `\n## Summary\n\n${machineLine()} (at the end); ${selected.length} benchmarks in ${minutes.toFixed(1)} min\n`,
);
console.log(
  table(
    ["figure", "value", "reproduce"],
    rows.map((r) => [r.figure, r.value, `\`${r.reproduce}\``]),
  ),
);
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
