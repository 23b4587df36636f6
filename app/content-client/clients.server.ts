import { config } from "@config/config.server";
import { log } from "@config/log.server";
import { createCachedClient, type CachedContentClient } from "./cache.server";
import { createContentClient, type ContentClient } from "./protocol.server";
import { createHealthTracker, type HealthTracker } from "./health.server";
import { withCompactLqips } from "./lqip.server";
import { propertyOf } from "@site/narrow";

/**
 * The two clients of the content protocol: production (CDN on, no token, no credentials), wrapped in the
 * server's content cache, and preview (CDN off, drafts perspective, may carry the read token;
 * its texts carry stega), never cached. This module is server-only (*.server.ts): the token never reaches browser code.
 */
let production: ContentClient | undefined;
let cached: CachedContentClient | undefined;
let preview: ContentClient | undefined;
let previewPlain: ContentClient | undefined;
let health: HealthTracker | undefined;

/** How long a request's outcome stands for the service's health before /healthz probes again. */
const HEALTH_MAX_AGE_MS = 2000;

/** The production client itself, uncached (for probes). */
export function productionClient(): ContentClient {
  const c = config().content;
  production ??= createContentClient({
    apiUrl: c.apiUrl,
    cdnUrl: c.cdnUrl,
    dataset: c.dataset,
    apiVersion: c.apiVersion,
    useCdn: c.useCdn,
    token: undefined,
    withCredentials: false,
    perspective: "published",
    timeoutMs: c.timeoutMs,
  });
  return production;
}

/** The production client behind the content cache: what every page reads outside preview. */
export function contentClient(): CachedContentClient {
  if (cached) return cached;
  const c = config().contentCache;
  // The cache keeps each result with its LQIPs made smaller (content-client/lqip.server.ts): once per refresh.
  cached = createCachedClient(withCompactLqips(productionClient()), {
    ...c,
    onOutcome: (ok) => contentHealth().record(ok),
    onStaleIfError: ({ tag, ageMs, error }) =>
      log.warn("content service failed: serving the last good result", {
        tag,
        ageSeconds: Math.round(ageMs / 1000),
        error: String(propertyOf(error, "message") ?? error),
      }),
    onBackgroundError: ({ tag, error }) =>
      log.warn("content refresh failed: the stale result stays", {
        tag,
        error: String(propertyOf(error, "message") ?? error),
      }),
  });
  return cached;
}

/**
 * Drafts, for an editor in preview: with stega (the pages' texts carry their edit links) or without
 * (what a program reads: feeds, calendar files, the sitemap, the web manifest; scope.server.ts).
 */
export function previewClient(stega = true): ContentClient {
  if (stega) return (preview ??= createPreviewClient(true));
  return (previewPlain ??= createPreviewClient(false));
}

function createPreviewClient(stega: boolean): ContentClient {
  const c = config().content;
  return withCompactLqips(
    createContentClient({
      apiUrl: c.apiUrl,
      cdnUrl: c.cdnUrl,
      dataset: c.dataset,
      apiVersion: c.apiVersion,
      useCdn: false,
      token: c.token,
      withCredentials: c.withCredentials,
      perspective: "drafts",
      timeoutMs: c.timeoutMs,
      ...(stega ? { stega: { studioUrl: config().preview.studioUrl } } : {}),
    }),
  );
}

/** The content service's health as this server sees it (GET /healthz). */
export function contentHealth(): HealthTracker {
  health ??= createHealthTracker({
    // The cheapest query there is; short timeout so a health check never hangs.
    probe: () => productionClient().fetch("1", {}, { tag: "healthz", signal: AbortSignal.timeout(1500) }),
    maxAgeMs: HEALTH_MAX_AGE_MS,
  });
  return health;
}
