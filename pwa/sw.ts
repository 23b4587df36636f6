/**
 * The service worker (/sw.js, scope /), built with Workbox's runtime modules by pwa/vite-plugin.ts.
 *
 * - Hashed assets (/assets/…): cache first; their names change with their content.
 * - Images (content images, icons): stale-while-revalidate.
 * - Pages and their data requests: network first. A cached copy is used only when the network
 *   fails, so a new deploy never serves stale HTML to a visitor who is online. Pages are never
 *   precached; the only HTML in the precache is the offline page, in each language, shown when a
 *   page is neither reachable nor cached.
 * - Responses marked `no-store` (preview, drafts) are never cached.
 */
import { clientsClaim, setCacheNameDetails } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import type { WorkboxPlugin } from "workbox-core/types";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, splitLocalePath, type Locale } from "../shared/locales";

interface PrecacheEntry {
  url: string;
  revision: string;
}

/** Filled in at build time. */
declare const __SALONE_PRECACHE__: PrecacheEntry[];
declare const __SALONE_OFFLINE_PAGES__: Record<Locale, string>;

interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
}
const sw = self as unknown as ServiceWorkerScope;

setCacheNameDetails({ prefix: "salone" });
void sw.skipWaiting();
clientsClaim();

precache(__SALONE_PRECACHE__);
cleanupOutdatedCaches();

const DAY = 24 * 60 * 60;

const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (/no-store/i.test(response.headers.get("Cache-Control") ?? "") ? null : response),
};

const sameOrigin = (url: URL) => url.origin === sw.location.origin;
const isPrivatePath = (url: URL) => url.pathname.startsWith("/api/");

const isPage = (request: Request, url: URL) =>
  sameOrigin(url) &&
  !isPrivatePath(url) &&
  request.method === "GET" &&
  (request.mode === "navigate" || (request.headers.get("Accept") ?? "").includes("text/html"));

registerRoute(
  ({ request, url }) => isPage(request, url),
  new NetworkFirst({
    cacheName: "salone-pages",
    // A cached page answers for its URL whatever cookie it was fetched with.
    matchOptions: { ignoreVary: true },
    plugins: [respectNoStore, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY })],
  }),
);

// React Router's data requests for client-side navigations (/menu.data, /_root.data …) and its route
// discovery (/__manifest?paths=…): a page reloaded offline asks for the same ones again.
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && !isPrivatePath(url) && request.method === "GET" && (url.pathname.endsWith(".data") || url.pathname === "/__manifest"),
  new NetworkFirst({
    cacheName: "salone-data",
    plugins: [respectNoStore, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "salone-assets",
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === "image" || (sameOrigin(url) && /^\/(images|icons)\//.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: "salone-images",
    // The image CDN varies on Accept (it picks AVIF, WebP or JPEG); any format this browser was sent will do.
    matchOptions: { ignoreVary: true },
    // Opaque cross-origin answers are left to the HTTP cache: they cost the quota several megabytes each.
    plugins: [
      respectNoStore,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** The visitor's language: the URL prefix, else the locale cookie, else Italian (as the server decides). */
async function languageOf(url: URL): Promise<Locale> {
  const { prefix } = splitLocalePath(url.pathname);
  if (prefix) return prefix;
  try {
    const cookie = await sw.cookieStore?.get(LOCALE_COOKIE);
    if (isLocale(cookie?.value)) return cookie.value;
  } catch {
    // No Cookie Store API in this browser: the default language.
  }
  return DEFAULT_LOCALE;
}

setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate") {
    const page = await matchPrecache(__SALONE_OFFLINE_PAGES__[await languageOf(url)]);
    if (page) return page;
  }
  return Response.error();
});
