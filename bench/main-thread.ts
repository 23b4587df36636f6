/**
 * Where a page load spends the main thread, read from a Chromium trace at DevTools' 4x CPU slowdown
 * at Lighthouse's phone size (412 × 823, DPR 1.75), on loopback, the service worker blocked: per
 * page family, the breakdown of the load (script, style and layout, paint, HTML parsing, other:
 * each trace event's own time, nested events subtracted, on the thread that ran the page) and the
 * tasks over 150 ms after the first contentful paint (target of "Green on a phone": none). Medians
 * of `runs` loads, pages taking turns, the reference app of bench/baseline in the same run.
 *
 * Not measured here yet: the first style and layout against the same markup unstyled, and the
 * whole-page restyles after hydration (the trace's first-paint and element-count readings were not
 * steady enough to trust in a first version).
 *
 *   npx tsx bench/main-thread.ts [runs=3] [family…]
 */
import { launchChromium } from "./support/browser";
import { GROUPS, LONG_TASK_MS, load, type Load } from "./support/main-thread-trace";
import { machineLine, median, ms, summary, table } from "./support/stats";
import { benchTargets, chosenFamilies, startSiteBesideBaseline } from "./support/stack";

const runs = Number(process.argv[2] ?? 3);
const only = process.argv.slice(3);

const stack = await startSiteBesideBaseline();
try {
  const targets = await benchTargets(stack, chosenFamilies(only));
  const browser = await launchChromium();
  const styled = new Map<string, Load[]>(targets.map(([name]) => [name, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of targets) {
        styled.get(name)!.push(await load(browser, url));
      }
    }
  } finally {
    await browser.close();
  }

  console.log(
    `A Chromium trace of each load, 4x CPU slowdown (DevTools), 412 × 823 at DPR 1.75, loopback, the service worker blocked; median of ${runs} loads per page, pages taking turns.`,
  );
  console.log(machineLine());
  console.log();
  const m = (loads: Load[], f: (l: Load) => number) => median(loads.map(f));
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  const verdict = (name: string) => {
    if (name.startsWith("baseline")) return "reference";
    const s = styled.get(name)!;
    const misses: string[] = [];
    if (m(s, (l) => l.longTasks) > 0) misses.push(`a task over ${LONG_TASK_MS} ms`);
    return misses.length ? `missed: ${misses.join(", ")}` : "met";
  };
  console.log(
    table(
      ["page", ...GROUPS, "tasks > 150 ms after FCP", "longest after FCP", "targets"],
      targets.map(([name, url]) => {
        const s = styled.get(name)!;
        return [
          `${name} ${path(url)}`,
          ...GROUPS.map((g) => ms(m(s, (l) => l.breakdown[g]))),
          m(s, (l) => l.longTasks),
          ms(m(s, (l) => l.longest)),
          verdict(name),
        ];
      }),
      ["l", ...GROUPS.map(() => "r" as const), "r", "r", "l"],
    ),
  );
  for (const [name] of targets) {
    const s = styled.get(name)!;
    summary(
      `Main thread at 4x, ${name}`,
      `${GROUPS.map((g) => `${g} ${ms(m(s, (l) => l.breakdown[g]))}`).join(", ")}; longest task after FCP ${ms(m(s, (l) => l.longest))}; ${verdict(name)}`,
      `npx tsx bench/main-thread.ts ${[runs, ...only].join(" ")}`,
    );
  }
  console.log(`\nReproduce: npx tsx bench/main-thread.ts ${[runs, ...only].join(" ")}`);
} finally {
  await stack.stop();
}
