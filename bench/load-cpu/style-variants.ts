/**
 * What a page's first style and layout costs without JavaScript under variants of its stylesheets:
 * as served, without the fallback faces' `@font-face` rules, with their `local()` names that this
 * host has first or alone, and with no stylesheet at all. Each page's document is fetched once, its
 * scripts removed, and served to every load; the stylesheets are changed on their way in. The
 * thread's CPU time of every style recalculation and layout of the load at 4x (Lighthouse's phone),
 * medians of `runs`, the variants taking turns. Decision 0080 gives the figures.
 *
 *   npx tsx bench/load-cpu/style-variants.ts [runs=5] [path=/menu]
 */
import { loadavg } from "node:os";
import { LIGHTHOUSE_PHONE, launchChromium } from "../support/browser";
import { median } from "../support/stats";
import { startSiteBesideBaseline } from "../support/stack";
import { mainThread, type TraceEvent } from "../support/trace";

const runs = Number(process.argv[2] ?? 5);
const pagePath = process.argv[3] ?? "/menu";

/** Each face's `local()` sources, rewritten by `pick`. */
const localSources = (css: string, pick: (sources: string[]) => string[]) =>
  css.replace(
    /src:(local\([^;}]*\))/g,
    (_all, sources: string) => `src:${pick(sources.split(/,(?=local\()/)).join(",")}`,
  );
const liberation = (source: string) => /Liberation/.test(source);

interface Variant {
  name: string;
  html?: (html: string) => string;
  css?: (css: string) => string;
}
const VARIANTS: Variant[] = [
  { name: "as served" },
  { name: "no @font-face", css: (css) => css.replace(/@font-face\{[^}]*\}/g, "") },
  {
    name: "Liberation first",
    css: (css) => localSources(css, (s) => [...s.filter(liberation), ...s.filter((x) => !liberation(x))]),
  },
  {
    name: "only Liberation",
    css: (css) => localSources(css, (s) => s.filter((x) => /Liberation (Serif|Sans)/.test(x))),
  },
  { name: "no stylesheet", html: (html) => html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, "") },
];

const stack = await startSiteBesideBaseline();
try {
  const url = stack.site.url + pagePath;
  const html = (await (await fetch(url)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*modulepreload[^>]*>/g, "");
  const browser = await launchChromium();
  const results = new Map<string, { style: number; layout: number; elements: number }[]>(
    VARIANTS.map((v) => [v.name, []]),
  );
  const loads: number[] = [];
  try {
    for (let run = 0; run < runs; run++)
      for (const variant of VARIANTS) {
        loads.push(loadavg()[0]!);
        const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.route(url, (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: variant.html ? variant.html(html) : html }),
        );
        if (variant.css) {
          const rewrite = variant.css;
          await page.route(/\.css$/, async (route) => {
            const response = await route.fetch();
            await route.fulfill({ response, body: rewrite(await response.text()) });
          });
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await browser.startTracing(page, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
        });
        await page.goto(url, { waitUntil: "load" });
        await page.waitForTimeout(800);
        const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
          .traceEvents;
        const thread = mainThread(events, url);
        const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X");
        const sum = (name: string) => own.filter((e) => e.name === name).reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
        const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
        results.get(variant.name)!.push({ style: sum("UpdateLayoutTree"), layout: sum("Layout"), elements });
        await context.close();
      }
  } finally {
    await browser.close();
  }
  console.log(
    `${pagePath} without JavaScript, 4x; medians of ${runs}; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  for (const [name, r] of results) {
    const m = (f: (x: (typeof r)[number]) => number) => median(r.map(f)).toFixed(1);
    console.log(
      `${name.padEnd(18)} style ${m((x) => x.style)} ms, layout ${m((x) => x.layout)} ms, both ${m((x) => x.style + x.layout)} ms, ${m((x) => x.elements)} elements`,
    );
  }
  console.log(`\nReproduce: npx tsx bench/load-cpu/style-variants.ts ${runs} ${pagePath}`);
} finally {
  await stack.stop();
}
