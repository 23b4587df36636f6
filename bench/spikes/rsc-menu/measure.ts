/**
 * Decision 0067's figures: /menu (and /en/menu) three ways, taking turns in one run —
 *   site:  the site's build as served today (full hydration),
 *   rsc:   this spike (React Router's RSC framework mode, the menu's content as server components),
 *   floor: the site's own document for the page with every script taken out, its other files
 *          (stylesheets, fonts, pictures) from the site: what no script at all costs.
 * For each: the main thread at 4x (bench/support/main-thread-trace.ts: script, style and layout,
 * paint, HTML parsing, other; the longest task after FCP), what the load transfers (document, script),
 * and, with `--lighthouse N`, N Lighthouse runs of each (TBT, LCP, performance, its breakdown). Medians,
 * and each figure of rsc and floor as a ratio to the site's in the same run.
 *
 *   npx tsx bench/spikes/rsc-menu/measure.ts [runs=5] [--lighthouse N] [--en]
 *
 * The spike's build (bench/spikes/rsc-menu/build) is made when missing; it needs @vitejs/plugin-rsc
 * and react-server-dom-webpack installed beside the project's packages (docs/decisions/0067).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PHONE, launchChromium } from "../../support/browser";
import { lighthouse, type Result } from "../../support/lighthouse-run";
import { GROUPS, SETTLE_MS, load, type Load } from "../../support/main-thread-trace";
import { freePortFor, quietBuildIfNeeded, spawnReady, startContent, startSite, type Running } from "../../support/stack";
import { ROOT } from "../../support/first-load";
import { machineLine, median, ms, ratio, table } from "../../support/stats";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const lighthouseRuns = Number(flag("--lighthouse") ?? 0);
const withEnglish = args.includes("--en");
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const SPIKE = path.join(ROOT, "bench", "spikes", "rsc-menu");
const VARIANTS = ["site", "rsc", "floor"] as const;
type Variant = (typeof VARIANTS)[number];

function buildSpikeIfMissing(): void {
  if (existsSync(path.join(SPIKE, "build", "server", "index.js"))) return;
  console.log("Building the spike…");
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "@react-router", "dev", "bin.js"), "build", SPIKE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The spike's build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The site's document without its scripts (JSON-LD kept: data, not code) and without the script preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/<noscript id="late-scripts">[\s\S]*?<\/noscript>/g, "");
}

/** The floor: the stripped documents at their own paths, every other request passed to the site. */
async function startFloor(site: string, paths: string[]): Promise<{ url: string; server: Server }> {
  const pages = new Map<string, Buffer>();
  for (const p of paths)
    pages.set(p, brotliCompressSync(withoutScripts(await (await fetch(site + p)).text()), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  const target = new URL(site);
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (page !== undefined) {
      // Compressed as the site compresses its documents (server/app.ts: brotli at quality 5).
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-encoding": "br", vary: "Accept-Encoding" });
      res.end(page);
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePortFor();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

interface Weight {
  document: number;
  script: number;
  scripts: number;
}

/** What one load transfers (compressed bodies): the document, and the scripts with their count. */
async function weigh(browser: Browser, url: string): Promise<Weight> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const weight: Weight = { document: 0, script: 0, scripts: 0 };
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          const type = request.resourceType();
          if (type === "document") weight.document += sizes.responseBodySize;
          if (type === "script") {
            weight.script += sizes.responseBodySize;
            weight.scripts++;
          }
        }),
      );
    });
    // As the traced loads: the site starts its scripts after the first paint (decision 0034).
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await Promise.all(pending);
    return weight;
  } finally {
    await context.close();
  }
}

