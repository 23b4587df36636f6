/**
 * The site beyond one machine (`npm run start:cluster`): Varnish with deploy/varnish/default.vcl in
 * front of two instances and one embedded content service. Repeated requests are hits; a publish
 * purges exactly the pages built from what it published, in both languages, before the webhook
 * answers; a page is served stale while both instances are down; preview never enters the cache;
 * SIGTERM stops everything the script started. Varnish is installed when missing (Debian, as root);
 * where it cannot be, these tests are skipped and say why.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ensureVarnish } from "../scripts/varnish";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, TEST_TOKEN, TEST_WRITE_TOKEN, freePort } from "../tests/e2e/support/stack";
import {
  PREVIEW_SECRET,
  REVALIDATE_SECRET,
  demoDatasetCopy,
  draftOnlyArticleSlugs,
  ensureBuilt,
  eventually,
  groq,
  newestArticle,
  rawRequest,
  retitleInEnglish,
  type RawResponse,
} from "../tests/support/server";

const varnish = ensureVarnish();
if (!varnish.ok) console.warn(`SKIPPED: the Varnish tests (server/varnish.test.ts) cannot run here: ${varnish.reason}`);

interface Cluster {
  child: ChildProcess;
  url: string;
  contentUrl: string;
  varnishPid: number;
  instances: { url: string; pid: number }[];
  output(): string;
}

let cluster: Cluster;
let dataDir: string;
let dbDir: string;
let article: { _id: string; slug: string; title: string };

/** `npm run start:cluster` as a child process on free ports, over a copy of the demo dataset. */
async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const [port, contentPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start-cluster.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTENT_PORT: String(contentPort),
      SANITY_API_URL: "",
      SANITY_PROJECT_ID: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /Salone cluster is serving on .*\n/.exec(output);
      if (line) resolve(line);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`start:cluster exited with ${code}:\n${output}`)));
  });
  const instances = [...ready[0].matchAll(/on (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)/g)].map((m) => ({
    url: m[1]!,
    pid: Number(m[2]),
  }));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    contentUrl: `http://127.0.0.1:${contentPort}`,
    varnishPid: Number(/Varnish \(pid (\d+)\)/.exec(ready[0])![1]),
    instances,
    output: () => output,
  };
}

/** How many requests for `path` the instances logged (their request log; health checks and other paths aside). */
function originRequests(path: string): number {
  return cluster
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"request"') && line.includes(`"path":${JSON.stringify(path)}`)).length;
}

/**
 * The instances log a request once it is answered, and the line travels through start:cluster's output: wait
 * for it.
 */
