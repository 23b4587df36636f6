/**
 * Page weight of the home page on a first visit at 390 px (a phone: 390x844, device pixel ratio 3,
 * touch) in Chromium, the service worker's warm-up included: what the page and the worker transfer
 * from the page's start until 10 s after its load event.
 *
 * - The page's requests come from the DevTools protocol of its target: bytes over the wire, headers
 *   included, compressed as the server sent them, by resource type. A request the worker answered
 *   (once it controls the page) counts as the page's, with the bytes of the worker's fetch for it.
 *   The page's request count is of those that reached the network; the ones the HTTP cache or the
 *   worker answered (a second route lookup, the worker's own files) are counted apart.
 * - The worker's own requests (its script, its install, its warm-up) come from Playwright's events of
 *   the service worker's target: one answered from the HTTP cache transfers nothing. The worker's
 *   script is counted as the server sends it to a browser (its target reports only its headers).
 * - The check the target asks for: no URL the page loaded is fetched again by the worker, and an
 *   image the worker copies has the content type the page was sent.
 *
 * A fresh browser context per run: empty HTTP cache, no cookies (so the consent banner shows, as on
 * a real first visit), no service worker yet.
 *
 *   npx tsx bench/page-weight.ts [runs=5]
 */
import { request as httpRequest } from "node:http";
import type { Browser } from "playwright-core";
import { SERVICE_WORKER_PATH } from "../app/pwa/brand";
import { launchChromium } from "./support/browser";
import { kb, machineLine, median, ms, summary, table } from "./support/stats";
import { snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const runs = Number(process.argv[2] ?? 5);
const WARM_UP_MS = 10_000;
const TYPES = ["Document", "Stylesheet", "Script", "Font", "Image", "Fetch", "Other"] as const;
type Kind = (typeof TYPES)[number];

interface Lcp {
  element: string;
  url: string;
  size: number;
  time: number;
}

interface PageRequest {
  url: string;
  kind: Kind;
  mime: string;
  bytes: number;
  viaWorker: boolean;
}

interface WorkerRequest {
  url: string;
  contentType: string;
  /** 0 when the HTTP cache answered it (or it failed: a copy the cache could not give). */
  bytes: number;
  failed: boolean;
}

interface Visit {
  page: PageRequest[];
  worker: WorkerRequest[];
  lcp: Lcp | null;
}

const kindOf = (type: string): Kind =>
  type === "XHR" ? "Fetch"
  : (TYPES as readonly string[]).includes(type) ? (type as Kind)
  : "Other";

/** The worker's script as the server sends it to Chromium: status line, headers and encoded body. */
function scriptBytes(siteUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${siteUrl}${SERVICE_WORKER_PATH}`,
      { headers: { "accept-encoding": "gzip, deflate, br, zstd", "service-worker": "script" } },
      (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function visit(browser: Browser, url: string, workerScript: number): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const worker: WorkerRequest[] = [];
    const pending: Promise<void>[] = [];
    context.on("requestfinished", (request) => {
      if (!request.serviceWorker()) return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const isScript = new URL(request.url()).pathname === SERVICE_WORKER_PATH;
          worker.push({
            url: request.url(),
            contentType: response?.headers()["content-type"] ?? "",
            bytes: isScript ? workerScript : Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize),
            failed: false,
          });
        })(),
      );
    });
    context.on("requestfailed", (request) => {
      if (request.serviceWorker()) worker.push({ url: request.url(), contentType: "", bytes: 0, failed: true });
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: PerformanceEntry[] };
      w.__lcp = [];
      new PerformanceObserver((list) => w.__lcp.push(...list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, PageRequest>();
    const finished: PageRequest[] = [];
    // data: URLs (the LQIP placeholders, inline SVG) are no requests: nothing goes over the wire.
    cdp.on("Network.responseReceived", (e) => {
      if (e.response.url.startsWith("data:")) return;
      seen.set(e.requestId, {
        url: e.response.url,
        kind: kindOf(e.type ?? "Other"),
        mime: e.response.mimeType,
        bytes: 0,
        viaWorker: !!e.response.fromServiceWorker,
      });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const request = seen.get(e.requestId);
      if (!request) return;
      request.bytes = e.encodedDataLength;
      finished.push(request);
    });
    await cdp.send("Network.enable");
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(WARM_UP_MS);
    await Promise.all(pending);
    // A request the worker answered by fetching it: the page's request, the worker's bytes.
    const own = [...worker];
    for (const request of finished) {
      if (!request.viaWorker) continue;
      const index = own.findIndex((w) => w.url === request.url);
      request.bytes = index >= 0 ? own.splice(index, 1)[0]!.bytes : 0;
    }
    const lcp = await page.evaluate(() => {
      const entries = (
        window as unknown as {
          __lcp: (PerformanceEntry & {
            element?: Element;
            url?: string;
            size?: number;
            renderTime?: number;
            loadTime?: number;
          })[];
        }
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
    return { page: finished, worker: own, lcp };
  } finally {
    await context.close();
  }
}

const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);
const overNetwork = (v: Visit) => v.worker.filter((w) => w.bytes > 0);
/** The page's requests that reached the network: not those the HTTP cache or the worker answered. */
const pageOverNetwork = (v: Visit) => v.page.filter((p) => p.bytes > 0);
/** The worker's downloads of a URL the page had already loaded over the network. */
const again = (v: Visit) => overNetwork(v).filter((w) => v.page.some((p) => p.url === w.url && !p.viaWorker));
/** Images the worker copied whose content type differs from the one the page was sent. */
const otherFormat = (v: Visit) =>
  v.worker.filter(
    (w) =>
      !w.failed &&
      w.contentType.startsWith("image/") &&
      v.page.some((p) => p.url === w.url && p.kind === "Image" && !w.contentType.startsWith(p.mime)),
  );
const pageBytes = (v: Visit) => sum(v.page.map((p) => p.bytes));
const workerBytes = (v: Visit) => sum(v.worker.map((w) => w.bytes));
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 110);

const snapshot = snapshotSiteBuild();
const running: Running[] = [];
let browser: Browser | undefined;
try {
  const content = await startContent();
  running.push(content);
  const site = await startSite(content.url, snapshot.buildDir);
  running.push(site);
  browser = await launchChromium();
  const workerScript = await scriptBytes(site.url);
  const pages = [
    ["home (it)", `${site.url}/`],
    ["home (en)", `${site.url}/en`],
  ] as const;
  await visit(browser, `${site.url}/`, workerScript); // warm-up: the server's JIT and content cache, the image transforms' disk cache
  const visits = new Map<string, Visit[]>(pages.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i++)
    for (const [name, url] of pages) visits.get(name)!.push(await visit(browser, url, workerScript));

  console.log(
    `Home page weight on a first visit at 390x844 (DPR 3, touch), Debian Chromium, the service worker's warm-up counted for ${WARM_UP_MS / 1000} s after load; median of ${runs} visits (fresh context each).`,
  );
  console.log(machineLine());
  console.log();
  const rows: (string | number)[][] = [];
  for (const kind of TYPES) {
    rows.push([
      kind,
      ...pages.flatMap(([name]) => {
        const v = visits.get(name)!.map((x) => x.page.filter((p) => p.kind === kind));
        return [
          median(v.map((x) => x.filter((p) => p.bytes > 0).length)),
          kb(median(v.map((x) => sum(x.map((p) => p.bytes))))),
        ];
      }),
    ]);
  }
  const split: [string, (v: Visit) => number, (v: Visit) => number][] = [
    ["**the page** (over the network)", (v) => pageOverNetwork(v).length, pageBytes],
    ["the page (answered by the HTTP cache or the worker)", (v) => v.page.length - pageOverNetwork(v).length, () => 0],
    ["the worker (over the network)", (v) => overNetwork(v).length, workerBytes],
    ["the worker (from the HTTP cache)", (v) => v.worker.filter((w) => w.bytes === 0 && !w.failed).length, () => 0],
    ["**in all**", (v) => pageOverNetwork(v).length + overNetwork(v).length, (v) => pageBytes(v) + workerBytes(v)],
  ];
  for (const [label, count, bytes] of split) {
    rows.push([
      label,
      ...pages.flatMap(([name]) => [median(visits.get(name)!.map(count)), kb(median(visits.get(name)!.map(bytes)))]),
    ]);
  }
  console.log(
    table(["requests of", ...pages.flatMap(([name]) => [`${name}: requests`, `${name}: transferred`])], rows, [
      "l",
      "r",
      "r",
      "r",
      "r",
    ]),
  );
  console.log();

  // The last visit's worker, request by request: what a reader checks the figures against.
  const last = visits.get(pages[0][0])!.at(-1)!;
  console.log(`The worker's requests in the last visit of ${pages[0][0]}:`);
  console.log(
    table(
      ["URL", "content type", "transferred", "the page had it"],
      last.worker.map((w) => {
        const had = last.page.find((p) => p.url === w.url);
        return [
          path(w.url),
          w.failed ? "(not in the HTTP cache: not fetched)" : w.contentType,
          w.bytes ? kb(w.bytes) : "HTTP cache",
          had ? had.mime : "no",
        ];
      }),
      ["l", "l", "r", "l"],
    ),
  );
  console.log();

  const lcpRows = pages.map(([name]) => {
    const v = visits.get(name)!.map((x) => x.lcp);
    const lastLcp = v.filter(Boolean).at(-1);
    const elements = [...new Set(v.map((l) => l?.element ?? "none"))];
    return [
      name,
      elements.join(" / "),
      lastLcp?.url ? path(lastLcp.url) : "-",
      lastLcp ? `${lastLcp.size} px²` : "-",
      ms(median(v.filter((l): l is Lcp => !!l).map((l) => l.time))),
    ];
  });
  console.log(
    table(["page", "largest contentful element", "its resource", "area", "LCP time (loopback, unthrottled)"], lcpRows),
  );
  const reproduce = `npx tsx bench/page-weight.ts ${runs}`;
  for (const [name] of pages) {
    const v = visits.get(name)!;
    const total = median(v.map((x) => pageBytes(x) + workerBytes(x)));
    const requests = median(v.map((x) => pageOverNetwork(x).length));
    const page = median(v.map(pageBytes));
    const worker = median(v.map(workerBytes));
    const workerRequests = median(v.map((x) => overNetwork(x).length));
    const twice = Math.max(...v.map((x) => again(x).length));
    const formats = Math.max(...v.map((x) => otherFormat(x).length));
    const met = total <= 300 * 1024 && requests <= 25 && twice === 0 && formats === 0 ? "met" : "not met";
    const line = `${kb(total)} in all (page ${kb(page)} in ${requests} requests, worker ${kb(worker)} in ${workerRequests}); fetched again by the worker: ${twice}; images in another format: ${formats}`;
    console.log(`${name}: ${line}; target ≤ 300 KiB, page ≤ 25 requests, none again, same format: ${met}`);
    summary(`Page weight at 390 px with the worker's warm-up, ${name}`, `${line}: ${met}`, reproduce);
  }
  for (const row of lcpRows)
    summary(`Largest contentful element, ${row[0]}`, `${row[1]} ${row[2]} (${row[3]})`, reproduce);
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  await browser?.close();
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
