import { expect, test } from "vitest";
import { mainThreadCpu } from "./main-thread-cpu";
import type { TraceEvent } from "./trace";

const task = (tid: number, ts: number, dur: number, tdur: number): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid: 1,
  tid,
  ts,
  dur,
  tdur,
});

test("the main thread's CPU time is its tasks' thread time, not their wall time, nor another thread's", () => {
  const events: TraceEvent[] = [
    {
      name: "ParseHTML",
      ph: "X",
      pid: 1,
      tid: 7,
      ts: 10,
      dur: 100,
      args: { beginData: { url: "http://127.0.0.1/menu" } },
    },
    task(7, 0, 20_000, 5_000),
    task(7, 30_000, 10_000, 2_500),
    // Nested in a task: counted with it.
    { name: "FunctionCall", ph: "X", pid: 1, tid: 7, ts: 31_000, dur: 1_000, tdur: 900 },
    // Another thread of the page (a worker).
    task(8, 0, 50_000, 50_000),
  ];
  expect(mainThreadCpu(events, "http://127.0.0.1/menu")).toBe(7.5);
});
