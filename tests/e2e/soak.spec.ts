import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { demoSlugs } from "./support/content";
import { startContentService, startSite, type Proc } from "./support/stack";

/**
 * A short load soak of a production server of its own (loopback only, bounded in count): every page
 * family in both languages, their data requests, a 404 and an image, from several connections at
 * once. No request may fail, the server may log no error, and its memory (resident set size, read
 * from /proc) after the soak stays within 1.5x of what it was before, once warm.
 */
test.describe.configure({ mode: "default" });

const REQUESTS = 800;
const CONCURRENCY = 8;

let content: (Proc & { url: string }) | undefined;
let site: (Proc & { url: string }) | undefined;

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
});

test("a soak of several hundred requests: none fails, nothing is logged as an error, memory stays within 1.5x", async () => {
  test.skip(process.platform !== "linux", "reads the server's memory from /proc");
  test.setTimeout(300_000);
  content = await startContentService();
  // Generous content timeouts: on a busy machine a slow answer is not what this test is about.
  site = await startSite(content.url, { LOG_LEVEL: "warn", SANITY_TIMEOUT_MS: "15000" });
  const previous = process.env.CONTENT_URL;
  process.env.CONTENT_URL = content.url;
  const slugs = await demoSlugs().finally(() => (process.env.CONTENT_URL = previous));
  const asset = await (async () => {
    const url = new URL(`${content!.url}/v2025-02-19/data/query/production`);
    url.searchParams.set("query", `*[_type == "sanity.imageAsset"][0]._id`);
    return ((await (await fetch(url)).json()) as { result: string }).result;
  })();
  const [, hash, size, ext] = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(asset)!;

  const pages = [
    "/",
    "/menu",
    `/menu/${slugs.category}`,
    `/menu/${slugs.item}`,
    "/journal",
    "/journal?page=2",
    `/journal/${slugs.article}`,
    `/${slugs.page}`,
  ];
  const targets: [string, number][] = [];
  for (const prefix of ["", "/en"]) {
    for (const page of pages) {
      const path = page === "/" ? prefix || "/" : `${prefix}${page}`;
      targets.push([path, 200]);
      const [pathname, search] = path.split("?");
      targets.push([`${pathname === "/" ? "/_" : pathname}.data${search ? `?${search}` : ""}`, 200]);
    }
    targets.push([`${prefix}/questa-pagina-non-esiste`, 404]);
  }
  targets.push([`/images/salone/production/${hash}-${size}.${ext}?w=480&auto=format`, 200]);

  const pid = site.child.pid!;
  const failures: string[] = [];
  let sent = 0;
  async function soak(count: number) {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const [path, status] = targets[next++ % targets.length]!;
          try {
            const response = await fetch(`${site!.url}${path}`, { headers: { "Accept-Encoding": "gzip, br" } });
            await response.arrayBuffer();
            if (response.status !== status) failures.push(`${path}: ${response.status}, expected ${status}`);
          } catch (error) {
            failures.push(`${path}: ${(error as Error).message}`);
          }
          sent++;
        }
      }),
    );
  }

  await soak(targets.length * 3); // warm-up: JIT, content cache, image transforms, heap sizes
  const before = rssKiB(pid);
  sent = 0;
  await soak(REQUESTS);
  const after = rssKiB(pid);
  test.info().annotations.push({
    type: "soak",
    description: `${sent} requests; RSS ${Math.round(before / 1024)} MiB before, ${Math.round(after / 1024)} MiB after (${(after / before).toFixed(2)}x)`,
  });

  expect(sent).toBe(REQUESTS);
  expect(failures).toEqual([]);
  expect(
    site
      .output()
      .split("\n")
      .filter((line) => /"level":"error"/.test(line)),
  ).toEqual([]);
  expect(after / before, `RSS ${before} KiB before, ${after} KiB after`).toBeLessThanOrEqual(1.5);
});
