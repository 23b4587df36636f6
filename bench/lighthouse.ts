/**
 * Lighthouse 12.8 (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) in
 * Debian's Chromium on every page family (home, menu, a dish, a category, journal, an article,
 * events, an event, a generic page) in both languages: the four category scores and LCP, CLS, TBT,
 * the median of `runs` runs, each page beside the targets of "Green on a phone", then where the main
 * thread's time went (Lighthouse's own breakdown: script, style and layout, paint, HTML parsing and
 * the rest). The reference, measured in the same run and in turn with the site's pages, is the
 * one-route React Router app of bench/baseline served the same way (Express, same compression): LCP is
 * also given as a ratio to its LCP, and a run where it scores under 95 is void (the machine was busy).
 *
 *   npx tsx bench/lighthouse.ts [runs=3] [family…]   e.g. `npx tsx bench/lighthouse.ts 1 home menu`
 *
 * Lighthouse runs through `npx --yes lighthouse@12.8.2` (not a dependency of the project: its own
 * dependencies would weigh on `npm ci`); 12.8.x declares Node >= 18.16.
 */
import { lighthouse, BREAKDOWN, LIGHTHOUSE, type BreakdownGroup, type Result } from "./support/lighthouse-run";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { benchTargets, chosenFamilies, startSiteBesideBaseline } from "./support/stack";

const runs = Number(process.argv[2] ?? 3);
/** Only these families (their names as in the table, without the language), when given. */
const only = process.argv.slice(3);

const stack = await startSiteBesideBaseline();
try {
  const targets = await benchTargets(stack, chosenFamilies(only));

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

  const baseline = results.get(targets[0]![0])!;
  const baseLcp = median(baseline.map((r) => r.lcp));
  const basePerf = median(baseline.map((r) => r.scores.performance));
  /** The targets of "Green on a phone", for one page's medians: "met", or what misses. */
  const verdict = (name: string, m: (f: (x: Result) => number) => number) => {
    if (name.startsWith("baseline")) return basePerf < 95 ? "reference: VOID (under 95, the machine was busy)" : "reference";
    if (!results.get(name)!.length) return "no run finished: see below";
    const misses: string[] = [];
    const perfTarget = name.startsWith("home") || name.startsWith("menu ") ? 95 : 90;
    if (m((x) => x.scores.performance) < perfTarget) misses.push(`perf < ${perfTarget}`);
    for (const c of ["accessibility", "best-practices", "seo"] as const) if (m((x) => x.scores[c]) < 100) misses.push(`${c} < 100`);
    if (m((x) => x.lcp) > 1300) misses.push("LCP > 1.3 s");
    if (m((x) => x.tbt) > 200) misses.push("TBT > 200 ms");
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
        "targets (perf ≥ 90, home and menu ≥ 95; a11y, BP, SEO 100; LCP ≤ 1.3 s; TBT ≤ 200 ms; CLS ≤ 0.01)",
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
  console.log(
    `\nWhere the main thread's time went (Lighthouse's mainthread-work-breakdown at its 4x slowdown, medians; benchmarkIndex ${median([...results.values()].flat().map((r) => r.benchmarkIndex)).toFixed(0)}, median of every run):\n`,
  );
  const groups = Object.keys(BREAKDOWN) as BreakdownGroup[];
  console.log(
    table(
      ["page", ...groups, "all"],
      targets.map(([name, url]) => {
        const r = results.get(name)!;
        const m = (f: (x: Result) => number) => median(r.map(f));
        return [
          `${name} ${url.replace(/^https?:\/\/[^/]+/, "")}`,
          ...groups.map((g) => ms(m((x) => x.mainThread[g]))),
          ms(m((x) => groups.reduce((sum, g) => sum + x.mainThread[g], 0))),
        ];
      }),
      ["l", ...groups.map(() => "r" as const), "r"],
    ),
  );
  if (basePerf < 95) console.log(`\nThis run is VOID: the reference app scored ${basePerf} (under 95): the machine was busy. Run it again.`);
  for (const [name] of targets) {
    const r = results.get(name)!;
    const m = (f: (x: Result) => number) => median(r.map(f));
    summary(
      `Lighthouse mobile, ${name}`,
      `perf ${m((x) => x.scores.performance)}, a11y ${m((x) => x.scores.accessibility)}, best pr. ${m((x) => x.scores["best-practices"])}, SEO ${m((x) => x.scores.seo)}; ` +
        `LCP ${ms(m((x) => x.lcp))} (${ratio(m((x) => x.lcp) / baseLcp)} of baseline), CLS ${m((x) => x.cls).toFixed(3)}, TBT ${ms(m((x) => x.tbt))}; ${verdict(name, m)}`,
      `npx tsx bench/lighthouse.ts ${[runs, ...only].join(" ")}`,
    );
  }
  if (failures.length) console.log(`\nRuns that failed (left out of the medians):\n- ${failures.join("\n- ")}`);
  console.log(`\nReproduce: npx tsx bench/lighthouse.ts ${[runs, ...only].join(" ")}`);
} finally {
  await stack.stop();
}
