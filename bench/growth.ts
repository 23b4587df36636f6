/**
 * How cost grows as work grows: every page family rendered by the production server, and the static
 * export, with the demo dataset scaled 1x, 10x and 100x
 * (bench/scale-dataset.ts: every page, category, item and article copied, same images).
 *
 *   npx tsx bench/growth.ts [factors=1,10,100] [runs=5] [--no-export]
 *
 * Every page family (home, menu, a menu entry of each kind, journal, an article, a page), two figures
 * each, with the origin's page cache off: "warm" is the server's render alone (content cache warm: no
 * query), "cold" is query + render (content cache off). Each is the median of `runs` sequential
 * requests (the sizes taking turns, after one warm-up round), and is also given as a ratio to the same
 * page at 1x in the same run. The export is `npm run build:static` (scripts/build-static.ts) against
 * the scaled content service, timed whole.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./support/first-load";
import { scaleDataset } from "./scale-dataset";
import { machineLine, median, ms, ratio, summary, table } from "./support/stats";
import { groq, pagePaths, snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const factors = (args[0] ?? "1,10,100").split(",").map(Number);
const runs = Number(args[1] ?? 5);
const withExport = !process.argv.includes("--no-export");
const EXPORT_LIMIT_MS = 10 * 60_000;
/** Pages per second the export's render part must reach on 2 cores, by dataset size. */
const EXPORT_TARGETS = [
  [1, 100],
  [100, 50],
] as const;
const exportVerdict = (factor: number, pagesPerSecond: number) => {
  const target = EXPORT_TARGETS.find(([f]) => f === factor)?.[1];
  return (
    target === undefined ? ""
    : pagesPerSecond >= target ? " (met)"
    : " (**missed**)"
  );
};
/**
 * Every page family, from the demo dataset (present unchanged in the scaled ones), filled in once the first
 * content service runs.
 */
let PAGES: (readonly [string, string])[] = [];
/** A person's browser: the page cache and the rendering key on it (crawlers get the whole document at once). */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
};

interface PageFigure {
  status: number;
  bytes: number;
  warm: number;
  cold: number;
}

async function timeRequest(url: string): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: BROWSER });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength, ms: performance.now() - t0 };
}

interface ExportFigure {
  ok: boolean;
  note: string;
  totalMs: number;
  pages?: number;
  renderSeconds?: number;
  peakMb?: number;
}

function runExport(contentUrl: string): Promise<ExportFigure> {
  const out = mkdtempSync(path.join(tmpdir(), "salone-static-"));
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/build-static.ts"], {
    cwd: ROOT,
    env: { ...process.env, SANITY_API_URL: contentUrl, STATIC_OUT_DIR: out, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-200_000)));
  const timer = setTimeout(() => child.kill("SIGKILL"), EXPORT_LIMIT_MS);
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      const totalMs = performance.now() - t0;
      rmSync(out, { recursive: true, force: true });
      const rendered = /Rendered (\d+) pages in ([\d.]+) s/.exec(output);
      const peak = /Peak memory: (\d+) MB/.exec(output);
      if (code === 0 && rendered)
        resolve({
          ok: true,
          note: "",
          totalMs,
          pages: Number(rendered[1]),
          renderSeconds: Number(rendered[2]),
          ...(peak ? { peakMb: Number(peak[1]) } : {}),
        });
      else {
        const why = signal === "SIGKILL" ? `stopped after ${EXPORT_LIMIT_MS / 60_000} min` : `exit ${code ?? signal}`;
        resolve({
          ok: false,
          note: `${why}: ${output.trim().split("\n").slice(-2).join(" / ").slice(0, 200)}`,
          totalMs,
        });
      }
    });
  });
}

const hasExport = (() => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.["build:static"]) && existsSync(path.join(ROOT, "scripts", "build-static.ts"));
})();

interface Scaled {
  factor: number;
  documents: number;
  dir: string;
  content: Running;
  warm: Running;
  cold: Running;
}

const snapshot = snapshotSiteBuild();
const results = new Map<number, { documents: number; pages: Map<string, PageFigure>; export?: ExportFigure }>();
const scaled: Scaled[] = [];
try {
  // Every dataset's servers run side by side and the requests take turns (1x, 10x, 100x, 1x, …), so
  // a change in the machine's load falls on every size alike.
  for (const factor of factors) {
    const dataset = scaleDataset(factor);
    const content = await startContent(dataset.dir);
    // The page cache off on both: every request is rendered, the warm one from the content cache.
    const warm = await startSite(content.url, snapshot.buildDir, {
      CONTENT_CACHE_TTL: "3600",
      CONTENT_CACHE_SWR: "3600",
      PAGE_CACHE_MAX_MB: "0",
    });
    const cold = await startSite(content.url, snapshot.buildDir, {
      CONTENT_CACHE_TTL: "0",
      CONTENT_CACHE_SWR: "0",
      PAGE_CACHE_MAX_MB: "0",
    });
    if (!PAGES.length) {
      const paths = await pagePaths(content.url);
      const item = await groq<string>(
        content.url,
        `*[_type == "menuItem" && defined(slug.current)] | order(order asc)[0].slug.current`,
      );
      const en = await pagePaths(content.url, "/en");
      PAGES = [
        ["home", paths.home],
        ["menu", paths.menu],
        ["menu entry: a category", paths.menuEntry],
        ["menu entry: a dish", `/menu/${item}`],
        ["journal listing", paths.journal],
        ["article", paths.article],
        ["page", paths.page],
        ["article (en)", en.article],
      ];
    }
    scaled.push({ factor, documents: dataset.documents, dir: dataset.dir, content, warm, cold });
  }
  const samples = new Map<string, { status: number; bytes: number; warm: number[]; cold: number[] }>();
  for (let round = -1; round < runs; round++) {
    for (const [name, pathname] of PAGES) {
      for (const s of scaled) {
        const warm = await timeRequest(`${s.warm.url}${pathname}`);
        const cold = await timeRequest(`${s.cold.url}${pathname}`);
        if (round < 0) continue; // warm-up: JIT, and the warm site's content cache
        const key = `${s.factor}|${name}`;
        const entry = samples.get(key) ?? { status: 200, bytes: warm.bytes, warm: [], cold: [] };
        if (warm.status !== 200 || cold.status !== 200) entry.status = warm.status !== 200 ? warm.status : cold.status;
        entry.warm.push(warm.ms);
        entry.cold.push(cold.ms);
        samples.set(key, entry);
      }
    }
  }
  for (const s of scaled) {
    const pages = new Map<string, PageFigure>();
    for (const [name] of PAGES) {
      const e = samples.get(`${s.factor}|${name}`)!;
      pages.set(name, { status: e.status, bytes: e.bytes, warm: median(e.warm), cold: median(e.cold) });
    }
    await s.warm.stop();
    await s.cold.stop();
    results.set(s.factor, { documents: s.documents, pages });
  }
  // One export at a time: each uses both cores.
  if (withExport && hasExport) {
    for (const s of scaled) results.get(s.factor)!.export = await runExport(s.content.url);
  }
} finally {
  for (const s of scaled) {
    for (const r of [s.cold, s.warm, s.content]) await r.stop();
    rmSync(s.dir, { recursive: true, force: true });
  }
  snapshot.dispose();
}

