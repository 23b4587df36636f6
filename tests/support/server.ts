/**
 * Helpers for the server's integration tests: a built site (built once, under a lock, since test
 * files run in parallel), and a stack of a content service plus the production server as child
 * processes (tests/e2e/support/stack.ts), so a test can stop the content service or the server.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../../scripts/build-if-needed";
import { ROOT, TEST_WRITE_TOKEN, freePort, startContentService, startSite, type Proc } from "../e2e/support/stack";
import { temporaryDir } from "./temp-dir";

export const PREVIEW_SECRET = "preview-secret-for-tests-0123456789";
export const REVALIDATE_SECRET = "revalidate-secret-for-tests-0123456789";

const LOCK = path.join(tmpdir(), "salone-build.lock");

/** Builds the site when the build is missing or stale; one test file at a time. */
export async function ensureBuilt(): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock left by a killed run is stale after three minutes.
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 180_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() > deadline) throw new Error("Timed out waiting for another build");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    buildIfNeeded();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export type Service = Proc & { url: string; port: number };

export interface Stack {
  content: Service;
  site: Service;
  url: string;
  stop(): Promise<void>;
}

export async function startStack(
  siteEnv: Record<string, string> = {},
  contentEnv: Record<string, string> = {},
): Promise<Stack> {
  await ensureBuilt();
  const content = await startContentService(undefined, contentEnv);
  let site: Service;
  try {
    // A generous content timeout: test files run in parallel on busy machines (the outage test
    // stops the service, which refuses connections at once, so it does not wait on this).
    site = await startSite(content.url, { SANITY_TIMEOUT_MS: "10000", ...siteEnv });
  } catch (error) {
    await content.stop();
    throw error;
  }
  const stack: Stack = {
    content,
    site,
    url: site.url,
    // What the stack holds when it stops: a test may have replaced its content service (the outage
    // test restarts it), and the replacement must not outlive the run.
    stop: async () => {
      await stack.site.stop();
      await stack.content.stop();
    },
  };
  return stack;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request sent as written (fetch would normalise `..` and percent-encoding before sending). */
export function rawRequest(
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: target, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Polls until `check` passes (no fixed sleeps): for states that settle asynchronously. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw lastError;
}

/** The CSP nonce in a response's Content-Security-Policy header. */
export function cspNonce(header: string | string[] | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(String(header ?? ""))?.[1];
}

/** Queries a content service directly (to find test subjects in the demo dataset). */
export async function groq<T>(
  contentUrl: string,
  query: string,
  params: Record<string, unknown> = {},
  options: { perspective?: "published" | "raw" | "drafts"; token?: string } = {},
): Promise<T> {
  const url = new URL(`${contentUrl}/v2025-02-19/data/query/production`);
  url.searchParams.set("query", query);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value));
  if (options.perspective) url.searchParams.set("perspective", options.perspective);
  const response = await fetch(url, { headers: options.token ? { Authorization: `Bearer ${options.token}` } : {} });
  if (!response.ok) throw new Error(`content query failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** Slugs of articles that exist only as drafts (no published twin). */
export async function draftOnlyArticleSlugs(contentUrl: string, token: string): Promise<string[]> {
  const all = await groq<{ _id: string; slug: string | null }[]>(
    contentUrl,
    `*[_type == "article"]{_id, "slug": slug.current}`,
    {},
    { perspective: "raw", token },
  );
  const published = new Set(all.filter((doc) => !doc._id.startsWith("drafts.")).map((doc) => doc._id));
  return all
    .filter((doc) => doc._id.startsWith("drafts.") && !published.has(doc._id.slice("drafts.".length)) && doc.slug)
    .map((doc) => doc.slug!);
}

/**
 * Writes the demo dataset into `dir` (production.ndjson, with `images/` and `files/` linked) with
 * every article's Italian title replaced by `title`, so a page shows which dataset it came from.
 */
export function writeRetitledDemo(dir: string, title: string): void {
  const lines = readFileSync(path.join(ROOT, "demo-dataset", "production.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as { _type: string; title?: { it?: string } };
      if (doc._type === "article" && doc.title) doc.title.it = title;
      return JSON.stringify(doc);
    });
  writeFileSync(path.join(dir, "production.ndjson"), lines.join("\n"));
  for (const kind of ["images", "files"]) symlinkSync(path.join(ROOT, "demo-dataset", kind), path.join(dir, kind));
}

/** A copy of the demo dataset in a new temporary directory (its images linked), for a test that edits it. */
export function demoDatasetCopy(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(ROOT, "demo-dataset", "production.ndjson"), path.join(dir, "production.ndjson"));
  symlinkSync(path.join(ROOT, "demo-dataset", "images"), path.join(dir, "images"));
  return dir;
}

/** The newest article with a slug: its id, slug and English title. */
export function newestArticle(contentUrl: string): Promise<{ _id: string; slug: string; title: string }> {
  return groq(
    contentUrl,
    `*[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0]{_id, "slug": slug.current, "title": title.en}`,
  );
}

/**
 * Publishes a new English title `title` for the document `id` through the content service's own API
 * (a mutation with the write token, visible to its queries when this resolves). Whether the site's
 * caches hear of it is the service's publish hook's business: the stack's standalone service has
 * none, start:cluster's purges.
 */
export async function retitleInEnglish(stack: { content: { url: string } }, id: string, title: string): Promise<void> {
  const response = await fetch(`${stack.content.url}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TEST_WRITE_TOKEN}` },
    body: JSON.stringify({ mutations: [{ patch: { id, set: { "title.en": title } } }] }),
  });
  if (!response.ok)
    throw new Error(`the content service refused the edit: ${response.status} ${await response.text()}`);
}

/**
 * `npm start` (scripts/start.ts, its embedded content service included) in a child process, on free
 * ports, with `env` added; resolves once it says it is serving. `output()` is what it printed so far.
 */
export async function startNpmStart(
  env: Record<string, string>,
): Promise<{ url: string; contentUrl: string; output: () => string; stop: () => void }> {
  const [port, contentPort] = [await freePort(), await freePort()];
  // Its own database, unless the test names one: nothing it writes reaches the project's .data/.
  const temporary = env.CONTENT_DB_DIR ? undefined : temporaryDir("salone-start-db-");
  const dbDir = env.CONTENT_DB_DIR ?? temporary!.path;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTENT_PORT: String(contentPort),
      CONTENT_DB_DIR: dbDir,
      LOG_LEVEL: "warn",
      SANITY_API_URL: "",
      SANITY_PROJECT_ID: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Removed once it has exited, whether it started or not (or with this process).
  child.once("exit", () => temporary?.remove());
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Salone is serving at/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
    });
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    contentUrl: `http://127.0.0.1:${contentPort}`,
    output: () => output,
    stop: () => child.kill("SIGTERM"),
  };
}
