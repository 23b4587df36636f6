/**
 * Lighthouse 12.8 (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) in
 * Debian's Chromium on the home page, the menu, a menu entry, the journal, an article and a generic
 * page, in both languages: the four category scores and LCP, CLS, TBT, the median of `runs` runs,
 * each page beside the targets of "Fast on a phone". The reference, measured in
 * the same run and in turn with the site's pages, is the one-route React Router app of bench/baseline
 * served the same way (Express, same compression): LCP is also given as a ratio to its LCP.
 *
 *   npx tsx bench/lighthouse.ts [runs=3] [pages=home,menu,...]   (every page family when not given)
 *
 * Lighthouse runs through `npx --yes lighthouse@12.8.2` (not a dependency of the project: its own
 * dependencies would weigh on `npm ci`); 12.8.x declares Node >= 18.16.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/browser";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { benchTargets, startSiteBesideBaseline } from "./support/stack";

export const LIGHTHOUSE = "lighthouse@12.8.2";
const runs = Number(process.argv[2] ?? 3);
const only = process.argv[3]?.split(",");
const reproduce = `npx tsx bench/lighthouse.ts ${runs}${only ? ` ${only.join(",")}` : ""}`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Result {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
}

function lighthouse(url: string): Promise<Result> {
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
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number }>;
        };
        if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
        resolve({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)])) as Result["scores"],
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        });
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const stack = await startSiteBesideBaseline();
try {
  const families: Parameters<typeof benchTargets>[1] = [
    ["home", (p) => p.home],
    ["menu", (p) => p.menu],
    ["menu entry", (p) => p.menuEntry],
    ["journal", (p) => p.journal],
    ["article", (p) => p.article],
    ["page", (p) => p.page],
  ];
  const unknown = only?.filter((name) => !families.some(([family]) => family === name)) ?? [];
  if (unknown.length) throw new Error(`unknown page families: ${unknown.join(", ")} (known: ${families.map(([f]) => f).join(", ")})`);
  const targets = await benchTargets(
    stack,
    families.filter(([name]) => !only || only.includes(name)),
  );

  const results = new Map<string, Result[]>(targets.map(([name]) => [name, []]));
  const failures: string[] = [];
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of targets) {
      try {
        results.get(name)!.push(await lighthouse(url));
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message.split("\n")[0]}`);
      }
    }
  }

  const baseLcp = median(results.get(targets[0]![0])!.map((r) => r.lcp));
  /** The targets of "Fast on a phone", for one page's medians: "met", or what misses. */
  const verdict = (name: string, m: (f: (x: Result) => number) => number) => {
    if (name.startsWith("baseline")) return "reference";
    const misses: string[] = [];
    const perfTarget = name.startsWith("home") ? 100 : 98;
    if (m((x) => x.scores.performance) < perfTarget) misses.push(`perf < ${perfTarget}`);
    for (const c of ["accessibility", "best-practices", "seo"] as const) if (m((x) => x.scores[c]) < 100) misses.push(`${c} < 100`);
    if (m((x) => x.lcp) > 1500) misses.push("LCP > 1.5 s");
    if (m((x) => x.tbt) > 100) misses.push("TBT > 100 ms");
    if (m((x) => x.cls) > 0.01) misses.push("CLS > 0.01");
    return misses.length ? `missed: ${misses.join(", ")}` : "met";
  };
  console.log(
    `Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile preset (simulated throttling), Debian Chromium headless; median of ${runs} runs per page, pages taking turns.`,
  );
  console.log(machineLine());
  console.log();
  console.log(
    table(
      [
        "page",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "LCP",
        "LCP / baseline",
        "CLS",
        "TBT",
        "runs",
        "targets (perf ≥ 98, home 100; a11y, BP, SEO 100; LCP ≤ 1.5 s; TBT ≤ 100 ms; CLS ≤ 0.01)",
      ],
      targets.map(([name, url]) => {
        const r = results.get(name)!;
        const m = (f: (x: Result) => number) => median(r.map(f));
        return [
          `${name} ${url.replace(/^https?:\/\/[^/]+/, "")}`,
          m((x) => x.scores.performance),
          m((x) => x.scores.accessibility),
          m((x) => x.scores["best-practices"]),
          m((x) => x.scores.seo),
          ms(m((x) => x.lcp)),
          ratio(m((x) => x.lcp) / baseLcp),
          m((x) => x.cls).toFixed(3),
          ms(m((x) => x.tbt)),
          r.length,
          verdict(name, m),
        ];
      }),
      ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
    ),
  );
  for (const [name] of targets) {
    const r = results.get(name)!;
    const m = (f: (x: Result) => number) => median(r.map(f));
    summary(
      `Lighthouse mobile, ${name}`,
      `perf ${m((x) => x.scores.performance)}, a11y ${m((x) => x.scores.accessibility)}, best pr. ${m((x) => x.scores["best-practices"])}, SEO ${m((x) => x.scores.seo)}; ` +
        `LCP ${ms(m((x) => x.lcp))} (${ratio(m((x) => x.lcp) / baseLcp)} of baseline), CLS ${m((x) => x.cls).toFixed(3)}, TBT ${ms(m((x) => x.tbt))}; ${verdict(name, m)}`,
      reproduce,
    );
  }
  if (failures.length) console.log(`\nRuns that failed (left out of the medians):\n- ${failures.join("\n- ")}`);
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  await stack.stop();
}
