/**
 * The main thread's long tasks as a page loads, observed (not simulated) in Debian's Chromium with
 * DevTools' 4x CPU slowdown at Lighthouse's phone size (412 × 823 at DPR 1.75), on loopback without
 * network throttling: the blocking time after the first contentful paint (the sum over long tasks of
 * their time past 50 ms, as Lighthouse's TBT counts it), the longest task, and the first contentful
 * paint, medians of `runs` loads per page. Pages take turns, each load in a fresh context with the
 * service worker blocked, and the reference app of bench/baseline is measured in the same run.
 *
 * Lighthouse's simulated TBT (bench/lighthouse.ts) places the same tasks on a simulated timeline and
 * moves by hundreds of milliseconds from one run to the next on this machine; this is the steadier
 * lens for telling whether a change shortens the main thread's tasks. It has no target of its own.
 *
 *   npx tsx bench/blocking-time.ts [runs=5]
 */
import { LIGHTHOUSE_PHONE, launchChromium } from "./support/browser";
import { machineLine, median, ms, summary, table } from "./support/stats";
import { benchTargets, startSiteBesideBaseline } from "./support/stack";

const runs = Number(process.argv[2] ?? 5);
/** After the load event: the page's code starts once its first screen is painted, then hydrates. */
const SETTLE_MS = 7000;

interface Load {
  fcp: number;
  blocking: number;
  longest: number;
}

const stack = await startSiteBesideBaseline();
try {
  const targets = await benchTargets(stack, [
    ["home", (p) => p.home],
    ["menu", (p) => p.menu],
    ["article", (p) => p.article],
    ["page", (p) => p.page],
  ]);

  const browser = await launchChromium();
  const loads = new Map<string, Load[]>(targets.map(([name]) => [name, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of targets) {
        const context = await browser.newContext(LIGHTHOUSE_PHONE);
        try {
          const page = await context.newPage();
          // A string, not a function: tsx names the functions it compiles with a helper the page does not have.
          await page.addInitScript(`(() => {
            window.__longTasks = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
            }).observe({ type: "longtask", buffered: true });
          })()`);
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          await page.goto(url, { waitUntil: "load" });
          await page.waitForTimeout(SETTLE_MS);
          const load = (await page.evaluate(`(() => {
            const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
            const after = window.__longTasks.filter(([start, duration]) => start + duration > fcp);
            return {
              fcp,
              blocking: after.reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50), 0),
              longest: Math.max(0, ...after.map(([, duration]) => duration)),
            };
          })()`)) as Load;
          loads.get(name)!.push(load);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }

  console.log(
    `Long tasks observed in Debian Chromium, 4x CPU slowdown (DevTools), 412 × 823 at DPR 1.75, loopback without network throttling; median of ${runs} loads per page, pages taking turns.`,
  );
  console.log(machineLine());
  console.log();
  const m = (name: string, f: (load: Load) => number) => median(loads.get(name)!.map(f));
  console.log(
    table(
      ["page", "blocking time after FCP", "runs (blocking time)", "longest task", "FCP"],
      targets.map(([name, url]) => [
        `${name} ${url.replace(/^https?:\/\/[^/]+/, "")}`,
        ms(m(name, (l) => l.blocking)),
        loads
          .get(name)!
          .map((l) => Math.round(l.blocking))
          .join(", "),
        ms(m(name, (l) => l.longest)),
        ms(m(name, (l) => l.fcp)),
      ]),
      ["l", "r", "l", "r", "r"],
    ),
  );
  for (const [name] of targets) {
    summary(
      `Observed blocking time, ${name}`,
      `${ms(m(name, (l) => l.blocking))} after FCP (longest task ${ms(m(name, (l) => l.longest))}, FCP ${ms(m(name, (l) => l.fcp))}); no target, for direction`,
      `npx tsx bench/blocking-time.ts ${runs}`,
    );
  }
  console.log(`\nReproduce: npx tsx bench/blocking-time.ts ${runs}`);
} finally {
  await stack.stop();
}
