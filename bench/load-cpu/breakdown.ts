/**
 * Where a page load's main-thread CPU goes, finer than bench/main-thread.ts: each trace event's own
 * thread time (`tdur`, nested events subtracted, so a busy machine does not inflate it), grouped as
 * script evaluation, compile, garbage collection, style and layout, paint, image decoding, HTML
 * parsing and the rest (task overhead and events of no group, the largest named), with the tasks
 * counted (all, over 50 ms of wall time at 4x) and, with `--profile`, a sampled CPU profile's self
 * time per script and the heaviest functions. The reference app of bench/baseline in the same run;
 * `--before <checkout>` serves another checkout beside this one.
 *
 *   npx tsx bench/load-cpu/breakdown.ts [runs=3] [family…] [--before <checkout>] [--profile]
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PHONE, launchChromium } from "../support/browser";
import { SETTLE_MS } from "../support/main-thread-trace";
import { machineLine, median, ms, ratio, table } from "../support/stats";
import { BEFORE, benchTargets, chosenFamilies, startSiteBesideBaseline } from "../support/stack";
import { mainThread, type TraceEvent } from "../support/trace";

const args = process.argv.slice(2);
const beforeAt = args.indexOf("--before");
const before = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
const profile = args.includes("--profile");
/** Also each page with JavaScript off: the floor that no change to the page's code can go under. */
const floor = args.includes("--floor");
const NO_JS = " without JS";
/** `--traces <dir>`: each load's trace written there, to read further. */
const tracesAt = args.indexOf("--traces");
const traces = tracesAt >= 0 ? args[tracesAt + 1] : undefined;
const positional = args.filter((a, i) => !a.startsWith("--") && !["--before", "--traces"].includes(args[i - 1]!));
const runs = Number(positional[0] ?? 3);
const only = positional.slice(1);

const GROUPS = ["evaluate", "compile", "GC", "style+layout", "paint", "decode", "parse HTML", "other"] as const;
type Group = (typeof GROUPS)[number];
const GROUP_OF: Record<string, Group> = {
  FunctionCall: "evaluate",
  EvaluateScript: "evaluate",
  "v8.evaluateModule": "evaluate",
  "v8.run": "evaluate",
  RunMicrotasks: "evaluate",
  TimerFire: "evaluate",
  FireAnimationFrame: "evaluate",
  EventDispatch: "evaluate",
  FireIdleCallback: "evaluate",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "v8.produceModuleCache": "compile",
  "v8.produceCache": "compile",
  "V8.CompileCode": "compile",
  "v8.compileLazy": "compile",
  "V8.GCScavenger": "GC",
  MinorGC: "GC",
  MajorGC: "GC",
  "V8.GC_MC_BACKGROUND_EVACUATE_COPY": "GC",
  BlinkGC: "GC",
  "BlinkGC.AtomicPhase": "GC",
  "V8.GCFinalizeMC": "GC",
  "V8.GCIncrementalMarking": "GC",
  UpdateLayoutTree: "style+layout",
  RecalculateStyles: "style+layout",
  Layout: "style+layout",
  ParseAuthorStyleSheet: "style+layout",
  "Document::updateStyle": "style+layout",
  UpdateLayerTree: "paint",
  PrePaint: "paint",
  Paint: "paint",
  CompositeLayers: "paint",
  Layerize: "paint",
  Commit: "paint",
  "Decode Image": "decode",
  ImageDecodeTask: "decode",
  PaintImage: "decode",
  "Decode LazyPixelRef": "decode",
  ParseHTML: "parse HTML",
};

interface Load {
  groups: Record<Group, number>;
  otherByName: Map<string, number>;
  cpu: number;
  tasks: number;
  over50: number;
  longest: number;
  scripts: Map<string, number>;
  functions: Map<string, number>;
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "toplevel",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "disabled-by-default-v8.gc",
];

