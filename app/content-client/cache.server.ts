import { LRUCache } from "lru-cache";
import {
  ContentUnavailableError,
  type ContentClient,
  type QueryOptions,
  type QueryParams,
  type QueryResult,
} from "./protocol.server";

/**
 * The server's content cache: query results in memory, so that a page keeps rendering when the
 * content service hiccups, and so that a burst of visitors costs one query instead of hundreds.
 *
 * - fresh for `freshMs`: served without asking the service;
 * - then stale for `staleWhileRevalidateMs`: served at once while one background request refreshes it;
 * - older than that, or invalidated by the publish webhook: the request waits for a refresh;
 * - whenever a refresh fails because the service is unavailable, the last good result is served
 *   (stale-if-error) and the failure reported, however old the result is.
 *
 * Results are kept as JSON text, so no caller can mutate what the next request reads. Concurrent
 * requests for one key share one fetch. Empty results (a slug that matches nothing) live in a small
 * separate cache for the fresh period only: random URLs cannot evict the pages that matter in an outage.
 */
export interface ContentCacheOptions {
  freshMs: number;
  staleWhileRevalidateMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  /** Each request the cache makes to the service, and how it ended (for /healthz). */
  onOutcome?: (ok: boolean, error?: unknown) => void;
  /** A stale result was served because the service failed. */
  onStaleIfError?: (info: { tag: string | undefined; ageMs: number; error: unknown }) => void;
  /** A background refresh failed (the stale result had already been served). */
  onBackgroundError?: (info: { tag: string | undefined; error: unknown }) => void;
}

interface Entry {
  json: string;
  storedAt: number;
  generation: number;
}

export interface ContentCacheStats {
  entries: number;
  bytes: number;
  generation: number;
  hits: number;
  misses: number;
  staleServed: number;
  staleIfError: number;
}

export interface CachedContentClient extends ContentClient {
  /** Every cached result must be fetched again before it is served (it is kept for stale-if-error). */
  invalidate(): void;
  stats(): ContentCacheStats;
}

const NEGATIVE_MAX_ENTRIES = 256;

function cacheKey(perspective: string, query: string, params: QueryParams): string {
  const sorted = Object.keys(params)
    .filter((name) => params[name] !== undefined)
    .sort()
    .map((name) => [name, params[name]]);
  return JSON.stringify([perspective, query, sorted]);
}

/**
 * A cached answer, as the query's result type says: stored as the service sent it, and, like the
 * service's answer, not checked at run time (content is validated in the Studio).
 */
function cachedResult<T>(json: string): T {
  return JSON.parse(json) as T;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

export function createCachedClient(client: ContentClient, options: ContentCacheOptions): CachedContentClient {
  const now = options.now ?? Date.now;
  const perspective = client.options.perspective ?? "published";
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => Math.max(1, entry.json.length + key.length),
  });
  const negative = new LRUCache<string, Entry>({ max: Math.min(NEGATIVE_MAX_ENTRIES, options.maxEntries) });
  const inflight = new Map<string, Promise<string>>();
  let generation = 0;
  const counters = { hits: 0, misses: 0, staleServed: 0, staleIfError: 0 };

  function lookup(key: string): Entry | undefined {
    return entries.get(key) ?? negative.get(key);
  }

  function refresh(key: string, query: string, params: QueryParams, queryOptions: QueryOptions): Promise<string> {
    const startedIn = generation;
    const flightKey = `${startedIn}:${key}`;
    const running = inflight.get(flightKey);
    if (running) return running;
    // One request's abort signal must not cancel a fetch other requests are waiting for.
    const { signal: _ignored, ...shared } = queryOptions;
    const promise = client
      .fetch(query, params, shared)
      .then(
        (value) => {
          options.onOutcome?.(true);
          const json = JSON.stringify(value ?? null);
          const entry: Entry = { json, storedAt: now(), generation: startedIn };
          if (isEmpty(value)) {
            entries.delete(key);
            negative.set(key, entry);
          } else {
            negative.delete(key);
            entries.set(key, entry);
          }
          return json;
        },
        (error: unknown) => {
          options.onOutcome?.(false, error);
          throw error;
        },
      )
      .finally(() => inflight.delete(flightKey));
    inflight.set(flightKey, promise);
    return promise;
  }

  return {
    options: client.options,
    invalidate() {
      generation += 1;
    },
    stats() {
      return { entries: entries.size + negative.size, bytes: entries.calculatedSize, generation, ...counters };
    },
    async fetch<const Q extends string>(
      query: Q,
      params: QueryParams = {},
      queryOptions: QueryOptions = {},
    ): Promise<QueryResult<Q>> {
      const key = cacheKey(perspective, query, params);
      const entry = lookup(key);
      if (entry && entry.generation === generation) {
        const age = now() - entry.storedAt;
        const isNegative = !entries.has(key);
        if (age < options.freshMs) {
          counters.hits += 1;
          return cachedResult<QueryResult<Q>>(entry.json);
        }
        if (!isNegative && age < options.freshMs + options.staleWhileRevalidateMs) {
          counters.staleServed += 1;
          refresh(key, query, params, queryOptions).catch((error: unknown) =>
            options.onBackgroundError?.({ tag: queryOptions.tag, error }),
          );
          return cachedResult<QueryResult<Q>>(entry.json);
        }
      }
      counters.misses += 1;
      try {
        return cachedResult<QueryResult<Q>>(await refresh(key, query, params, queryOptions));
      } catch (error) {
        if (entry && error instanceof ContentUnavailableError) {
          counters.staleIfError += 1;
          options.onStaleIfError?.({ tag: queryOptions.tag, ageMs: now() - entry.storedAt, error });
          return cachedResult<QueryResult<Q>>(entry.json);
        }
        throw error;
      }
    },
  };
}
