import { expect, test } from "vitest";
import { createPageCache, cutAtNonce, joinWithNonce } from "./page-store";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const page = (text: string) => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  parts: [Buffer.from(text)],
});

test("a stored page is served while fresh, then once claimed for refresh while the others get the stale copy", () => {
  const c = clock();
  const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: c.now });
  expect(cache.lookup("k")).toMatchObject({ page: undefined, refresh: true });
  cache.store("k", 0, page("one"));
  expect(cache.lookup("k")).toMatchObject({ refresh: false, fresh: true, page: { parts: [Buffer.from("one")] } });
  c.advance(1000);
  // The first request after freshness renders; the next ones meanwhile get the stale page.
  expect(cache.lookup("k")).toMatchObject({ refresh: true, fresh: false, page: { parts: [Buffer.from("one")] } });
  expect(cache.lookup("k")).toMatchObject({ refresh: false, fresh: false, page: { parts: [Buffer.from("one")] } });
  cache.store("k", 0, page("two"));
  expect(cache.lookup("k")).toMatchObject({ refresh: false, fresh: true, page: { parts: [Buffer.from("two")] } });
});

test("a refresh that stores nothing frees the entry for the next request to try", () => {
  const c = clock();
  const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: c.now });
  cache.store("k", 0, page("one"));
  c.advance(1500);
  expect(cache.lookup("k").refresh).toBe(true);
  expect(cache.lookup("k").refresh).toBe(false);
  cache.release("k");
  expect(cache.lookup("k").refresh).toBe(true);
});

test("past its stale window a page is a miss: the request waits for a render", () => {
  const c = clock();
  const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: c.now });
  cache.store("k", 0, page("one"));
  c.advance(6000);
  expect(cache.lookup("k")).toMatchObject({ page: undefined, refresh: true });
});

const keyed = (text: string, keys: string) => ({
  ...page(text),
  headers: [...page(text).headers, ["xkey", keys]] as [string, string][],
});

test("a publish drops the pages its keys name and keeps the others", () => {
  const cache = createPageCache({ freshMs: 60_000, staleMs: 60_000, maxBytes: 1 << 20 });
  cache.store("dish", 0, keyed("dish", "site type:menuItem menuItem.a siteSettings"));
  cache.store("article", 0, keyed("article", "site type:article article.b siteSettings"));
  expect(cache.purge(["menuItem.a", "type:menuItem", "missing"])).toBe(1);
  expect(cache.lookup("dish")).toMatchObject({ page: undefined, refresh: true });
  expect(cache.lookup("article").page?.parts).toEqual([Buffer.from("article")]);
  expect(cache.purge(["siteSettings"])).toBe(1);
  expect(cache.lookup("article").page).toBeUndefined();
});

test("a publish that names nothing (the site key) drops every page, keyed or not", () => {
  const cache = createPageCache({ freshMs: 60_000, staleMs: 60_000, maxBytes: 1 << 20 });
  cache.store("a", 0, keyed("a", "site article.b"));
  cache.store("b", 0, page("b"));
  expect(cache.purge(["site"])).toBe(2);
  expect(cache.lookup("a").page).toBeUndefined();
  expect(cache.lookup("b").page).toBeUndefined();
});

test("a render that started before a publish is not stored", () => {
  const cache = createPageCache({ freshMs: 60_000, staleMs: 60_000, maxBytes: 1 << 20 });
  const startedIn = cache.generation();
  cache.purge(["article.b"]);
  cache.store("k", startedIn, page("older"));
  expect(cache.lookup("k").page).toBeUndefined();
  cache.store("k", cache.generation(), page("newer"));
  expect(cache.lookup("k").page?.parts).toEqual([Buffer.from("newer")]);
});

test("the cache stays within its byte bound, evicting the least recently used", () => {
  const cache = createPageCache({ freshMs: 60_000, staleMs: 0, maxBytes: 50_000 });
  for (let i = 0; i < 20; i++) cache.store(`k${i}`, 0, page("x".repeat(5000)));
  expect(cache.stats().bytes).toBeLessThanOrEqual(50_000);
  expect(cache.lookup("k19").page).toBeDefined();
  expect(cache.lookup("k0").page).toBeUndefined();
});

test("a body cut at its nonce is joined with another response's nonce, and the old one is gone", () => {
  const body = `<script nonce="AAA111==">x</script><link nonce="AAA111==" rel="modulepreload">`;
  const parts = cutAtNonce(Buffer.from(body), "AAA111==");
  const joined = joinWithNonce(parts, "BBB222==").toString();
  expect(joined).toBe(`<script nonce="BBB222==">x</script><link nonce="BBB222==" rel="modulepreload">`);
  expect(joined).not.toContain("AAA111==");
  expect(joinWithNonce(cutAtNonce(Buffer.from("no nonce here"), undefined), "BBB222==").toString()).toBe(
    "no nonce here",
  );
  // Bytes, not text: a nonce next to multi-byte characters is cut at the right place.
  expect(joinWithNonce(cutAtNonce(Buffer.from("è AAA111== ù AAA111=="), "AAA111=="), "C").toString()).toBe("è C ù C");
});

test("peek serves what needs no render and claims nothing; lookup then claims the refresh", () => {
  const c = clock();
  const cache = createPageCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: c.now });
  expect(cache.peek("k")).toBeUndefined();
  cache.store("k", 0, page("one"));
  expect(cache.peek("k")).toMatchObject({ fresh: true });
  c.advance(1500);
  // Stale and nobody renders it yet: peek leaves it for lookup, which claims the refresh.
  expect(cache.peek("k")).toBeUndefined();
  expect(cache.lookup("k")).toMatchObject({ refresh: true, fresh: false });
  // While that render runs, peek serves the stale copy.
  expect(cache.peek("k")).toMatchObject({ fresh: false });
  expect(cache.stats()).toMatchObject({ hits: 1, staleServed: 2, misses: 0 });
});
