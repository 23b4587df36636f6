/**
 * What drawing the deferred blocks costs once a visitor scrolls: each page loaded at 4x (Lighthouse's
 * phone, the service worker blocked), left to hydrate, then scrolled a screen at a time to the
 * bottom until every block is drawn; the trace covers the scrolling only. Per page: the main thread's
 * CPU (tasks' thread time), its style and layout, the forced layouts (a script asking for a size
 * while the style or layout is stale) and the CSS transitions that ran. Medians of `runs`, pages
 * taking turns; `--before <checkout>` serves another checkout beside this one (its pages named
 * "… before"). The bare app has no deferred blocks: it is not measured here.
 *
 *   npx tsx bench/load-cpu/draw.ts [runs=3] [family…] [--before <checkout>]
 */
import { loadavg } from "node:os";
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PHONE, launchChromium } from "../support/browser";
import { machineLine, median, ms, table } from "../support/stats";
import { benchTargets, chosenFamilies, startSiteBesideBaseline } from "../support/stack";
import type { TraceEvent } from "../support/trace";

const args = process.argv.slice(2);
const beforeAt = args.indexOf("--before");
const before = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--before");
const runs = Number(positional[0] ?? 3);
const only = positional.slice(1);
const STEP_MS = 400;

interface Draw {
  cpu: number;
  styleLayout: number;
  forced: number;
  transitions: number;
}

/** The busiest renderer main thread (the trace starts after the load: no parsing to find it by). */
function rendererMain(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === "RunTask" && mains.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.tdur ?? 0));
  const [pid, tid] = [...busy.entries()]
    .sort((a, b) => b[1] - a[1])[0]![0]
    .split(":")
    .map(Number) as [number, number];
  return { pid, tid };
}

async function draw(browser: Browser, url: string): Promise<Draw> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { transitions: number }).transitions = 0;
      document.addEventListener(
        "transitionrun",
        () => (window as unknown as { transitions: number }).transitions++,
        true,
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => "__reactRouterDataRouter" in window && history.scrollRestoration === "manual");
    await page.waitForTimeout(1000);
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    for (let i = 0; i < 60; i++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, innerHeight);
        const undrawn = document.querySelector(
          ":is(#main > [data-block]:not([data-first]), [data-deferred]):not([data-drawn])",
        );
        return (
          innerHeight + scrollY >= document.documentElement.scrollHeight - 2 &&
          (!undrawn || document.documentElement.hasAttribute("data-blocks-drawn"))
        );
      });
      await page.waitForTimeout(STEP_MS);
      if (done) break;
    }
    await page.waitForTimeout(1000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const thread = rendererMain(events);
    const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X");
    const sum = (names: string[]) =>
      own.filter((e) => names.includes(e.name)).reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
    const forced = own.filter(
      (e) =>
        ["UpdateLayoutTree", "Layout"].includes(e.name) &&
        own.some((o) => o.name === "FunctionCall" && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!),
    ).length;
    return {
      cpu: sum(["RunTask"]),
      styleLayout: sum(["UpdateLayoutTree", "Layout"]),
      forced,
      transitions: await page.evaluate(() => (window as unknown as { transitions: number }).transitions),
    };
  } finally {
    await context.close();
  }
}

const stack = await startSiteBesideBaseline({ before });
try {
  const targets = (await benchTargets(stack, chosenFamilies(only))).slice(1);
  const browser = await launchChromium();
  const results = new Map<string, Draw[]>(targets.map(([name]) => [name, []]));
  const loads: number[] = [];
  try {
    for (let run = 0; run < runs; run++)
      for (const [name, url] of targets) {
        loads.push(loadavg()[0]!);
        results.get(name)!.push(await draw(browser, url));
      }
  } finally {
    await browser.close();
  }
  console.log(
    `Scrolling a loaded page to its bottom a screen at a time, 4x, 412 × 823; median of ${runs}, pages taking turns.`,
  );
  console.log(
    `${machineLine()}; load average during the loads ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
  );
  const m = (name: string, f: (d: Draw) => number) => median(results.get(name)!.map(f));
  console.log(
    table(
      ["page", "main-thread CPU", "style + layout", "forced style/layout", "transitions run"],
      targets.map(([name]) => [
        name,
        ms(m(name, (d) => d.cpu)),
        ms(m(name, (d) => d.styleLayout)),
        m(name, (d) => d.forced),
        m(name, (d) => d.transitions),
      ]),
      ["l", "r", "r", "r", "r"],
    ),
  );
  console.log(`\nReproduce: npx tsx bench/load-cpu/draw.ts ${args.join(" ")}`);
} finally {
  await stack.stop();
}
