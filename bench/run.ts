/**
 * `npm run bench`: runs every benchmark under bench/ in turn, each printing its own tables and the
 * command that reproduces them, then one summary table of the headline figures.
 *
 *   npm run bench                        all of them (about 45 minutes on 2 cores)
 *   npm run bench -- throughput growth   only those (file names without .ts)
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
  "lighthouse.ts",
  "throughput.ts",
  "stale-page.ts",
  "varnish.ts",
  "content-query.ts",
  "growth.ts",
  "memory.ts",
];

const wanted = process.argv.slice(2).map((name) => name.replace(/\.ts$/, ""));
const selected = wanted.length ? BENCHES.filter((b) => wanted.includes(b.replace(/\.ts$/, ""))) : BENCHES;
const unknown = wanted.filter((w) => !BENCHES.includes(`${w}.ts`));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${BENCHES.map((b) => b.replace(/\.ts$/, "")).join(", ")}`);
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), "salone-bench-"));
const summaryFile = path.join(dir, "summary.jsonl");
console.log(`# Salone benchmarks\n\n${machineLine()} (at the start)`);

let failed = 0;
for (const bench of selected) {
  console.log(`\n## ${bench}\n`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, bench)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  if (result.status !== 0) {
    failed++;
    console.log(`\n(${bench} failed with exit code ${result.status ?? result.signal})`);
  }
}

const rows =
  existsSync(summaryFile) ?
    readFileSync(summaryFile, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { figure: string; value: string; reproduce: string })
  : [];
console.log(`\n## Summary\n\n${machineLine()} (at the end)\n`);
console.log(
  table(
    ["figure", "value", "reproduce"],
    rows.map((r) => [r.figure, r.value, `\`${r.reproduce}\``]),
  ),
);
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