const content = await startContent();
quietBuildIfNeeded();
buildSpikeIfMissing();
const running: Running[] = [];
let floorServer: Server | undefined;
try {
  const site = await startSite(content.url, path.join(ROOT, "build"));
  running.push(site);
  const port = await freePortFor();
  const rsc = await spawnReady(
    "bench/spikes/rsc-menu/serve.ts",
    { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}`, SANITY_API_URL: content.url, LOG_LEVEL: "warn" },
    /RSC spike is serving/,
    `http://127.0.0.1:${port}`,
  );
  running.push(rsc);
  const paths = withEnglish ? ["/menu", "/en/menu"] : ["/menu"];
  const floor = await startFloor(site.url, paths);
  floorServer = floor.server;
  const base: Record<Variant, string> = { site: site.url, rsc: rsc.url, floor: floor.url };
  const targets = paths.flatMap((p) => VARIANTS.map((v) => ({ key: `${v} ${p}`, variant: v, path: p, url: base[v] + p })));

  const browser = await launchChromium();
  const loads = new Map<string, Load[]>(targets.map((t) => [t.key, []]));
  const weights = new Map<string, Weight>();
  try {
    // A first request of each warms the servers and content caches, and weighs the load.
    for (const t of targets) weights.set(t.key, await weigh(browser, t.url));
    for (let run = 0; run < runs; run++) for (const t of targets) loads.get(t.key)!.push(await load(browser, t.url));
  } finally {
    await browser.close();
  }
  const audits = new Map<string, Result[]>(targets.map((t) => [t.key, []]));
  const failures: string[] = [];
  for (let run = 0; run < lighthouseRuns; run++) {
    for (const t of targets) {
      // On a busy machine a run can fail (a protocol timeout): a second attempt, then it is reported.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          audits.get(t.key)!.push(await lighthouse(t.url));
          break;
        } catch (error) {
          if (attempt === 2) failures.push(`${t.key}: ${(error as Error).message.split("\n").slice(0, 3).join(" ").slice(0, 400)}`);
        }
      }
    }
  }

  const reproduce = `npx tsx bench/spikes/rsc-menu/measure.ts ${runs}${lighthouseRuns ? ` --lighthouse ${lighthouseRuns}` : ""}${withEnglish ? " --en" : ""}`;
  console.log(`/menu three ways: the site as served, the RSC spike, the site's document without scripts (the floor). ${machineLine()}`);
  console.log();
  console.log(
    `Main thread at 4x (Chromium trace, 412 × 823, DPR 1.75, loopback, service worker blocked): median of ${runs} loads, taking turns; ratio to the site's.`,
  );
  const m = (key: string, f: (l: Load) => number) => median(loads.get(key)!.map(f));
  const cell = (key: string, sitesKey: string, f: (l: Load) => number) => {
    const value = m(key, f);
    return key === sitesKey ? ms(value) : `${ms(value)} (${ratio(value / m(sitesKey, f))})`;
  };
  const total = (l: Load) => GROUPS.reduce((sum, g) => sum + l.breakdown[g], 0);
  console.log(
    table(
      ["page", ...GROUPS, "all", "longest task after FCP", "document", "script (files)"],
      targets.map((t) => {
        const sitesKey = `site ${t.path}`;
        const w = weights.get(t.key)!;
        return [
          t.key,
          ...GROUPS.map((g) => cell(t.key, sitesKey, (l) => l.breakdown[g])),
          cell(t.key, sitesKey, total),
          cell(t.key, sitesKey, (l) => l.longest),
          `${(w.document / 1024).toFixed(1)} KiB`,
          `${(w.script / 1024).toFixed(1)} KiB (${w.scripts})`,
        ];
      }),
      ["l", ...GROUPS.map(() => "r" as const), "r", "r", "r", "r"],
    ),
  );
  if (lighthouseRuns) {
    console.log();
    console.log(`Lighthouse mobile preset (simulated slow 4G, 4x CPU): median of ${lighthouseRuns} runs, taking turns; ratio to the site's.`);
    const a = (key: string, f: (r: Result) => number) => median(audits.get(key)!.map(f));
    console.log(
      table(
        ["page", "runs", "performance", "TBT", "FCP", "LCP", "script", "style and layout", "other", "benchmarkIndex"],
        targets.map((t) => {
          const sitesKey = `site ${t.path}`;
          const withRatio = (f: (r: Result) => number) =>
            t.key === sitesKey ? ms(a(t.key, f)) : `${ms(a(t.key, f))} (${ratio(a(t.key, f) / a(sitesKey, f))})`;
          return [
            t.key,
            audits.get(t.key)!.length,
            a(t.key, (r) => r.scores.performance),
            withRatio((r) => r.tbt),
            withRatio((r) => r.fcp),
            withRatio((r) => r.lcp),
            withRatio((r) => r.mainThread.script),
            withRatio((r) => r.mainThread["style and layout"]),
            withRatio((r) => r.mainThread.other),
            a(t.key, (r) => r.benchmarkIndex).toFixed(0),
          ];
        }),
        ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
      ),
    );
    for (const f of failures) console.log(`  no result: ${f}`);
  }
  console.log(`\n${machineLine()}\nReproduce: ${reproduce}`);
} finally {
  floorServer?.close();
  for (const r of running.reverse()) await r.stop();
  await content.stop();
}
