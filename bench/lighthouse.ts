/**
 * Lighthouse 12.8 (mobile preset: Moto G Power viewport, simulated slow 4G and CPU slowdown) in
 * Debian's Chromium on every page family (home, menu, a dish, a category, journal, an article,
 * events, an event, a generic page) in both languages, at two CPU slowdowns: Lighthouse's default 4x,
 * then the slowdown that makes this host stand for a mid-tier phone, from the `benchmarkIndex` the 4x
 * runs measured (Lighthouse's CPU throttling calculator: 3 + (index - 1300) / 233 above 1,300).
 *
 * Per page and slowdown, medians of `runs` runs: the four category scores, LCP, CLS, TBT, the longest
 * task after the first contentful paint; the main thread's work (Lighthouse's mainthread-work-breakdown:
 * script, style and layout, paint, HTML parsing, other) and its total and script as ratios to the
 * reference's; and the main thread's CPU time in the trace, also as a ratio (main-thread-cpu.ts: it
 * does not grow while the thread waits for a core, as the breakdown's wall time does on a busy
 * machine). The reference, measured in the same run and in turn with the site's pages, is the
 * one-route React Router app of bench/baseline served the same way (Express, same compression); a
 * slowdown's runs are void when it scores under 95 (the machine was busy). Each table gives the
 * load average and the benchmarkIndex.
 *
 *   npx tsx bench/lighthouse.ts [runs=3] [family…] [--before <checkout>] [--multiplier 4|calibrated|both]
 *
 * `--before <checkout>`: another checkout of the site (the tree before a change, with its
 * node_modules; built there when it has no build) served beside this one by its own server, each of
 * its pages measured right before this one's, and the ratios printed side by side (decision 0080).
 *
 * Lighthouse runs through `npx --yes lighthouse@12.8.2` (not a dependency of the project: its own
 * dependencies would weigh on `npm ci`); 12.8.x declares Node >= 18.16.
 */
import { loadavg } from "node:os";
import {
  lighthouse,
  BREAKDOWN,
  LIGHTHOUSE,
  DEFAULT_MULTIPLIER,
  calibratedMultiplier,
  type BreakdownGroup,
  type Result,
} from "./support/lighthouse-run";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { BEFORE, benchTargets, chosenFamilies, startSiteBesideBaseline } from "./support/stack";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const before = option("--before");
const which = option("--multiplier") ?? "both";
if (!["4", "calibrated", "both"].includes(which)) throw new Error(`--multiplier: 4, calibrated or both (not ${which})`);
const positional = args.filter(
  (arg, i) => !arg.startsWith("--") && !["--before", "--multiplier"].includes(args[i - 1]!),
);
const runs = Number(positional[0] ?? 3);
/** Only these families (their names as in the table, without the language), when given. */
const only = positional.slice(1);
const reproduce = `npx tsx bench/lighthouse.ts ${[runs, ...only, ...(before ? ["--before", before] : []), ...(which !== "both" ? ["--multiplier", which] : [])].join(" ")}`;

/** The targets of the main-thread work against the bare app and of "Green on a phone". */
const RATIO_TARGET = 2;
const groups = Object.keys(BREAKDOWN) as BreakdownGroup[];
const total = (r: Result) => groups.reduce((sum, g) => sum + r.mainThread[g], 0);

interface Phase {
  label: string;
  multiplier: number;
  calibrated: boolean;
  results: Map<string, Result[]>;
  failures: string[];
  loads: number[];
}

