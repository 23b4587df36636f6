/**
 * The production server's memory under load at 100x: its RSS once started (and its home pages
 * rendered), then after `seconds` of autocannon load over many pages of the scaled dataset (each
 * request a page picked at random: home, menu pages, categories, dishes, articles, journal pages,
 * both languages), so that the page cache and the content cache fill as a real site's would.
 *
 * Target: RSS after the load within 1.5x of the RSS after start-up. Also printed: the RSS a few
 * seconds after the load (what stays), and the requests' status counts (no 503 wanted).
 *
 *   npx tsx bench/memory.ts [seconds=60] [factor=100]
 */
import autocannon from "autocannon";
import { readFileSync, rmSync } from "node:fs";
import { MENU_CATEGORIES_PER_PAGE } from "../app/menu/queries";
import { scaleDataset } from "./scale-dataset";
import { machineLine, ratio, summary, table } from "./support/stats";
import { groq, snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const seconds = Number(process.argv[2] ?? 60);
const factor = Number(process.argv[3] ?? 100);
const TARGET = 1.5;
const CONNECTIONS = 20;
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
};

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const snapshot = snapshotSiteBuild();
const dataset = scaleDataset(factor);
const running: Running[] = [];
try {
  const content = await startContent(dataset.dir);
  running.push(content);
  const site = await startSite(content.url, snapshot.buildDir);
  running.push(site);
  const slugs = await groq<{ menu: string[]; articles: string[]; categories: number; journal: number }>(
    content.url,
    `{
    "menu": *[_type in ["menuCategory", "menuItem"] && defined(slug.current)].slug.current,
    "articles": *[_type == "article" && defined(slug.current)].slug.current,
    "categories": count(*[_type == "menuCategory"]),
    "journal": count(*[_type == "article" && defined(slug.current)])
  }`,
  );
  const screens = [
    "/",
    "/journal",
    ...Array.from({ length: Math.ceil(slugs.categories / MENU_CATEGORIES_PER_PAGE) }, (_, i) =>
      i ? `/menu?page=${i + 1}` : "/menu",
    ),
    ...slugs.menu.map((slug) => `/menu/${slug}`),
    ...slugs.articles.map((slug) => `/journal/${slug}`),
    ...Array.from({ length: Math.min(50, Math.ceil(slugs.journal / 9)) }, (_, i) => `/journal?page=${i + 1}`),
  ];
  const paths = ["", "/en"].flatMap((prefix) => screens.map((s) => (s === "/" ? prefix || "/" : `${prefix}${s}`)));
  // Settled after start-up: the server says it is serving once its home pages are rendered.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const startRss = rssOf(site.pid);
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]! }),
        onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1),
      },
    ],
  });
  const loadedRss = rssOf(site.pid);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const settledRss = rssOf(site.pid);
  const growth = loadedRss / startRss;
  console.log(
    `Server memory at ${factor}x (${dataset.documents} documents, ${paths.length} distinct pages): ${seconds} s of autocannon, ${CONNECTIONS} connections, random pages.`,
  );
  console.log(machineLine());
  console.log();
  console.log(
    table(
      [
        "RSS after start-up",
        "RSS after the load",
        "5 s later",
        `after / start-up (<= ${TARGET}x)`,
        "requests",
        "statuses",
      ],
      [
        [
          mb(startRss),
          mb(loadedRss),
          mb(settledRss),
          `${ratio(growth)} (${growth <= TARGET ? "met" : "**missed**"})`,
          result.requests.total,
          JSON.stringify(statuses),
        ],
      ],
      ["r", "r", "r", "r", "r", "l"],
    ),
  );
  const reproduce = `npx tsx bench/memory.ts ${seconds} ${factor}`;
  summary(
    `Server RSS after ${seconds} s of load at ${factor}x`,
    `${mb(startRss)} → ${mb(loadedRss)}: ${ratio(growth)} of start-up (target <= ${TARGET}x); statuses ${JSON.stringify(statuses)}`,
    reproduce,
  );
  console.log(`\nReproduce: ${reproduce}`);
} finally {
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
  rmSync(dataset.dir, { recursive: true, force: true });
}
