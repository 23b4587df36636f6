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
import { launchChromium } from "./support/browser";
import { buildBaseline } from "./support/first-load";
import { machineLine, median, ms, summary, table } from "./support/stats";
import { freePortFor, pagePaths, snapshotSiteBuild, spawnReady, startContent, startSite, type Running } from "./support/stack";

const runs = Number(process.argv[2] ?? 5);
/** After the load event: the page's code starts once its first screen is painted, then hydrates. */
const SETTLE_MS = 7000;

interface Load {
  fcp: number;
  blocking: number;
  longest: number;
}

const snapshot = snapshotSiteBuild();
const baselineBuild = buildBaseline();
const running: Running[] = [];
try {
  const content = await startContent();
  running.push(content);
  const site = await startSite(content.url, snapshot.buildDir);
  running.push(site);
  const baselinePort = await freePortFor();
  const baseline = await spawnReady(
    "bench/support/baseline-main.ts",
    { BASELINE_BUILD_DIR: baselineBuild.buildDir, PORT: String(baselinePort) },
    /Baseline is serving/,
    `http://127.0.0.1:${baselinePort}`,
  );
  running.push(baseline);

  const targets: [string, string][] = [["baseline (RR7, one route)", `${baseline.url}/`]];
  for (const [lang, prefix] of [
    ["it", ""],
    ["en", "/en"],
  ] as const) {
    const paths = await pagePaths(content.url, prefix);
    targets.push([`home (${lang})`, `${site.url}${paths.home}`], [`menu (${lang})`, `${site.url}${paths.menu}`]);
    targets.push([`article (${lang})`, `${site.url}${paths.article}`], [`page (${lang})`, `${site.url}${paths.page}`]);
  }
  for (const [, url] of targets) {
    const response = await fetch(url); // warm-up: the server's JIT and content cache, and a 200 check
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }

  const browser = await launchChromium();
  const loads = new Map<string, Load[]>(targets.map(([name]) => [name, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of targets) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: "block",
        });
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
  for (const r of running.reverse()) await r.stop();
  baselineBuild.dispose();
  snapshot.dispose();
}