const expectOriginRequests = (path: string, count: number) =>
  eventually(async () => expect(originRequests(path)).toBe(count));

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(cluster.url, path, { headers });
const xCache = (res: RawResponse) => res.headers["x-cache"];
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!varnish.ok)(`two instances behind Varnish${varnish.ok ? "" : ` (skipped: ${varnish.reason})`}`, () => {
  beforeAll(async () => {
    await ensureBuilt();
    dataDir = demoDatasetCopy("salone-varnish-");
    dbDir = mkdtempSync(path.join(tmpdir(), "salone-varnish-db-"));
    cluster = await startCluster({
      CONTENT_DATA_DIR: dataDir,
      CONTENT_DB_DIR: dbDir,
      CONTENT_TOKEN: TEST_TOKEN,
      CONTENT_WRITE_TOKEN: TEST_WRITE_TOKEN,
      // The Studio's login, set so that the cluster makes no password file in the repository's .data/.
      EDITOR_PASSWORD: "varnish-test-editor-password",
      // The slow render of the publish race (app/middleware/test-faults.server.ts).
      TEST_FAULTS: "true",
      REVALIDATE_SECRET,
      PREVIEW_SECRET,
      API_RATE_LIMIT: "1000",
      LOG_LEVEL: "info",
      // No stale-while-revalidate window: a stale page served while the instances are down can only
      // come from stale-if-error.
      CACHE_HTML_STALE_WHILE_REVALIDATE: "0",
    });
    expect(cluster.instances).toHaveLength(2);
    article = await newestArticle(cluster.contentUrl);
  }, 240_000);

  afterAll(async () => {
    if (cluster?.child.exitCode === null) {
      cluster.child.kill("SIGTERM");
      await new Promise((resolve) => cluster.child.once("exit", resolve));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dbDir) rmSync(dbDir, { recursive: true, force: true });
  });

  test("repeated requests are hits: Age grows, and the instances see one request", async () => {
    const path = "/en/journal";
    expect(xCache(await get(path))).toBe("miss");
    const seen: RawResponse[] = [];
    // Age counts whole seconds: ask until it has grown past 0.
    await eventually(async () => {
      const res = await get(path);
      seen.push(res);
      expect(Number(res.headers.age)).toBeGreaterThan(0);
    });
    expect(seen.map(xCache).every((state) => state === "hit")).toBe(true);
    await expectOriginRequests(path, 1);
  });

  test("the compressed and the plain variant are kept apart", async () => {
    const path = "/en/events";
    for (const round of [0, 1]) {
      const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
      const plain = await get(path);
      expect([xCache(br), xCache(plain)]).toEqual(round ? ["hit", "hit"] : ["miss", "miss"]);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toMatch(/^<!DOCTYPE html>/i);
    }
    // The keys are the cache's business, not the visitors'.
    expect((await get(path)).headers.xkey).toBeUndefined();
  });

  /** How many publishes the instances have handled (their webhook's log line). */
  const purges = () => cluster.output().split("published: content cache invalidated").length - 1;

  test("publishing a change to one dish in the content service purges its page, the menu and its category in both languages; an article stays a hit", async () => {
    const dish = await groq<{ _id: string; slug: string; title: string; category: string }>(
      cluster.contentUrl,
      `*[_type == "menuItem" && defined(slug.current) && defined(category->slug.current)] | order(_id asc)[0]{_id, "slug": slug.current, "title": title.en, "category": category->slug.current}`,
    );
    const purged = ["", "/en"].flatMap((prefix) => [
      `${prefix}/menu/${dish.slug}`,
      `${prefix}/menu`,
      `${prefix}/menu/${dish.category}`,
    ]);
    const kept = `/en/journal/${article.slug}`;
    for (const path of [...purged, kept]) {
      await get(path);
      expect(xCache(await get(path)), path).toBe("hit");
    }

    const revised = `${dish.title} (revised)`;
    const before = purges();
    await retitleInEnglish({ content: { url: cluster.contentUrl } }, dish._id, revised);
    // The service's publish hook reaches an instance through Varnish, which purges before it answers.
    await eventually(async () => expect(purges()).toBe(before + 1));

    for (const path of purged) {
      const res = await get(path);
      expect(xCache(res), path).toBe("miss");
      if (path.startsWith("/en")) expect(res.body, path).toContain(escaped(revised));
    }
    expect(xCache(await get(kept))).toBe("hit");
  });

  test("a render that read the content before a publish and answers after its purge is not kept: the next request finds the new title", async () => {
    const dish = await groq<{ _id: string; slug: string; title: string }>(
      cluster.contentUrl,
      `*[_type == "menuItem" && defined(slug.current)] | order(_id desc)[0]{_id, "slug": slug.current, "title": title.en}`,
    );
    const path = `/en/menu/${dish.slug}`;
    const held = cluster.output().split("slow render: content read").length - 1;
    const slow = get(path, { "x-salone-fault": "slow-render:4000" });
    // The render has read its content and holds its answer back: now the publish, and its purge.
    await eventually(async () => expect(cluster.output().split("slow render: content read").length - 1).toBe(held + 1));
    const revised = `${dish.title} (in flight)`;
    const before = purges();
    await retitleInEnglish({ content: { url: cluster.contentUrl } }, dish._id, revised);
    await eventually(async () => expect(purges()).toBe(before + 1));

    const late = await slow;
    expect(late.status).toBe(200);
    expect(late.body).not.toContain(escaped(revised));
    const next = await get(path);
    expect(xCache(next)).toBe("miss");
    expect(next.body).toContain(escaped(revised));
  });

  test("a preview session's pages never enter the cache", async () => {
    const [draftSlug] = await draftOnlyArticleSlugs(cluster.contentUrl, TEST_TOKEN);
    expect(draftSlug, "the demo dataset has an article that exists only as a draft").toBeTruthy();
    const entered = await get(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&redirect=/en`);
    expect(entered.status).toBe(302);
    const cookie = String(([] as string[]).concat(entered.headers["set-cookie"] ?? [])[0]).split(";")[0]!;

    const path = `/en/journal/${draftSlug}`;
    for (let i = 0; i < 2; i++) {
      const res = await get(path, { cookie });
      expect(res.status).toBe(200);
      expect(xCache(res)).toBe("pass");
      expect(res.headers["cache-control"]).toMatch(/private, no-store/);
    }
    await expectOriginRequests(path, 2);
    // A visitor without the cookie gets the published site: the draft is not there.
    expect((await get(path)).status).toBe(404);
    // Nor does a published page seen in preview reach anyone else.
    const previewed = await get("/en/menu", { cookie });
    expect(xCache(previewed)).toBe("pass");
  });

  test("a page is served stale while both instances are down", async () => {
    const path = `/en/journal/${article.slug}`;
    expect(xCache(await get(path))).toBe("hit");
    // Made stale at once (as past its s-maxage), the instances stopped: only stale-if-error can answer.
    const soft = await rawRequest(cluster.url, "/", { method: "PURGE", headers: { "xkey-softpurge": article._id } });
    expect(soft.status).toBe(200);
    for (const { pid } of cluster.instances) process.kill(pid, "SIGTERM");
    await eventually(async () => expect(cluster.instances.some(({ pid }) => isAlive(pid))).toBe(false));

    const res = await get(path);
    expect(res.status).toBe(200);
    expect(xCache(res)).toBe("stale");
    expect(res.body).toContain(escaped(article.title));
    // A page the cache never held has nothing to fall back on.
    expect((await get("/en/menu/no-such-dish")).status).toBe(503);
  });

  test("SIGTERM stops everything start:cluster started", async () => {
    const exited = new Promise<number | null>((resolve) => cluster.child.once("exit", (code) => resolve(code)));
    cluster.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(isAlive(cluster.varnishPid)).toBe(false);
    await expect(fetch(cluster.url)).rejects.toThrow();
  });
});