function analyse(events: TraceEvent[], url: string): Omit<Load, "scripts" | "functions"> {
  const thread = mainThread(events, url);
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const groups = Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>;
  const otherByName = new Map<string, number>();
  const stack: { end: number; group: Group; name: string; cpu: number; childCpu: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      const self = Math.max(0, done.cpu - done.childCpu) / 1000;
      groups[done.group] += self;
      if (done.group === "other") otherByName.set(done.name, (otherByName.get(done.name) ?? 0) + self);
      if (stack.length) stack[stack.length - 1]!.childCpu += done.cpu;
    }
  };
  for (const e of own) {
    close(e.ts);
    if (!stack.length && e.name !== "RunTask") continue;
    const group = GROUP_OF[e.name] ?? (stack.length ? stack[stack.length - 1]!.group : "other");
    stack.push({
      end: e.ts + e.dur!,
      group: e.name === "RunTask" ? "other" : group,
      name: e.name,
      cpu: e.tdur ?? e.dur!,
      childCpu: 0,
    });
  }
  close(Number.POSITIVE_INFINITY);
  const tasks = own.filter((e) => e.name === "RunTask");
  return {
    groups,
    otherByName,
    cpu: tasks.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000,
    tasks: tasks.length,
    over50: tasks.filter((t) => t.dur! / 1000 > 50).length,
    longest: Math.max(0, ...tasks.map((t) => t.dur! / 1000)),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

async function load(browser: Browser, url: string, javaScriptEnabled = true): Promise<Load> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, javaScriptEnabled });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (profile && javaScriptEnabled) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const buffer = await browser.stopTracing();
    if (traces)
      writeFileSync(
        path.join(traces, `${url.replace(/\W+/g, "_")}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}.json`),
        buffer,
      );
    const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const scripts = new Map<string, number>();
    const functions = new Map<string, number>();
    if (profile && javaScriptEnabled) {
      const { profile: p } = (await cdp.send("Profiler.stop")) as unknown as {
        profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
      };
      const byId = new Map(p.nodes.map((n) => [n.id, n]));
      p.samples.forEach((id, i) => {
        const node = byId.get(id)!;
        const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
        const file = node.callFrame.url.replace(/^.*\//, "") || `(${node.callFrame.functionName || "program"})`;
        scripts.set(file, (scripts.get(file) ?? 0) + dt);
        const fn = `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
        functions.set(fn, (functions.get(fn) ?? 0) + dt);
      });
    }
    return { ...analyse(trace.traceEvents, url), scripts, functions };
  } finally {
    await context.close();
  }
}

const stack = await startSiteBesideBaseline({ before });
try {
  const pages = await benchTargets(stack, chosenFamilies(only));
  const targets =
    floor ?
      pages.flatMap((t) => (t[0].endsWith(BEFORE) ? [t] : [t, [`${t[0]}${NO_JS}`, t[1]] as [string, string]]))
    : pages;
  const browser = await launchChromium();
  const loads = new Map<string, Load[]>(targets.map(([name]) => [name, []]));
  const loadAverages: number[] = [];
  try {
    for (let run = 0; run < runs; run++)
      for (const [name, url] of targets) {
        loadAverages.push(loadavg()[0]!);
        loads.get(name)!.push(await load(browser, url, !name.endsWith(NO_JS)));
      }
  } finally {
    await browser.close();
  }
  console.log(
    `Main-thread CPU (trace thread time) of a load at 4x, ${SETTLE_MS / 1000} s after the load event; median of ${runs} loads, pages taking turns.`,
  );
  console.log(
    `${machineLine()}; load average during the loads ${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}\n`,
  );
  const m = (name: string, f: (l: Load) => number) => median(loads.get(name)!.map(f));
  const reference = targets[0]![0];
  const refCpu = m(reference, (l) => l.cpu);
  console.log(
    table(
      ["page", ...GROUPS, "CPU", "÷ reference", "tasks", "> 50 ms", "longest (wall)"],
      targets.map(([name]) => [
        name,
        ...GROUPS.map((g) => ms(m(name, (l) => l.groups[g]))),
        ms(m(name, (l) => l.cpu)),
        ratio(m(name, (l) => l.cpu) / refCpu),
        m(name, (l) => l.tasks),
        m(name, (l) => l.over50),
        ms(m(name, (l) => l.longest)),
      ]),
      ["l", ...GROUPS.map(() => "r" as const), "r", "r", "r", "r", "r"],
    ),
  );
  console.log(`\nGroup as a ratio to the reference's same group:\n`);
  console.log(
    table(
      ["page", ...GROUPS],
      targets.map(([name]) => [
        name,
        ...GROUPS.map((g) =>
          ratio(
            m(name, (l) => l.groups[g]) /
              Math.max(
                0.1,
                m(reference, (l) => l.groups[g]),
              ),
          ),
        ),
      ]),
      ["l", ...GROUPS.map(() => "r" as const)],
    ),
  );
  for (const [name] of targets) {
    const names = new Map<string, number[]>();
    for (const l of loads.get(name)!) for (const [k, v] of l.otherByName) names.set(k, [...(names.get(k) ?? []), v]);
    const top = [...names.entries()]
      .map(([k, v]) => [k, median(v)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    console.log(`\n"other" on ${name}: ${top.map(([k, v]) => `${k} ${ms(v)}`).join(", ")}`);
    if (profile) {
      const sum = (key: "scripts" | "functions") => {
        const all = new Map<string, number[]>();
        for (const l of loads.get(name)!) for (const [k, v] of l[key]) all.set(k, [...(all.get(k) ?? []), v]);
        return [...all.entries()]
          .map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / runs] as const)
          .sort((a, b) => b[1] - a[1]);
      };
      console.log(
        `  profile self time per script (mean): ${sum("scripts")
          .slice(0, 12)
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join(", ")}`,
      );
      console.log(
        `  heaviest functions (mean): ${sum("functions")
          .slice(0, 15)
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join("; ")}`,
      );
    }
  }
  console.log(`\nReproduce: npx tsx bench/load-cpu/breakdown.ts ${args.join(" ")}`);
} finally {
  await stack.stop();
}
