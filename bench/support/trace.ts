/** Reading Chromium traces (the `devtools.timeline` events) the way the main-thread benches need. */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (not the time it waited for a core, or for DevTools' CPU throttling). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: Record<string, unknown>;
    elementCount?: number;
    name?: string;
    beginData?: { url?: string; frame?: string; stackTrace?: StackFrame[] } & Record<string, unknown>;
    selector_stats?: { selector_timings?: SelectorTiming[] };
  };
}

export interface StackFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** One selector's figures in a style recalculation (`disabled-by-default-blink.debug`'s SelectorStats). */
export interface SelectorTiming {
  selector: string;
  /** In microseconds. */
  "elapsed (us)": number;
  match_attempts: number;
  match_count: number;
  fast_reject_count: number;
}

/**
 * The renderer main thread of the page: of the threads that parsed the page's own HTML (a navigation
 * can start in one renderer and commit in another), the one that spent the most time in tasks.
 */
export function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const parsers = new Set(
    events
      .filter((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(url))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (!parsers.size) throw new Error(`no ParseHTML event for ${url} in the trace`);
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === "RunTask" && e.ph === "X" && parsers.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [pid, tid] = ([...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? [...parsers][0]!)
    .split(":")
    .map(Number) as [number, number];
  return { pid, tid };
}

/** The events of one thread, in order (an enclosing event before those nested in it). */
export function threadEvents(events: TraceEvent[], thread: { pid: number; tid: number }): TraceEvent[] {
  return events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}
