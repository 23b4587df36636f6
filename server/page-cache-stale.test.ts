/**
 * The origin's page cache after a page's fresh period (2 s here): the visitor who finds it stale is
 * answered from memory at once, like every other, and the page is rendered again behind that answer,
 * so an edit made without the publish webhook shows once the stale window has done its work, and no
 * visitor waits for a render on the way. The server's own request that renders the page again is
 * told apart by a secret of the process: a guessed header is an ordinary request.
 */
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REVALIDATE_HEADER } from "./page-cache";
import {
  cspNonce,
  demoDatasetCopy,
  eventually,
  newestArticle,
  rawRequest,
  retitleInEnglish,
  startStack,
  type Stack,
} from "../tests/support/server";

const FRESH_S = 2;
let stack: Stack;
let dataDir: string;
let article: { _id: string; slug: string; title: string };

beforeAll(async () => {
  dataDir = demoDatasetCopy("salone-stale-");
  stack = await startStack(
    { CONTENT_CACHE_TTL: String(FRESH_S), CONTENT_CACHE_SWR: "3600" },
    { CONTENT_DATA_DIR: dataDir },
  );
  article = await newestArticle(stack.content.url);
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = (headers: Record<string, string> = {}) =>
  rawRequest(stack.url, `/en/journal/${article.slug}`, { headers });
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

test("a stale page is answered at once and rendered again behind the answer: an edit shows, no visitor waits for a render", async () => {
  const revised = `${article.title} (seen after the stale window)`;
  const first = await page();
  expect(first.status).toBe(200);
  expect(first.body).toContain(escaped(article.title));

  // An edit without the publish webhook: the dataset changed, the service reloaded it.
  await retitleInEnglish(stack, article._id, revised);

  await sleep(FRESH_S * 1000 + 300);
  const stale = await page();
  expect(stale.status).toBe(200);
  expect(stale.headers["x-page-cache"]).toBe("stale");
  expect(stale.body).toContain(escaped(article.title));
  // The stored copy carries this response's own nonce, as a hit does.
  const nonce = cspNonce(stale.headers["content-security-policy"]);
  expect(new Set([...stale.body.matchAll(/\bnonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));

  // Rendered again behind the answers (the content client's own stale window may take one more
  // round): the edit shows, and every answer on the way came from memory.
  const states: string[] = [];
  await eventually(async () => {
    const response = await page();
    states.push(String(response.headers["x-page-cache"]));
    expect(response.status).toBe(200);
    expect(response.body).toContain(escaped(revised));
  }, 30_000);
  expect(states.filter((state) => state !== "hit" && state !== "stale")).toEqual([]);
  expect(states).toContain("hit");
});

test("a request that only guesses the render-again header is an ordinary one, answered from memory", async () => {
  await page();
  const guessed = await page({ [REVALIDATE_HEADER]: "a-guess-0123456789" });
  expect(guessed.status).toBe(200);
  expect(["hit", "stale"]).toContain(guessed.headers["x-page-cache"]);
});
