import { expect, test, vi } from "vitest";
import { ContentError, ContentUnavailableError, type ContentClient, type QueryParams } from "./protocol.server";
import { createCachedClient, type ContentCacheOptions } from "./cache.server";

/** A fake content client whose answers the test scripts, counting the requests it receives. */
function fakeClient(answer: (query: string, params: QueryParams) => unknown | Promise<unknown>) {
  const calls: { query: string; params: QueryParams }[] = [];
  const client: ContentClient = {
    options: {
      apiUrl: "x",
      cdnUrl: "x",
      dataset: "production",
      apiVersion: "1",
      useCdn: true,
      perspective: "published",
      timeoutMs: 1000,
    },
    async fetch<T>(query: string, params: QueryParams = {}) {
      calls.push({ query, params });
      // A test double of the generic client: the answer is whatever the test scripts.
      return (await answer(query, params)) as T;
    },
  };
  return { client, calls };
}

function setup(answer: Parameters<typeof fakeClient>[0], extra: Partial<ContentCacheOptions> = {}) {
  let clock = 1_000_000;
  const { client, calls } = fakeClient(answer);
  const events: { outcomes: boolean[]; staleIfError: number; background: number } = {
    outcomes: [],
    staleIfError: 0,
    background: 0,
  };
  const cached = createCachedClient(client, {
    freshMs: 30_000,
    staleWhileRevalidateMs: 300_000,
    maxEntries: 100,
    maxBytes: 1_000_000,
    now: () => clock,
    onOutcome: (ok) => events.outcomes.push(ok),
    onStaleIfError: () => (events.staleIfError += 1),
    onBackgroundError: () => (events.background += 1),
    ...extra,
  });
  return { cached, calls, events, advance: (ms: number) => (clock += ms) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

test("a fresh result is served from memory without asking the service", async () => {
  const { cached, calls } = setup(() => ({ title: "Menù" }));
  expect(await cached.fetch("*[0]", { slug: "a" })).toEqual({ title: "Menù" });
  expect(await cached.fetch("*[0]", { slug: "a" })).toEqual({ title: "Menù" });
  expect(calls).toHaveLength(1);
});

test("the key is the query, the params (in any order) and the perspective", async () => {
  const { cached, calls } = setup((_q, params) => ({ echo: params }));
  await cached.fetch("*[0]", { a: 1, b: 2 });
  await cached.fetch("*[0]", { b: 2, a: 1 });
  await cached.fetch("*[0]", { a: 1, b: 3 });
  await cached.fetch("*[1]", { a: 1, b: 2 });
  expect(calls).toHaveLength(3);
});

test("callers get their own copy: mutating a result does not change what the next request reads", async () => {
  const { cached } = setup(() => ({ items: [1, 2, 3] }));
  const first = await cached.fetch("q");
  expect(first).toEqual({ items: [1, 2, 3] });
  (first as { items: number[] }).items.reverse();
  expect(await cached.fetch("q")).toEqual({ items: [1, 2, 3] });
});

test("concurrent requests for one key share one fetch", async () => {
  let release!: (value: unknown) => void;
  const { cached, calls } = setup(() => new Promise((resolve) => (release = resolve)));
  const all = Promise.all([cached.fetch("q"), cached.fetch("q"), cached.fetch("q")]);
  await flush();
  release({ ok: true });
  expect(await all).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  expect(calls).toHaveLength(1);
});

test("a stale result is served at once while one background request refreshes it", async () => {
  let version = 1;
  const { cached, calls, advance } = setup(() => ({ version }));
  await cached.fetch("q");
  version = 2;
  advance(31_000);
  expect(await cached.fetch("q")).toEqual({ version: 1 }); // stale, served immediately
  expect(await cached.fetch("q")).toEqual({ version: 1 }); // the refresh is shared
  await flush();
  expect(calls).toHaveLength(2);
  expect(await cached.fetch("q")).toEqual({ version: 2 });
});

test("past the stale-while-revalidate window the request waits for fresh data", async () => {
  let version = 1;
  const { cached, advance } = setup(() => ({ version }));
  await cached.fetch("q");
  version = 2;
  advance(30_000 + 300_000 + 1);
  expect(await cached.fetch("q")).toEqual({ version: 2 });
});

test("when the service is unavailable the last good result is served, however old, and reported", async () => {
  let down = false;
  const { cached, events, advance } = setup(() => {
    if (down) throw new ContentUnavailableError("refused");
    return { title: "Carbonara" };
  });
  await cached.fetch("q");
  down = true;
  advance(7 * 86_400_000);
  expect(await cached.fetch("q")).toEqual({ title: "Carbonara" });
  expect(events.staleIfError).toBe(1);
  expect(events.outcomes).toEqual([true, false]);
});

test("a failing background refresh keeps the stale result and is reported", async () => {
  let down = false;
  const { cached, events, advance } = setup(() => {
    if (down) throw new ContentUnavailableError("refused");
    return { title: "Carbonara" };
  });
  await cached.fetch("q");
  down = true;
  advance(31_000);
  expect(await cached.fetch("q")).toEqual({ title: "Carbonara" });
  await flush();
  expect(events.background).toBe(1);
  expect(await cached.fetch("q")).toEqual({ title: "Carbonara" });
});

test("a result never fetched before cannot be made up: the outage error reaches the caller", async () => {
  const { cached } = setup(() => {
    throw new ContentUnavailableError("refused");
  });
  await expect(cached.fetch("q")).rejects.toBeInstanceOf(ContentUnavailableError);
});

test("a query error (a bug, not an outage) is not hidden behind a stale result", async () => {
  let broken = false;
  const { cached, advance } = setup(() => {
    if (broken) throw new ContentError("param $slug referenced, but not provided", 400);
    return { ok: true };
  });
  await cached.fetch("q");
  broken = true;
  advance(400_000);
  await expect(cached.fetch("q")).rejects.toThrow(/param/);
});

test("invalidate makes the next request fetch again, yet keeps the old result for an outage", async () => {
  let version = 1;
  let down = false;
  const { cached, calls } = setup(() => {
    if (down) throw new ContentUnavailableError("refused");
    return { version };
  });
  await cached.fetch("q");
  version = 2;
  cached.invalidate();
  expect(await cached.fetch("q")).toEqual({ version: 2 });
  expect(calls).toHaveLength(2);
  cached.invalidate();
  down = true;
  expect(await cached.fetch("q")).toEqual({ version: 2 });
});

test("a fetch that started before an invalidation does not count as fresh after it", async () => {
  let release!: (value: unknown) => void;
  let version = 1;
  const { cached, calls } = setup(() => (version === 1 ? new Promise((resolve) => (release = resolve)) : { version }));
  const before = cached.fetch("q");
  await flush();
  cached.invalidate();
  version = 2;
  const after = cached.fetch("q");
  release({ version: 1 });
  expect(await before).toEqual({ version: 1 });
  expect(await after).toEqual({ version: 2 });
  expect(calls).toHaveLength(2);
});

test("the cache is bounded: the least recently used results are evicted", async () => {
  const { cached, calls } = setup((_q, params) => ({ n: params.n }), { maxEntries: 3 });
  for (const n of [1, 2, 3, 4]) await cached.fetch("q", { n });
  expect(cached.stats().entries).toBe(3);
  await cached.fetch("q", { n: 1 });
  expect(calls).toHaveLength(5);
});

test("the cache is bounded by size too", async () => {
  const { cached } = setup((_q, params) => ({ text: "x".repeat(400), n: params.n }), { maxBytes: 2000 });
  for (let n = 0; n < 20; n++) await cached.fetch("q", { n });
  expect(cached.stats().bytes).toBeLessThanOrEqual(2000);
  expect(cached.stats().entries).toBeLessThan(20);
});

test("empty results are kept apart, so a flood of unknown slugs cannot evict real pages", async () => {
  const { cached, calls } = setup((_q, params) => (params.slug === "real" ? { title: "Real" } : null), {
    maxEntries: 300,
  });
  await cached.fetch("q", { slug: "real" });
  for (let i = 0; i < 1000; i++) await cached.fetch("q", { slug: `nope-${i}` });
  await cached.fetch("q", { slug: "real" });
  expect(calls.filter((c) => c.params.slug === "real")).toHaveLength(1);
});

test("empty results are not served past their fresh period", async () => {
  let value: unknown = null;
  const { cached, advance } = setup(() => value);
  expect(await cached.fetch("q")).toBeNull();
  value = { title: "Published now" };
  advance(31_000);
  expect(await cached.fetch("q")).toEqual({ title: "Published now" });
});

test("an aborted request does not cancel the shared fetch", async () => {
  const seen = vi.fn();
  const { client } = fakeClient(() => ({ ok: true }));
  const spy = vi.spyOn(client, "fetch").mockImplementation(async (_q, _p, options) => {
    seen(options?.signal);
    return { ok: true } as never; // a test double of the generic fetch<T>
  });
  const cached = createCachedClient(client, {
    freshMs: 1000,
    staleWhileRevalidateMs: 0,
    maxEntries: 10,
    maxBytes: 10_000,
  });
  await cached.fetch("q", {}, { tag: "t", signal: AbortSignal.abort() });
  expect(spy).toHaveBeenCalledOnce();
  expect(seen).toHaveBeenCalledWith(undefined);
});
