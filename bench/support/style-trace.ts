/** Style and layout read from a page load's Chromium trace (bench/first-style.ts). */
import { mainThread, threadEvents, type StackFrame, type TraceEvent } from "./trace";

export interface FirstStyle {
  /** Style recalculation and layout from the document's parsing to its first paint, in ms of the clock. */
  style: number;
  layout: number;
  /** The same in ms of the thread's CPU time: what a busy machine and the throttling leave out. */
  cpuStyle: number;
  cpuLayout: number;
  /** Elements those recalculations styled. */
  elements: number;
}

/**
 * The page's own events on its main thread, from the start of its parsing: an image in SVG is a
 * document of its own, styled, laid out and painted on the same thread under another frame.
 */
function pageEvents(all: TraceEvent[], url: string): { events: TraceEvent[]; start: number } {
  const parse = all.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(url));
  if (!parse) throw new Error(`no ParseHTML event for ${url} in the trace`);
  const frame = parse.args!.beginData!.frame;
  const ofPage = (e: TraceEvent) => {
    const of = e.args?.beginData?.frame ?? (e.args?.data?.frame as string | undefined);
    return of === undefined || of === frame;
  };
  return { events: threadEvents(all, mainThread(all, url)).filter(ofPage), start: parse.ts };
}

function firstPaint(events: TraceEvent[], start: number): number {
  return (
    events.find((e) => e.ts > start && e.name === "Paint" && e.args?.data?.frame !== undefined)?.ts ??
    Number.POSITIVE_INFINITY
  );
}

export function firstStyle(all: TraceEvent[], url: string): FirstStyle {
  const { events, start } = pageEvents(all, url);
  const paint = firstPaint(events, start);
  const before = events.filter((e) => e.ph === "X" && e.ts >= start && e.ts < paint);
  const sum = (name: string, cpu = false) =>
    before.filter((e) => e.name === name).reduce((total, e) => total + ((cpu ? e.tdur : e.dur) ?? 0) / 1000, 0);
  return {
    style: sum("UpdateLayoutTree"),
    layout: sum("Layout"),
    cpuStyle: sum("UpdateLayoutTree", true),
    cpuLayout: sum("Layout", true),
    elements: before
      .filter((e) => e.name === "UpdateLayoutTree")
      .reduce((total, e) => total + (e.args?.elementCount ?? 0), 0),
  };
}

export interface Restyle {
  ms: number;
  elements: number;
  /** What invalidated it: the highest node, the reason, the script's frame. */
  trigger: string;
}

const INVALIDATIONS = new Set([
  "ScheduleStyleInvalidationTracking",
  "StyleRecalcInvalidationTracking",
  "StyleInvalidatorInvalidationTracking",
  "ScheduleStyleRecalculation",
]);

/** The style recalculations after hydration, the largest first. */
export function restyles(all: TraceEvent[], url: string): Restyle[] {
  const { events, start } = pageEvents(all, url);
  const hydrated = all.find((e) => e.name === "salone:hydrated")?.ts;
  if (hydrated === undefined)
    throw new Error(`${url}: the page did not hydrate (no salone:hydrated mark in the trace)`);
  const found: Restyle[] = [];
  let since = start;
  for (const e of events) {
    if (e.name !== "UpdateLayoutTree" || e.ph !== "X") continue;
    if (e.ts >= hydrated) {
      const causes = events.filter((i) => INVALIDATIONS.has(i.name) && i.ts >= since && i.ts <= e.ts);
      found.push({ ms: (e.dur ?? 0) / 1000, elements: e.args?.elementCount ?? 0, trigger: describe(causes, e) });
    }
    since = e.ts + (e.dur ?? 0);
  }
  return found.sort((a, b) => b.elements - a.elements);
}

function frame(stack: StackFrame[] | undefined): string {
  const top = stack?.find((f) => f.url);
  return top ?
      `${top.functionName || "(anonymous)"} ${String(top.url).replace(/^https?:\/\/[^/]+/, "")}:${(top.lineNumber ?? 0) + 1}`
    : "";
}

function describe(causes: TraceEvent[], recalc: TraceEvent): string {
  const seen = new Map<string, number>();
  for (const c of causes) {
    const d = (c.args?.data ?? {}) as Record<string, unknown>;
    const what =
      d.changedClass ? `class .${String(d.changedClass)}`
      : d.changedAttribute ? `attribute [${String(d.changedAttribute)}]`
      : d.changedId ? `id #${String(d.changedId)}`
      : d.changedPseudo ? `pseudo :${String(d.changedPseudo)}`
      : d.reason ? String(d.reason)
      : "";
    if (!what && c.name === "ScheduleStyleRecalculation") continue;
    const node = d.nodeName ? ` on ${String(d.nodeName)}` : "";
    const where = frame(d.stackTrace as StackFrame[] | undefined);
    const key = `${what || c.name}${node}${where ? ` (${where})` : ""}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const forced = frame(recalc.args?.beginData?.stackTrace);
  const top = [...seen.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, n]) => (n > 1 ? `${k} ×${n}` : k));
  return [top.join("; ") || "no invalidation recorded", forced ? `forced by ${forced}` : ""].filter(Boolean).join("; ");
}

export interface SelectorCost {
  selector: string;
  /** In ms. */
  elapsed: number;
  attempts: number;
  matches: number;
}

/** The selectors' figures summed over the style recalculations before the first paint. */
export function selectorCosts(all: TraceEvent[], url: string): SelectorCost[] {
  const thread = mainThread(all, url);
  const { events, start } = pageEvents(all, url);
  const paint = firstPaint(events, start);
  const totals = new Map<string, SelectorCost>();
  for (const e of all) {
    if (e.name !== "SelectorStats" || e.pid !== thread.pid || e.ts < start || e.ts > paint) continue;
    for (const t of e.args?.selector_stats?.selector_timings ?? []) {
      const now = totals.get(t.selector) ?? { selector: t.selector, elapsed: 0, attempts: 0, matches: 0 };
      totals.set(t.selector, {
        selector: t.selector,
        elapsed: now.elapsed + t["elapsed (us)"] / 1000,
        attempts: now.attempts + t.match_attempts,
        matches: now.matches + t.match_count,
      });
    }
  }
  return [...totals.values()];
}
