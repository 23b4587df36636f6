/**
 * The publish webhook: an edit in the content service shows only after POST /api/revalidate with
 * the right secret (the cache TTL is an hour here); a wrong or missing secret is 401 and clears
 * nothing; a publish that names its document leaves the other pages in the page cache; the endpoint
 * is rate limited.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  REVALIDATE_SECRET,
  demoDatasetCopy,
  groq,
  newestArticle,
  rawRequest,
  retitleInEnglish,
  startStack,
  type Stack,
} from "../tests/support/server";

let stack: Stack;
let dataDir: string;
let article: { _id: string; slug: string; title: string };

beforeAll(async () => {
  dataDir = demoDatasetCopy("salone-revalidate-");
  stack = await startStack(
    { REVALIDATE_SECRET, CONTENT_CACHE_TTL: "3600", API_RATE_LIMIT: "8" },
    { CONTENT_DATA_DIR: dataDir },
  );
  article = await newestArticle(stack.content.url);
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = () => rawRequest(stack.url, `/en/journal/${article.slug}`);
const post = (headers: Record<string, string> = {}) =>
  rawRequest(stack.url, "/api/revalidate", { method: "POST", headers });
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

test("an edit shows only after the webhook; a wrong or missing secret clears nothing", async () => {
  const revised = `${article.title} (revised)`;
  expect((await page()).body).toContain(escaped(article.title));

  // Edit the dataset and make the service reload it.
  await retitleInEnglish(stack, article._id, revised);

  // Still cached.
  expect((await page()).body).not.toContain(escaped(revised));

  const missing = await post();
  expect(missing.status).toBe(401);
  const wrong = await post({ "x-revalidate-secret": "not-the-secret-0123456789" });
  expect(wrong.status).toBe(401);
  expect(wrong.headers["cache-control"]).toMatch(/no-store/);
  const almost = await post({ "x-revalidate-secret": REVALIDATE_SECRET.slice(0, -1) });
  expect(almost.status).toBe(401);
  expect((await page()).body).not.toContain(escaped(revised));

  const ok = await post({ "x-revalidate-secret": REVALIDATE_SECRET });
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.body)).toMatchObject({ revalidated: true });
  expect((await page()).body).toContain(escaped(revised));
});

test("a publish that names a document drops from the page cache only the pages built from it", async () => {
  const dish = await groq<{ _id: string; slug: string }>(
    stack.content.url,
    `*[_type == "menuItem" && defined(slug.current)] | order(_id asc)[0]{_id, "slug": slug.current}`,
  );
  const dishPage = `/en/menu/${dish.slug}`;
  for (const path of [dishPage, `/en/journal/${article.slug}`]) {
    await rawRequest(stack.url, path);
    expect((await rawRequest(stack.url, path)).headers["x-page-cache"], path).toBe("hit");
  }
  const ok = await rawRequest(stack.url, "/api/revalidate", {
    method: "POST",
    headers: { "x-revalidate-secret": REVALIDATE_SECRET, "content-type": "application/json" },
    body: JSON.stringify({ _id: dish._id, _type: "menuItem", slug: { current: dish.slug } }),
  });
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.body)).toMatchObject({ keys: expect.arrayContaining([dish._id, "type:menuItem"]) as unknown });
  expect((await page()).headers["x-page-cache"]).toBe("hit");
  expect((await rawRequest(stack.url, dishPage)).headers["x-page-cache"]).toBe("miss");
});

test("only POST is accepted on the webhook", async () => {
  const res = await rawRequest(stack.url, "/api/revalidate", { method: "PUT" });
  expect(res.status).toBe(405);
  expect(res.headers.allow).toBe("POST");
  expect((await rawRequest(stack.url, "/api/revalidate")).status).toBe(405);
});

test("the webhook is rate limited per client", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await post({ "x-revalidate-secret": "guess-0123456789abcdef" })).status);
  expect(statuses).toContain(429);
  const limited = await post({ "x-revalidate-secret": REVALIDATE_SECRET });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
});
