/**
 * Page weight of the home page on a first visit at 390 px (a phone: 390x844, device pixel ratio 3,
 * touch) in Chromium: bytes transferred by resource type (from the DevTools protocol: what came
 * over the wire, headers included, compressed as the server sent it), and the largest contentful
 * element (PerformanceObserver 'largest-contentful-paint'). A fresh browser context per run: empty
 * cache, no cookies (so the consent banner shows, as on a real first visit), service workers
 * blocked (the precache the service worker fetches after load is not the page's weight).
 *
 *   npx tsx bench/page-weight.ts [runs=5]
 */
import type { Browser } from "playwright-core";
import { launchChromium } from "./support/browser";
import { kb, machineLine, median, ms, summary, table } from "./support/stats";
import { snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const runs = Number(process.argv[2] ?? 5);
const TYPES = ["Document", "Stylesheet", "Script", "Font", "Image", "Fetch", "Other"] as const;
type Kind = (typeof TYPES)[number];

interface Lcp {
  element: string;
  url: string;
  size: number;
  time: number;
}

interface Visit {
  bytes: Record<Kind, number>;
  counts: Record<Kind, number>;
  lcp: Lcp | null;
}

const kindOf = (type: string): Kind =>
  type === "XHR" ? "Fetch"
  : (TYPES as readonly string[]).includes(type) ? (type as Kind)
  : "Other";

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: PerformanceEntry[] };
      w.__lcp = [];
      new PerformanceObserver((list) => w.__lcp.push(...list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, Kind>();
    const bytes = Object.fromEntries(TYPES.map((t) => [t, 0])) as Record<Kind, number>;
    const counts = Object.fromEntries(TYPES.map((t) => [t, 0])) as Record<Kind, number>;
    // data: URLs (the LQIP placeholders, inline SVG) are no requests: nothing goes over the wire.
    cdp.on("Network.responseReceived", (e) => {
      if (!e.response.url.startsWith("data:")) types.set(e.requestId, kindOf(e.type ?? "Other"));
    });
    cdp.on("Network.loadingFinished", (e) => {
      const kind = types.get(e.requestId);
      if (!kind) return;
      bytes[kind] += e.encodedDataLength;
      counts[kind] += 1;
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForLoadState("networkidle");
    const lcp = await page.evaluate(() => {
      const entries = (
        window as unknown as { __lcp: (PerformanceEntry & { element?: Element; url?: string; size?: number; renderTime?: number; loadTime?: number })[] }
      ).__lcp;
      const last = entries[entries.length - 1];
      if (!last) return null;
      const el = last.element;
      let element = "(removed from the page)";
      if (el) {
        const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : "";
        const text = el.tagName === "IMG" ? "" : ` "${(el.textContent ?? "").trim().slice(0, 40)}"`;
        element = `<${el.tagName.toLowerCase()}${cls}>${text}`;
      }
      return { element, url: last.url ?? "", size: last.size ?? 0, time: last.startTime };
    });
    return { bytes, counts, lcp };
  } finally {
    await context.close();
  }
}

const snapshot = snapshotSiteBuild();
const running: Running[] = [];
let browser: Browser | undefined;
try {
  const content = await startContent();
  running.push(content);
  const site = await startSite(content.url, snapshot.buildDir);
  running.push(site);
  browser = await launchChromium();
  const pages = [
    ["home (it)", `${site.url}/`],
    ["home (en)", `${site.url}/en`],
  ] as const;
  await visit(browser, `${site.url}/`); // warm-up: the server's JIT and content cache, the image transforms' disk cache
  const visits = new Map<string, Visit[]>(pages.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i++) for (const [name, url] of pages) visits.get(name)!.push(await visit(browser, url));

  console.log(`Home page weight on a first visit at 390x844 (DPR 3, touch), Debian Chromium; median of ${runs} visits (fresh context each).`);
  console.log(machineLine());
  console.log();
  const rows: (string | number)[][] = [];
  for (const kind of TYPES) {
    rows.push([
      kind,
      ...pages.flatMap(([name]) => {
        const v = visits.get(name)!;
        return [median(v.map((x) => x.counts[kind])), kb(median(v.map((x) => x.bytes[kind])))];
      }),
    ]);
  }
  rows.push([
    "**total**",
    ...pages.flatMap(([name]) => {
      const v = visits.get(name)!;
      const total = (x: Visit) => TYPES.reduce((n, k) => n + x.bytes[k], 0);
      const count = (x: Visit) => TYPES.reduce((n, k) => n + x.counts[k], 0);
      return [median(v.map(count)), `**${kb(median(v.map(total)))}**`];
    }),
  ]);
  console.log(table(["resource type", ...pages.flatMap(([name]) => [`${name}: requests`, `${name}: transferred`])], rows, ["l", "r", "r", "r", "r"]));
  console.log();
  const lcpRows = pages.map(([name]) => {
    const v = visits.get(name)!.map((x) => x.lcp);
    const last = v.filter(Boolean).at(-1);
    const elements = [...new Set(v.map((l) => l?.element ?? "none"))];
    return [
      name,
      elements.join(" / "),
      last?.url ? last.url.replace(/^https?:\/\/[^/]+/, "") : "-",
      last ? `${last.size} px²` : "-",
      ms(median(v.filter((l): l is Lcp => !!l).map((l) => l.time))),
    ];
  });
  console.log(table(["page", "largest contentful element", "its resource", "area", "LCP time (loopback, unthrottled)"], lcpRows));
  const reproduce = `npx tsx bench/page-weight.ts ${runs}`;
  for (const [name] of pages) {
    const v = visits.get(name)!;
    const total = median(v.map((x) => TYPES.reduce((n, k) => n + x.bytes[k], 0)));
    const by = TYPES.map((k) => `${k} ${kb(median(v.map((x) => x.bytes[k])))}`).join(", ");
    const requests = median(v.map((x) => TYPES.reduce((n, k) => n + x.counts[k], 0)));
    const met = total <= 300 * 1024 && requests <= 25 ? "met" : "not met";
    summary(`Page weight at 390 px, ${name}`, `${kb(total)} in ${requests} requests, target ≤ 300 KiB in ≤ 25: ${met} (${by})`, reproduce);
  }
  for (const row of lcpRows) summary(`Largest contentful element, ${row[0]}`, `${row[1]} ${row[2]} (${row[3]})`, reproduce);
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  await browser?.close();
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
