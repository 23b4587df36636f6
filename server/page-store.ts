import { LRUCache } from "lru-cache";
import { SITE_KEY, XKEY_HEADER, keysOfHeader } from "../site/surrogate-keys";

/**
 * The store behind the origin's page cache (page-cache.ts): rendered pages and their data payloads,
 * kept in memory so that a news spike, a CDN purge or a crawler costs one render per page instead of
 * one per request.
 *
 * - One response's CSP nonce is never served to another: a body is stored cut at its nonce and
 *   joined with the new response's own, so every response carries the nonce of its own header.
 * - A publish outdates what it names: `purge(keys)` drops the pages whose surrogate keys (their
 *   `xkey` header, site/surrogate-keys.ts) name a published document, and starts a new generation:
 *   a render that began before it is not stored (it may have read the content before the publish).
 *
 * Freshness follows the content cache's: fresh for `freshMs`; then, for `staleMs`, served at once
 * while the one request that claimed the refresh renders the page again.
 */
export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  maxEntries?: number;
  now?: () => number;
}

export interface StoredPage {
  status: number;
  headers: [string, string][];
  /**
   * The body's bytes cut at the nonce of the response it came from (one part when it had none):
   * a hit copies them around the new nonce, with no text to join or encode again.
   */
  parts: Buffer[];
  /** The page's ETag, which leaves the nonce out (etag.ts), when it had one. */
  etag?: string;
}

interface Entry extends StoredPage {
  storedAt: number;
  refreshing: boolean;
  keys: string[];
}

/** `fresh` is false for a stale entry served while another request renders the page again. */
export type PageLookup =
  | { page: StoredPage; refresh: false; fresh: boolean }
  | { page: undefined; refresh: true; fresh: false }
  | { page: StoredPage; refresh: true; fresh: false };

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  staleServed: number;
}

export interface PageCache {
  /**
   * The stored page for `key`, if it may be served now; `refresh` is true when this request should
   * render the page (a miss, or the one request that claims a stale entry's refresh).
   */
  lookup(key: string): PageLookup;
  /**
   * The stored page for `key` if it can be served now without this request rendering it (fresh, or
   * stale while another request renders it); undefined otherwise, and then nothing is claimed or
   * counted: the caller asks `lookup` later, on the way to the renderer.
   */
  peek(key: string): { page: StoredPage; fresh: boolean } | undefined;
  /**
   * Keeps a rendered page, unless a purge came since `generation` (what `generation()` said when its render
   * started).
   */
  store(key: string, generation: number, page: StoredPage): void;
  /** The current generation: advanced by every purge. */
  generation(): number;
  /** Drops the pages any of `keys` names (all of them for `site`), and starts a new generation. */
  purge(keys: readonly string[]): number;
  /** A claimed refresh that did not store (the render failed or was not storable) frees the entry. */
  release(key: string): void;
  clear(): void;
  stats(): PageCacheStats;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 10_000,
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry) =>
      Math.max(
        1,
        entry.parts.reduce((n, part) => n + part.length, 256),
      ),
  });
  const counters = { hits: 0, misses: 0, staleServed: 0 };
  let generation = 0;

  return {
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) {
        counters.misses += 1;
        return { page: undefined, refresh: true, fresh: false };
      }
      const age = now() - entry.storedAt;
      if (age < options.freshMs) {
        counters.hits += 1;
        return { page: entry, refresh: false, fresh: true };
      }
      if (age >= options.freshMs + options.staleMs) {
        counters.misses += 1;
        return { page: undefined, refresh: true, fresh: false };
      }
      counters.staleServed += 1;
      if (entry.refreshing) return { page: entry, refresh: false, fresh: false };
      entry.refreshing = true;
      return { page: entry, refresh: true, fresh: false };
    },
    peek(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age < options.freshMs) {
        counters.hits += 1;
        return { page: entry, fresh: true };
      }
      if (age < options.freshMs + options.staleMs && entry.refreshing) {
        counters.staleServed += 1;
        return { page: entry, fresh: false };
      }
      return undefined;
    },
    store(key, startedIn, page) {
      // A render that started before a publish may show what the publish changed.
      if (startedIn < generation) return;
      const keys = keysOfHeader(page.headers.find(([name]) => name.toLowerCase() === XKEY_HEADER)?.[1]);
      entries.set(key, { ...page, storedAt: now(), refreshing: false, keys });
    },
    generation: () => generation,
    purge(keys) {
      generation += 1;
      if (keys.includes(SITE_KEY)) {
        const count = entries.size;
        entries.clear();
        return count;
      }
      const wanted = new Set(keys);
      const gone = [...entries.entries()]
        .filter(([, entry]) => entry.keys.some((k) => wanted.has(k)))
        .map(([key]) => key);
      for (const key of gone) entries.delete(key);
      return gone.length;
    },
    release(key) {
      const entry = entries.get(key, { updateAgeOnGet: false });
      if (entry) entry.refreshing = false;
    },
    clear() {
      entries.clear();
    },
    stats() {
      return { entries: entries.size, bytes: entries.calculatedSize, ...counters };
    },
  };
}

/** Cuts a rendered body at its nonce, so that another response can carry its own. */
export function cutAtNonce(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The stored body's pieces with this response's nonce between them, where the original had its own. */
export function withNonce(parts: readonly Buffer[], nonce: string | undefined): Buffer[] {
  if (parts.length === 1) return [parts[0]!];
  const between = Buffer.from(nonce ?? "");
  const pieces: Buffer[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) pieces.push(between, parts[i]!);
  return pieces;
}

/** The stored body with this response's nonce in the places the original had its own, as one buffer. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string | undefined): Buffer {
  return Buffer.concat(withNonce(parts, nonce));
}