const base = results.get(factors[0]!)!;
console.log(
  `Growth with the dataset scaled ${factors.map((f) => `${f}x`).join(", ")}: median of ${runs} rounds of sequential requests taking turns across sizes, after one warm-up round; ratios to ${factors[0]}x in the same run.`,
);
console.log(machineLine());
console.log();
const rows: (string | number)[][] = [];
for (const [name] of PAGES) {
  for (const factor of factors) {
    const r = results.get(factor)!;
    const p = r.pages.get(name)!;
    const b = base.pages.get(name)!;
    const ok = p.status === 200;
    rows.push([
      name,
      `${factor}x`,
      r.documents,
      ok ? `${(p.bytes / 1024).toFixed(0)} KiB` : "-",
      p.status,
      ok ? ms(p.warm) : "-",
      ok ? ratio(p.warm / b.warm) : "-",
      ok ? ms(p.cold) : "-",
      ok ? ratio(p.cold / b.cold) : "-",
    ]);
  }
}
console.log(
  table(
    [
      "page",
      "dataset",
      "documents",
      "HTML",
      "status",
      "render (warm cache)",
      "vs 1x (target <= 2x)",
      "query + render (no cache)",
      "vs 1x (target <= 2x)",
    ],
    rows,
    ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
  ),
);
console.log();
if (!hasExport) console.log("Static export: not measured (no `npm run build:static` in this checkout).");
else if (!withExport) console.log("Static export: skipped (--no-export).");
else {
  const b = base.export!;
  console.log(
    table(
      [
        "static export",
        "pages",
        "whole export (build + render + write)",
        "vs 1x",
        "render part",
        `pages/s (target ${EXPORT_TARGETS.map(([f, t]) => `${f}x >= ${t}`).join(", ")})`,
        "peak memory (max RSS)",
        "note",
      ],
      factors.map((factor) => {
        const e = results.get(factor)!.export!;
        return [
          `${factor}x`,
          e.pages ?? "-",
          `${(e.totalMs / 1000).toFixed(1)} s`,
          b.ok && e.ok ? ratio(e.totalMs / b.totalMs) : "-",
          e.renderSeconds !== undefined ? `${e.renderSeconds.toFixed(1)} s` : "-",
          e.pages && e.renderSeconds ?
            `${(e.pages / e.renderSeconds).toFixed(1)}${exportVerdict(factor, e.pages / e.renderSeconds)}`
          : "-",
          e.peakMb !== undefined ? `${e.peakMb} MB` : "-",
          e.note || "",
        ];
      }),
      ["l", "r", "r", "r", "r", "r", "r", "l"],
    ),
  );
}
const reproduce = `npx tsx bench/growth.ts ${factors.join(",")} ${runs}${withExport ? "" : " --no-export"}`;
for (const [name] of PAGES) {
  const b = base.pages.get(name)!;
  summary(
    `Growth, ${name} (render warm / query + render cold)`,
    factors
      .map((f) => {
        const p = results.get(f)!.pages.get(name)!;
        return p.status === 200 ?
            `${f}x: ${ms(p.warm)} (${ratio(p.warm / b.warm)}) / ${ms(p.cold)} (${ratio(p.cold / b.cold)})`
          : `${f}x: HTTP ${p.status}`;
      })
      .join("; "),
    reproduce,
  );
}
if (withExport && hasExport) {
  summary(
    "Growth, static export (whole)",
    factors
      .map((f) => {
        const e = results.get(f)!.export!;
        return e.ok ?
            `${f}x: ${e.pages} pages in ${(e.totalMs / 1000).toFixed(1)} s (${ratio(e.totalMs / base.export!.totalMs)}), ${e.pages && e.renderSeconds ? (e.pages / e.renderSeconds).toFixed(1) : "-"} pages/s${exportVerdict(f, (e.pages ?? 0) / (e.renderSeconds ?? Number.NaN))}, peak ${e.peakMb ?? "-"} MB`
          : `${f}x: ${e.note}`;
      })
      .join("; "),
    reproduce,
  );
}
console.log(`\nReproduce: ${reproduce}`);
