/**
 * What the stylesheet costs the first style and layout of a page, and how often the whole page is
 * styled again after hydration, read from Chromium traces (`devtools.timeline`) at Lighthouse's phone
 * (412 × 823, DPR 1.75; `--desktop`: 1440 × 900), loopback, the service worker blocked. Targets of
 * "Green on a phone": the first style and layout at most 2x the same markup with no stylesheet; at
 * most one whole-page restyle after hydration.
 *
 * Each family's document is fetched once and served from that capture to every load, so the two
 * readings differ by the stylesheets alone:
 * - styled: the capture as served; unstyled: the same bytes without its `<link rel="stylesheet">`s.
 *   Both get one `<link rel="expect" blocking="render">` naming no element, which holds the first
 *   frame until the whole document is parsed: an unstyled page is otherwise painted after whatever
 *   the parser has reached (from 0.2 to 400 ms of "first style" from one load to the next).
 * - first style and layout: every style recalculation and layout of the page's frame on its main
 *   thread from its parsing to its first paint, in the thread's own CPU time (`tdur`): on this shared
 *   machine the clock's time of the same events ran from 20 to 11,000 ms for one page, the thread's
 *   from 12 to 20 ms. No CPU throttling by default (`--rate=4` for DevTools' 4x: the thread's time
 *   then grows about fivefold and spreads twice as wide; the ratio is the target, not the time).
 *   Read from a trace of the timeline's own categories only (FIRST_STYLE_CATEGORIES): the
 *   invalidation tracking the restyles need records an event for every invalidated element, inside
 *   the style recalculation it measures, and added about 1.7 ms to the first style of a 190-element
 *   page, styled or not, which made every ratio look nearer 1 than it is.
 * - whole-page restyles: style recalculations after hydration (React Router's <ScrollRestoration>
 *   effect, marked in the trace) that style at least 80% of the document's elements, each named by
 *   what invalidated it (`disabled-by-default-devtools.timeline.invalidationTracking`: the node, the
 *   reason, the script's frame), until the page has settled (its deferred blocks all drawn, the web
 *   faces in). The largest after hydration is printed too, whole-page or not. Read from a load of its
 *   own, traced with the invalidations.
 * Medians of `runs` loads of each, the styled and the unstyled load of a page taking turns.
 * `--selectors` adds the stylesheet's costliest selectors in the first style
 * (`disabled-by-default-blink.debug`'s SelectorStats, which slows matching: read it apart);
 * TRACE_DIR=<dir> keeps every trace there (to open in DevTools' Performance panel); BENCH_VERBOSE=1
 * prints each load's figures as it goes.
 *
 *   npx tsx bench/first-style.ts [runs=5] [family…] [--desktop] [--rate=4] [--selectors]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PHONE, launchChromium } from "./support/browser";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { chosenFamilies, pagePaths, snapshotSiteBuild, startContent, startSite } from "./support/stack";
import { firstStyle, restyles, selectorCosts, type FirstStyle, type Restyle } from "./support/style-trace";
import type { TraceEvent } from "./support/trace";

const args = process.argv.slice(2);
const withSelectors = args.includes("--selectors");
const desktop = args.includes("--desktop");
const rate = Number(args.find((a) => a.startsWith("--rate="))?.slice("--rate=".length) ?? 1);
const positional = args.filter((a) => !a.startsWith("--"));
const runs = Number(positional[0] ?? 5);
const only = positional.slice(1);
const reproduce = `npx tsx bench/first-style.ts ${[runs, ...only, ...args.filter((a) => a.startsWith("--"))].join(" ")}`;
const CONTEXT =
  desktop ? { viewport: { width: 1440, height: 900 }, serviceWorkers: "block" as const } : LIGHTHOUSE_PHONE;
const SIZE = desktop ? "1440 × 900" : "412 × 823 at DPR 1.75";
/**
 * After the load event the page's code starts once its first screen is painted, hydrates, then adds
 * the web faces and draws the deferred blocks one at a time when the browser is idle (on a busy
 * machine, each after up to 5 s): the trace runs until the last is drawn, then SETTLE_MS more.
 */
