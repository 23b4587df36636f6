/**
 * One Lighthouse run of a URL (bench/lighthouse.ts says which Lighthouse and with what settings): its
 * scores, LCP, CLS, TBT and main-thread breakdown. Shared by the bench and the spikes (bench/spikes/).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser";

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
  benchmarkIndex: number;
  mainThread: Record<BreakdownGroup, number>;
}

export function lighthouse(url: string): Promise<Result> {
  const dir = mkdtempSync(path.join(tmpdir(), "salone-lh-"));
  const report = path.join(dir, "report.json");
  const args = [
    "--yes",
    LIGHTHOUSE,
    url,
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "pipe", "pipe"] });
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
          audits: Record<string, { numericValue?: number; details?: { items?: { group?: string; duration?: number }[] } }>;
        };
        const groups = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
        const spent = (names: readonly string[]) => groups.filter((g) => names.includes(g.group ?? "")).reduce((sum, g) => sum + (g.duration ?? 0), 0);
        if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
        resolve({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)])) as Result["scores"],
          fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
          mainThread: Object.fromEntries(Object.entries(BREAKDOWN).map(([group, names]) => [group, spent(names)])) as Result["mainThread"],
        });
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
