/**
 * One Lighthouse run of a URL (bench/lighthouse.ts says which Lighthouse and with what settings): its
 * scores, LCP, CLS, TBT, the longest task after the first paint, the main-thread breakdown, and the
 * main thread's CPU time in its trace. Shared by the bench and the spikes (bench/spikes/).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser";
import { mainThreadCpu } from "./main-thread-cpu";
import { freePort } from "../../tests/e2e/support/stack";
import type { TraceEvent } from "./trace";

export const LIGHTHOUSE = "lighthouse@12.8.2";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Lighthouse's main-thread groups, folded into the four the issue reads. */
export const BREAKDOWN = {
  script: ["scriptEvaluation", "scriptParseCompile", "garbageCollection"],
  "style and layout": ["styleLayout"],
  paint: ["paintCompositeRender"],
  "HTML parsing": ["parseHTML"],
  other: ["other"],
} as const;
export type BreakdownGroup = keyof typeof BREAKDOWN;

export interface Result {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The longest task that ends after the first contentful paint (Lighthouse's long-tasks audit, simulated). */
  longestAfterFcp: number;
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  multiplier: number;
  /** Lighthouse's breakdown: the trace's wall time of each group, times the slowdown. */
  mainThread: Record<BreakdownGroup, number>;
  /**
   * The renderer main thread's own CPU time over the load, in the trace (unthrottled, not multiplied):
   * unlike the wall time Lighthouse breaks down, it does not grow while the thread waits for a core
   * another process holds (main-thread-cpu.ts).
   */
  cpu: number;
}

/** Lighthouse's default CPU slowdown for its mobile preset. */
export const DEFAULT_MULTIPLIER = 4;

/**
 * The CPU slowdown that makes a host stand for a mid-tier phone, from the `benchmarkIndex` Lighthouse
 * measures on it: the curve of Lighthouse's CPU throttling calculator (patrickhulce/lighthouse-cpu-
 * throttling-calculator, linked from Lighthouse's docs/throttling.md): 150 is 1x, 800 is 2x, 1300 is
 * 3x, 1533 is the default 4x, and each 233 above 1300 adds one more (12x at 3,400).
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(`benchmarkIndex ${benchmarkIndex}: too slow a host to stand for a phone`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

export async function lighthouse(
  url: string,
  { multiplier = DEFAULT_MULTIPLIER }: { multiplier?: number } = {},
): Promise<Result> {
  // Chromium's debugging port, from the range PORTS gives when it is set (freePort).
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "salone-lh-"));
  const report = path.join(dir, "report.json");
  const args = [
    "--yes",
    LIGHTHOUSE,
    url,
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    `--port=${port}`,
    // The trace, beside the report: its CPU time (main-thread-cpu.ts).
    "--save-assets",
    `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}:\n${output.slice(-2000)}`);
        const lhr = JSON.parse(readFileSync(report, "utf8")) as {
          runtimeError?: { message: string };
          environment?: { benchmarkIndex?: number };
          categories: Record<string, { score: number | null }>;
          audits: Record<
            string,
            { numericValue?: number; details?: { items?: { group?: string; duration?: number; startTime?: number }[] } }
          >;
          configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
        };
        const groups = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
        const spent = (names: readonly string[]) =>
          groups.filter((g) => names.includes(g.group ?? "")).reduce((sum, g) => sum + (g.duration ?? 0), 0);
        if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN;
        const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
        const trace = JSON.parse(readFileSync(path.join(dir, "report-0.trace.json"), "utf8")) as {
          traceEvents: TraceEvent[];
        };
        resolve({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)]),
          ) as Result["scores"],
          fcp,
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          longestAfterFcp: Math.max(
            0,
            ...longTasks.filter((t) => (t.startTime ?? 0) + (t.duration ?? 0) > fcp).map((t) => t.duration ?? 0),
          ),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
          multiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? multiplier,
          mainThread: Object.fromEntries(
            Object.entries(BREAKDOWN).map(([group, names]) => [group, spent(names)]),
          ) as Result["mainThread"],
          cpu: mainThreadCpu(trace.traceEvents, url),
        });
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
