/** Small helpers every benchmark shares: medians, percentiles, number formatting, tables. */
import { execSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { loadavg } from "node:os";

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : "n/a");
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "n/a");

export function table(headers: string[], rows: (string | number)[][], align: ("l" | "r")[] = []): string {
  const sep = headers.map((_, i) => (align[i] === "r" ? "---:" : "---"));
  return [headers, sep, ...rows.map((r) => r.map(String))].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

/** One line that says how busy the machine was: figures from a loaded machine are read with care. */
export function machineLine(): string {
  const [one, five] = loadavg();
  let cpu = "";
  try {
    cpu = execSync("nproc", { encoding: "utf8" }).trim();
  } catch {
    cpu = "?";
  }
  return `Machine: ${cpu} cores, load average ${one!.toFixed(2)} (1 min) / ${five!.toFixed(2)} (5 min), Node ${process.version}`;
}

/**
 * One headline figure for the summary table `npm run bench` prints at the end (bench/run.ts sets
 * BENCH_SUMMARY_FILE; run alone, a benchmark just prints its own tables).
 */
export function summary(figure: string, value: string, reproduce: string): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ figure, value, reproduce })}\n`);
}