const DRAWN_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1500;
const WHOLE_PAGE = 0.8;
/** The first style's trace: the timeline's events and their CPU time, nothing that runs inside them. */
const FIRST_STYLE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];
/** The restyles' trace: what invalidated each (an event per invalidated element), the scripts' stacks. */
const RESTYLE_CATEGORIES = [
  ...FIRST_STYLE_CATEGORIES,
  "disabled-by-default-devtools.timeline.invalidationTracking",
  "disabled-by-default-devtools.timeline.stack",
  "blink.user_timing",
  "loading",
];

/** The first frame waits for the whole document (an id no element has: the end of parsing). */
const HOLD_FIRST_FRAME = '<link rel="expect" href="#salone-bench-parsed" blocking="render">';
/** Marks the commit of hydration: <ScrollRestoration> sets this in an effect once the page has hydrated. */
const HYDRATION_MARK = `(() => {
  const descriptor = Object.getOwnPropertyDescriptor(History.prototype, "scrollRestoration");
  Object.defineProperty(History.prototype, "scrollRestoration", {
    configurable: true,
    get() { return descriptor.get.call(this); },
    set(value) {
      if (value === "manual" && !performance.getEntriesByName("salone:hydrated").length) performance.mark("salone:hydrated");
      descriptor.set.call(this, value);
    },
  });
})()`;

interface Capture {
  styled: string;
  unstyled: string;
  headers: Record<string, string>;
}

async function capture(url: string): Promise<Capture> {
  const response = await fetch(url, { headers: { accept: "text/html" } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const held = html.replace("<head>", `<head>${HOLD_FIRST_FRAME}`);
  if (held === html) throw new Error(`${url}: no <head> to hold the first frame in`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!["content-encoding", "content-length", "transfer-encoding"].includes(name)) headers[name] = value;
  });
  return { styled: held, unstyled: held.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, ""), headers };
}

/** A load traced for its first style and layout: the page as served, or without its stylesheets. */
async function firstLoad(
  browser: Browser,
  url: string,
  doc: Capture,
  styled: boolean,
): Promise<FirstStyle | undefined> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.route(url, (route) =>
      route.fulfill({ status: 200, headers: doc.headers, body: styled ? doc.styled : doc.unstyled }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await browser.startTracing(page, { categories: FIRST_STYLE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const raw = (await browser.stopTracing()).toString();
    keepTrace(url, styled ? "styled" : "unstyled", raw);
    const events = (JSON.parse(raw) as { traceEvents: TraceEvent[] }).traceEvents;
    // About one trace in 200 here comes back without the page's parsing: nothing to read in it.
    if (!events.some((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(url)))
      return undefined;
    return firstStyle(events, url);
  } finally {
    await context.close();
  }
}

/** Traces without the page's parsing, loaded again (at most twice each). */
let incomplete = 0;
async function firstLoadTraced(browser: Browser, url: string, doc: Capture, styled: boolean): Promise<FirstStyle> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await firstLoad(browser, url, doc, styled);
    if (first) return first;
    incomplete++;
  }
  throw new Error(`${url}: three traces in a row without the page's parsing`);
}

interface Settled {
  /** After hydration, the largest first. */
  restyles: Restyle[];
  /** Those that styled at least WHOLE_PAGE of the document's elements. */
  whole: Restyle[];
  elements: number;
  selectors?: ReturnType<typeof selectorCosts>;
}

/** A load of the page as served, traced with its invalidations until it has settled. */
async function settledLoad(browser: Browser, url: string, doc: Capture): Promise<Settled> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.route(url, (route) => route.fulfill({ status: 200, headers: doc.headers, body: doc.styled }));
    await page.addInitScript(HYDRATION_MARK);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const categories = withSelectors ? [...RESTYLE_CATEGORIES, "disabled-by-default-blink.debug"] : RESTYLE_CATEGORIES;
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: "load" });
    // Settled: the deferred blocks all drawn (the root's mark), then the faces' frame after it.
    await page
      .waitForFunction(() => document.documentElement.hasAttribute("data-blocks-drawn"), undefined, {
        timeout: DRAWN_TIMEOUT_MS,
        polling: 250,
      })
      .catch(() =>
        console.warn(
          `${url}: the deferred blocks were not all drawn after ${DRAWN_TIMEOUT_MS} ms; read what the trace holds`,
        ),
      );
    await page.waitForTimeout(SETTLE_MS);
    const raw = (await browser.stopTracing()).toString();
    keepTrace(url, "settled", raw);
    const events = (JSON.parse(raw) as { traceEvents: TraceEvent[] }).traceEvents;
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    const after = restyles(events, url);
    return {
      restyles: after,
      whole: after.filter((r) => r.elements >= WHOLE_PAGE * elements),
      elements,
      selectors: withSelectors ? selectorCosts(events, url) : undefined,
    };
  } finally {
    await context.close();
  }
}

