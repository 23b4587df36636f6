/**
 * A content outage: stop the content service under a running site. Pages rendered before keep
 * rendering (stale-if-error, logged as a warning), a page never fetched gets the 503 error page,
 * /healthz says `degraded`; when the service returns, everything recovers without a restart.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentService } from "../tests/e2e/support/stack";
import { eventually, groq, rawRequest, startStack, type Stack } from "../tests/support/server";

let stack: Stack;
let slugs: string[];

beforeAll(async () => {
  // TTL 0: every request asks the service, so the outage is felt at once (no waiting in the test),
  // and only stale-if-error can keep a page up.
  stack = await startStack({ CONTENT_CACHE_TTL: "0", CONTENT_CACHE_SWR: "0" });
  slugs = await groq<string[]>(
    stack.content.url,
    `*[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0...2].slug.current`,
  );
  expect(slugs).toHaveLength(2);
});

afterAll(async () => {
  await stack?.stop();
});

const get = (target: string) => rawRequest(stack.url, target);
const health = async () => JSON.parse((await get("/healthz")).body) as { status: string; content: string };

// Two servers and an outage played through: 12 s measured on a busy machine.
test("an outage: cached pages still 200, uncached 503, health degraded, and recovery when the service returns", async () => {
  const [seen, unseen] = slugs as [string, string];
  const before = await get(`/en/journal/${seen}`);
  expect(before.status).toBe(200);
  expect((await get("/en/menu")).status).toBe(200);
  expect(await health()).toEqual({ status: "ok", content: "ok" });

  await stack.content.stop();

  const during = await get(`/en/journal/${seen}`);
  expect(during.status).toBe(200);
  // The same page, from the last good content (compare the main content, nonces aside).
  const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0]?.replace(/ nonce="[^"]*"/g, "");
  expect(main(during.body)).toBe(main(before.body));
  expect((await get("/en/menu")).status).toBe(200);
  expect(stack.site.output()).toMatch(/"level":"warn".*serving the last good result/);

  const never = await get(`/en/journal/${unseen}`);
  expect(never.status).toBe(503);
  expect(never.headers["cache-control"]).toBe("no-store");
  expect(never.headers["retry-after"]).toBe("30");

  expect(await health()).toEqual({ status: "ok", content: "degraded" });

  const restarted = await startContentService(stack.content.port);
  stack.content = restarted;

  await eventually(async () => expect(await health()).toEqual({ status: "ok", content: "ok" }));
  expect((await get(`/en/journal/${unseen}`)).status).toBe(200);
  expect((await get(`/en/journal/${seen}`)).status).toBe(200);
}, 60_000);
