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
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PHONE, launchChromium } from "./support/browser";
import { machineLine, median, ms, summary, table } from "./support/stats";
import { benchTargets, chosenFamilies, startSiteBesideBaseline } from "./support/stack";
import { mainThread, type TraceEvent } from "./support/trace";

const runs = Number(process.argv[2] ?? 3);
const only = process.argv.slice(3);
/** After the load event: the page's code starts once its first screen is painted, then hydrates. */
const SETTLE_MS = 6000;
const LONG_TASK_MS = 150;

const GROUPS = ["script", "style and layout", "paint", "HTML parsing", "other"] as const;
type Group = (typeof GROUPS)[number];

/** Trace events by the group their own time is counted in; every other event's own time is "other". */
const GROUP_OF: Record<string, Group> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  "v8.produceModuleCache": "script",
  "v8.run": "script",
  "V8.GCScavenger": "script",
  MajorGC: "script",
  MinorGC: "script",
  RunMicrotasks: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  EventDispatch: "script",
  FireIdleCallback: "script",
  UpdateLayoutTree: "style and layout",
  RecalculateStyles: "style and layout",
  Layout: "style and layout",
  LayoutShift: "style and layout",
  UpdateLayerTree: "paint",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  "Decode Image": "paint",
  CompositeLayers: "paint",
  Layerize: "paint",
  Commit: "paint",
  ParseHTML: "HTML parsing",
  ParseAuthorStyleSheet: "style and layout",
};

interface Load {
  breakdown: Record<Group, number>;
  longTasks: number;
  longest: number;
}

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "toplevel", "v8.execute"];

function analyse(events: TraceEvent[], url: string): Load {
  const { pid, tid } = mainThread(events, url);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && typeof e.dur === "number").sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const fcp = events.find((e) => e.name === "firstContentfulPaint")?.ts ?? Number.POSITIVE_INFINITY;

  // Each event's own time: its duration less that of the events nested in it.
  const breakdown = Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>;
  const stack: { end: number; group: Group; event: TraceEvent; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      breakdown[done.group] += Math.max(0, done.event.dur! - done.childTime) / 1000;
      if (stack.length) stack[stack.length - 1]!.childTime += done.event.dur!;
    }
  };
  for (const event of own) {
    close(event.ts);
    if (!stack.length && event.name !== "RunTask") continue; // outside a task: not the thread's work
    const group = GROUP_OF[event.name] ?? (stack.length ? stack[stack.length - 1]!.group : "other");
    stack.push({ end: event.ts + event.dur!, group: event.name === "RunTask" ? "other" : group, event, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);

  const tasks = own.filter((e) => e.name === "RunTask");
  const longAfterFcp = tasks.filter((t) => t.ts + t.dur! > fcp && t.dur! / 1000 > LONG_TASK_MS);
  return {
    breakdown,
    longTasks: longAfterFcp.length,
    longest: Math.max(0, ...tasks.filter((t) => t.ts + t.dur! > fcp).map((t) => t.dur! / 1000)),
  };
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return analyse(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

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