function keepTrace(url: string, kind: string, raw: string): void {
  if (process.env.TRACE_DIR)
    writeFileSync(
      path.join(process.env.TRACE_DIR, `${new URL(url).pathname.replace(/\W+/g, "_")}-${kind}-${Date.now()}.json`),
      raw,
    );
}

const snapshot = snapshotSiteBuild();
const content = await startContent();
const site = await startSite(content.url, snapshot.buildDir).catch(async (error: unknown) => {
  await content.stop();
  throw error;
});
try {
  const targets: [string, string][] = [];
  for (const [lang, prefix] of [
    ["it", ""],
    ["en", "/en"],
  ] as const) {
    const paths = await pagePaths(content.url, prefix);
    for (const [name, pathIn] of chosenFamilies(only))
      targets.push([`${name} (${lang})`, `${site.url}${pathIn(paths)}`]);
  }
  const captures = new Map<string, Capture>();
  for (const [name, url] of targets) captures.set(name, await capture(url));

  const browser = await launchChromium();
  const styled = new Map<string, FirstStyle[]>(targets.map(([name]) => [name, []]));
  const bare = new Map<string, FirstStyle[]>(targets.map(([name]) => [name, []]));
  const settled = new Map<string, Settled[]>(targets.map(([name]) => [name, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of targets) {
        // Which goes first alternates, so that neither always follows the other's warm caches.
        const order = run % 2 ? [false, true] : [true, false];
        for (const withStyles of order) {
          const first = await firstLoadTraced(browser, url, captures.get(name)!, withStyles);
          if (process.env.BENCH_VERBOSE)
            console.log(
              name,
              withStyles ? "styled" : "unstyled",
              JSON.stringify(first, (_, v: unknown) => (typeof v === "number" ? Math.round(v * 100) / 100 : v)),
            );
          (withStyles ? styled : bare).get(name)!.push(first);
        }
        settled.get(name)!.push(await settledLoad(browser, url, captures.get(name)!));
      }
    }
  } finally {
    await browser.close();
  }

  console.log(
    `Chromium traces, ${rate === 1 ? "no CPU throttling" : `${rate}x CPU slowdown`}, ${SIZE}, loopback, the service worker blocked; each page's document served from one capture, with and without its stylesheets, the first frame held until it is parsed; the thread's CPU time of its style recalculations and layouts up to the first paint, traced without invalidation tracking (the restyles after hydration from a third load that has it); median of ${runs} loads each, taking turns.`,
  );
  console.log(machineLine());
  if (incomplete) console.log(`${incomplete} load(s) traced again: their trace came back without the page's parsing.`);
  console.log();
  const m = <T>(loads: T[], f: (l: T) => number) => median(loads.map(f));
  const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  const rows = targets.map(([name, url]) => {
    const s = styled.get(name)!;
    const b = bare.get(name)!;
    const z = settled.get(name)!;
    const first = m(s, (l) => l.cpuStyle + l.cpuLayout);
    const unstyled = m(b, (l) => l.cpuStyle + l.cpuLayout);
    const whole = m(z, (l) => l.whole.length);
    const misses = [
      ...(first > 2 * unstyled ? ["first style and layout > 2x unstyled"] : []),
      ...(whole > 1 ? ["more than one whole-page restyle"] : []),
    ];
    const triggers = [...new Set(z.flatMap((l) => l.whole.map((r) => r.trigger)))];
    return {
      name,
      url,
      s,
      b,
      z,
      first,
      unstyled,
      whole,
      verdict: misses.length ? `missed: ${misses.join(", ")}` : "met",
      triggers,
    };
  });
  console.log(
    table(
      [
        "page",
        "elements",
        "styled at first",
        "style",
        "layout",
        "first style + layout",
        "unstyled: elements",
        "style",
        "layout",
        "style + layout",
        "ratio",
        "largest restyle after hydration",
        "whole-page restyles after hydration",
        "targets",
      ],
      rows.map((r) => [
        `${r.name} ${pathOf(r.url)}`,
        m(r.z, (l) => l.elements),
        m(r.s, (l) => l.elements),
        ms(m(r.s, (l) => l.cpuStyle)),
        ms(m(r.s, (l) => l.cpuLayout)),
        ms(r.first),
        m(r.b, (l) => l.elements),
        ms(m(r.b, (l) => l.cpuStyle)),
        ms(m(r.b, (l) => l.cpuLayout)),
        ms(r.unstyled),
        ratio(r.first / r.unstyled),
        `${m(r.z, (l) => l.restyles[0]?.elements ?? 0)} elements`,
        `${r.whole} (${r.z.map((l) => l.whole.length).join(", ")})`,
        r.verdict,
      ]),
      ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
    ),
  );
  console.log(
    "\nThe largest style recalculation after hydration, in the load where it was largest (elements, time, what invalidated it):",
  );
  for (const r of rows) {
    const largest = r.z.flatMap((l) => l.restyles.slice(0, 1)).sort((a, b) => b.elements - a.elements)[0];
    if (largest)
      console.log(
        `- ${r.name}: ${largest.elements} of ${m(r.z, (l) => l.elements)} elements, ${ms(largest.ms)}: ${largest.trigger}`,
      );
  }
  console.log("\nWhat styled the whole page again after hydration (every load; elements styled, what invalidated it):");
  for (const r of rows) {
    if (!r.triggers.length) continue;
    console.log(`- ${r.name}:`);
    for (const trigger of r.triggers) {
      const seen = r.z.flatMap((l) => l.whole.filter((x) => x.trigger === trigger));
      console.log(
        `  - ${seen.length} in ${runs} loads, ${median(seen.map((x) => x.elements))} elements, ${ms(median(seen.map((x) => x.ms)))}: ${trigger}`,
      );
    }
  }
  if (withSelectors) {
    console.log(
      "\nThe costliest selectors of the first style (SelectorStats, elapsed summed over the loads' first style; slowed by the statistics themselves):",
    );
    for (const r of rows) {
      const totals = new Map<string, { elapsed: number; attempts: number; matches: number }>();
      for (const l of r.z)
        for (const x of l.selectors ?? []) {
          const t = totals.get(x.selector) ?? { elapsed: 0, attempts: 0, matches: 0 };
          totals.set(x.selector, {
            elapsed: t.elapsed + x.elapsed / runs,
            attempts: t.attempts + x.attempts / runs,
            matches: t.matches + x.matches / runs,
          });
        }
      const top = [...totals.entries()].sort((a, b) => b[1].elapsed - a[1].elapsed).slice(0, 12);
      const all = [...totals.values()].reduce((sum, t) => sum + t.elapsed, 0);
      console.log(`\n${r.name}: every selector's matching together, ${ms(all)} per load\n`);
      console.log(
        table(
          ["selector", "ms per load", "match attempts", "matches"],
          top.map(([selector, t]) => [
            `\`${selector.replace(/\|/g, "\\|")}\``,
            ms(t.elapsed),
            Math.round(t.attempts),
            Math.round(t.matches),
          ]),
          ["l", "r", "r", "r"],
        ),
      );
    }
  }
  for (const r of rows)
    summary(
      `First style and layout${desktop ? " at 1440 px" : ""}, ${r.name}`,
      `${ms(r.first)} vs ${ms(r.unstyled)} unstyled (${ratio(r.first / r.unstyled)}); whole-page restyles after hydration ${r.whole}; ${r.verdict}`,
      reproduce,
    );
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  await site.stop();
  await content.stop();
  snapshot.dispose();
}
