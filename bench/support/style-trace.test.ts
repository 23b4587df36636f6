import { expect, test } from "vitest";
import { firstStyle, restyles } from "./style-trace";
import type { TraceEvent } from "./trace";

const URL = "http://127.0.0.1:1/menu";
const PAGE = "PAGEFRAME";
const SVG = "SVGIMAGEFRAME";

/** A trace of one page on one thread: ms in, microseconds out, as Chromium writes them. */
function trace(
  events: [name: string, at: number, args?: TraceEvent["args"], dur?: number, cpu?: number][],
): TraceEvent[] {
  return events.map(([name, at, args, dur, cpu]) => ({
    name,
    ph: dur === undefined ? "I" : "X",
    ts: at * 1000,
    dur: dur && dur * 1000,
    tdur: cpu && cpu * 1000,
    pid: 1,
    tid: 1,
    args,
  }));
}

const page = { beginData: { frame: PAGE } };
const parse: [string, number, TraceEvent["args"], number] = [
  "ParseHTML",
  0,
  { beginData: { frame: PAGE, url: URL } },
  5,
];

test("the first style and layout is the page's own, up to its first paint, in the thread's CPU time", () => {
  const events = trace([
    ["RunTask", 0, {}, 100],
    parse,
    ["UpdateLayoutTree", 10, { ...page, elementCount: 200 }, 8, 6],
    ["Layout", 20, page, 5, 4],
    // An image in SVG is a document of its own on the same thread: not the page's style.
    ["UpdateLayoutTree", 30, { beginData: { frame: SVG }, elementCount: 3 }, 50, 50],
    ["Paint", 31, { data: { frame: SVG } }, 1, 1],
    ["UpdateLayoutTree", 40, { ...page, elementCount: 20 }, 2, 1],
    ["Paint", 50, { data: { frame: PAGE } }, 1, 1],
    ["UpdateLayoutTree", 60, { ...page, elementCount: 99 }, 9, 9],
  ]);
  expect(firstStyle(events, URL)).toEqual({ style: 10, layout: 5, cpuStyle: 7, cpuLayout: 4, elements: 220 });
});

test("a restyle after hydration is named by what invalidated it since the previous one", () => {
  const events = trace([
    ["RunTask", 0, {}, 100],
    parse,
    ["UpdateLayoutTree", 10, { ...page, elementCount: 500 }, 8, 6],
    ["salone:hydrated", 20],
    [
      "ScheduleStyleInvalidationTracking",
      30,
      {
        data: {
          frame: PAGE,
          changedClass: "lenis",
          nodeName: "HTML",
          stackTrace: [{ functionName: "init", url: "http://127.0.0.1:1/assets/lenis.js", lineNumber: 41 }],
        },
      },
    ],
    ["UpdateLayoutTree", 31, { ...page, elementCount: 480 }, 3, 2],
    [
      "ScheduleStyleInvalidationTracking",
      40,
      { data: { frame: PAGE, changedAttribute: "data-drawn", nodeName: "SECTION" } },
    ],
    ["UpdateLayoutTree", 41, { ...page, elementCount: 12 }, 1, 1],
  ]);
  expect(restyles(events, URL)).toEqual([
    { ms: 3, elements: 480, trigger: "class .lenis on HTML (init /assets/lenis.js:42)" },
    { ms: 1, elements: 12, trigger: "attribute [data-drawn] on SECTION" },
  ]);
});

test("a page that never hydrated is an error, not zero restyles", () => {
  const events = trace([
    ["RunTask", 0, {}, 100],
    parse,
    ["UpdateLayoutTree", 10, { ...page, elementCount: 500 }, 8, 6],
  ]);
  expect(() => restyles(events, URL)).toThrow(/did not hydrate/);
});