const stack = await startSiteBesideBaseline({ before });
try {
  const targets = await benchTargets(stack, chosenFamilies(only));
  const reference = targets[0]![0];

  async function measure(label: string, multiplier: number, calibrated: boolean): Promise<Phase> {
    const phase: Phase = {
      label,
      multiplier,
      calibrated,
      results: new Map(targets.map(([name]) => [name, []])),
      failures: [],
      loads: [],
    };
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of targets) {
        phase.loads.push(loadavg()[0]!);
        try {
          phase.results.get(name)!.push(await lighthouse(url, { multiplier }));
        } catch (error) {
          phase.failures.push(`${name}: ${(error as Error).message.split("\n")[0]}`);
        }
      }
    }
    return phase;
  }

  const phases: Phase[] = [];
  let index: number | undefined;
  if (which !== "calibrated") {
    const phase = await measure(`the default ${DEFAULT_MULTIPLIER}x`, DEFAULT_MULTIPLIER, false);
    phases.push(phase);
    index = median([...phase.results.values()].flat().map((r) => r.benchmarkIndex));
  }
  if (which !== "4") {
    // The slowdown comes from this run's own benchmarkIndex: the 4x runs', or a run of the reference's.
    index ??= (await lighthouse(targets[0]![1])).benchmarkIndex;
    const multiplier = Math.round(calibratedMultiplier(index) * 10) / 10;
    phases.push(await measure(`the calibrated ${multiplier}x (benchmarkIndex ${index.toFixed(0)})`, multiplier, true));
  }

  console.log(
    `Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile preset (simulated throttling), Debian Chromium headless; median of ${runs} runs per page, pages taking turns.`,
  );
  console.log(machineLine());
  for (const phase of phases) report(phase);
  console.log(`\nReproduce: ${reproduce}`);

  function report({ label, calibrated, results, failures, loads }: Phase): void {
    const m = (name: string, f: (x: Result) => number) => median(results.get(name)!.map(f));
    const baseTotal = m(reference, total);
    const baseScript = m(reference, (x) => x.mainThread.script);
    const baseCpu = m(reference, (x) => x.cpu);
    const basePerf = m(reference, (x) => x.scores.performance);
    const bi = median([...results.values()].flat().map((r) => r.benchmarkIndex));
    const isBefore = (name: string) => name.endsWith(BEFORE);
    /** What a page misses of the targets at this slowdown (the reference: whether the run counts). */
    const verdict = (name: string) => {
      if (name === reference) return basePerf < 95 ? "reference: VOID (under 95, the machine was busy)" : "reference";
      if (!results.get(name)!.length) return "no run finished: see below";
      const misses: string[] = [];
      if (m(name, total) / baseTotal > RATIO_TARGET) misses.push(`main thread > ${RATIO_TARGET}x`);
      if (m(name, (x) => x.mainThread.script) / baseScript > RATIO_TARGET) misses.push(`script > ${RATIO_TARGET}x`);
      if (calibrated) {
        const perfTarget = name.startsWith("home") || name.startsWith("menu ") ? 95 : 90;
        if (m(name, (x) => x.scores.performance) < perfTarget) misses.push(`perf < ${perfTarget}`);
        if (m(name, (x) => x.tbt) > 200) misses.push("TBT > 200 ms");
        if (m(name, (x) => x.longestAfterFcp) > 150) misses.push("a task > 150 ms after FCP");
      } else {
        for (const c of ["accessibility", "best-practices", "seo"] as const)
          if (m(name, (x) => x.scores[c]) < 100) misses.push(`${c} < 100`);
        if (m(name, (x) => x.lcp) > 1300) misses.push("LCP > 1.3 s");
        if (m(name, (x) => x.cls) > 0.01) misses.push("CLS > 0.01");
      }
      return misses.length ? `missed: ${misses.join(", ")}` : "met";
    };
    const targetsLine =
      calibrated ?
        `main thread and script ≤ ${RATIO_TARGET}x the reference's; perf ≥ 90 (home, menu ≥ 95); TBT ≤ 200 ms; no task > 150 ms after FCP`
      : `main thread and script ≤ ${RATIO_TARGET}x the reference's; a11y, BP, SEO 100; LCP ≤ 1.3 s; CLS ≤ 0.01`;
    console.log(
      `\n### At ${label}\n\nLoad average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during these runs; benchmarkIndex ${bi.toFixed(0)} (median of every run).\n`,
    );
    console.log(
      table(
        [
          "page",
          "perf",
          "a11y",
          "BP",
          "SEO",
          "LCP",
          "CLS",
          "TBT",
          "longest task after FCP",
          "main thread",
          "÷ reference",
          "script",
          "÷ reference",
          "CPU (trace)",
          "÷ reference",
          "runs",
          `targets (${targetsLine})`,
        ],
        targets.map(([name, url]) => {
          const r = results.get(name)!;
          return [
            `${name} ${url.replace(/^https?:\/\/[^/]+/, "")}`,
            m(name, (x) => x.scores.performance),
            m(name, (x) => x.scores.accessibility),
            m(name, (x) => x.scores["best-practices"]),
            m(name, (x) => x.scores.seo),
            ms(m(name, (x) => x.lcp)),
            m(name, (x) => x.cls).toFixed(3),
            ms(m(name, (x) => x.tbt)),
            ms(m(name, (x) => x.longestAfterFcp)),
            ms(m(name, total)),
            ratio(m(name, total) / baseTotal),
            ms(m(name, (x) => x.mainThread.script)),
            ratio(m(name, (x) => x.mainThread.script) / baseScript),
            ms(m(name, (x) => x.cpu)),
            ratio(m(name, (x) => x.cpu) / baseCpu),
            r.length,
            verdict(name),
          ];
        }),
        ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
      ),
    );
    console.log(`\nWhere the main thread's time went (Lighthouse's mainthread-work-breakdown, medians):\n`);
    console.log(
      table(
        ["page", ...groups, "all"],
        targets.map(([name, url]) => [
          `${name} ${url.replace(/^https?:\/\/[^/]+/, "")}`,
          ...groups.map((g) => ms(m(name, (x) => x.mainThread[g]))),
          ms(m(name, total)),
        ]),
        ["l", ...groups.map(() => "r" as const), "r"],
      ),
    );
    if (before) {
      console.log(`\nBefore and after, in the same runs (ratios to the reference's; after ÷ before):\n`);
      console.log(
        table(
          [
            "page",
            "main thread before",
            "after",
            "after ÷ before",
            "script before",
            "after",
            "CPU before",
            "after",
            "TBT before",
            "after",
          ],
          targets
            .filter(([name]) => name !== reference && !isBefore(name))
            .map(([name]) => {
              const was = `${name}${BEFORE}`;
              return [
                name,
                ratio(m(was, total) / baseTotal),
                ratio(m(name, total) / baseTotal),
                ratio(m(name, total) / m(was, total)),
                ratio(m(was, (x) => x.mainThread.script) / baseScript),
                ratio(m(name, (x) => x.mainThread.script) / baseScript),
                ratio(m(was, (x) => x.cpu) / baseCpu),
                ratio(m(name, (x) => x.cpu) / baseCpu),
                ms(m(was, (x) => x.tbt)),
                ms(m(name, (x) => x.tbt)),
              ];
            }),
          ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
        ),
      );
    }
    if (basePerf < 95)
      console.log(
        `\nThese runs are VOID: the reference app scored ${basePerf} (under 95): the machine was busy. Run them again.`,
      );
    for (const [name] of targets) {
      if (isBefore(name)) continue;
      summary(
        `Lighthouse mobile at ${label}, ${name}`,
        `perf ${m(name, (x) => x.scores.performance)}, TBT ${ms(m(name, (x) => x.tbt))}, LCP ${ms(m(name, (x) => x.lcp))}, CLS ${m(name, (x) => x.cls).toFixed(3)}; ` +
          `main thread ${ratio(m(name, total) / baseTotal)} and script ${ratio(m(name, (x) => x.mainThread.script) / baseScript)} the reference's; ${verdict(name)}`,
        reproduce,
      );
    }
    if (failures.length) console.log(`\nRuns that failed (left out of the medians):\n- ${failures.join("\n- ")}`);
  }
} finally {
  await stack.stop();
}
