/**
 * One page load's main-thread breakdown, read from a Chromium trace at DevTools' 4x CPU slowdown at
 * Lighthouse's phone size (bench/main-thread.ts says what is counted where). Shared by the bench and
 * the spikes that compare a page with variants of it (bench/spikes/).
 */
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PHONE } from "./browser";
import { mainThread, type TraceEvent } from "./trace";

/** After the load event: the page's code starts once its first screen is painted, then hydrates. */
export const SETTLE_MS = 6000;
export const LONG_TASK_MS = 150;

export const GROUPS = ["script", "style and layout", "paint", "HTML parsing", "other"] as const;
export type Group = (typeof GROUPS)[number];

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

export interface Load {
  breakdown: Record<Group, number>;
  longTasks: number;
  longest: number;
}

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "loading",
  "toplevel",
  "v8.execute",
];

function analyse(events: TraceEvent[], url: string): Load {
  const { pid, tid } = mainThread(events, url);
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
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

export async function load(browser: Browser, url: string): Promise<Load> {
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
