/**
 * The service worker (/sw.js, scope /), built with Workbox's runtime modules by vite-plugin.ts.
 *
 * - Hashed assets (/assets/…): cache first; their names change with their content.
 * - Images (content images, icons), the site's own: stale-while-revalidate.
 * - Pages and their data requests: network first. A cached copy is used only when the network
 *   fails, so a new deploy never serves stale HTML to a visitor who is online. Pages are never
 *   cached ahead of a visit.
 * - The offline page (one per language), its stylesheet and logo are part of this script: the worker
 *   downloads nothing when it installs, and answers them itself.
 * - On a first visit the page tells the worker what it loaded before the worker existed; the worker
 *   copies those answers from the browser's HTTP cache into its own caches, and never fetches them
 *   again (see warmUp).
 * - Responses marked `no-store` (preview, drafts) are never cached.
 */
import { clientsClaim } from "workbox-core";
import { Route, Router } from "workbox-routing";
import type { RouteHandler, RouteMatchCallback } from "workbox-core/types";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import type { WorkboxPlugin } from "workbox-core/types";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, splitLocalePath, type Locale } from "../../site/locales";
import { OFFLINE_PATH, WARM_UP_MESSAGE, type WarmUp } from "../../app/pwa/warm-up";

interface BundledFile {
  type: string;
  body: string;
}

/** Filled in at build time: the offline page in each language and the files it links to, by path. */
declare const __SALONE_OFFLINE__: { pages: Record<Locale, string>; files: Record<string, BundledFile> };

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  origin: string;
}
interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
}
const sw = self as unknown as ServiceWorkerScope;

const CACHES = {
  pages: "salone-pages",
  data: "salone-data",
  assets: "salone-assets",
  images: "salone-images",
} as const;

void sw.skipWaiting();
clientsClaim();

// The caches of earlier workers that this one no longer fills (the precache of the offline files among them).
sw.addEventListener("activate", (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith("salone-") && !current.has(n)).map((n) => caches.delete(n))),
      ),
  );
});

const DAY = 24 * 60 * 60;

const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /no-store/i.test(response.headers.get("Cache-Control") ?? "") ? null : response,
};

const sameOrigin = (url: URL) => url.origin === sw.location.origin;
const isPrivatePath = (url: URL) => url.pathname.startsWith("/api/");
const bundled = (url: URL) => (sameOrigin(url) ? __SALONE_OFFLINE__.files[url.pathname] : undefined);
const answer = (file: BundledFile) => new Response(file.body, { headers: { "Content-Type": file.type } });

const isPage = (request: Request, url: URL) =>
  sameOrigin(url) &&
  !isPrivatePath(url) &&
  request.method === "GET" &&
  (request.mode === "navigate" || (request.headers.get("Accept") ?? "").includes("text/html"));

/**
 * The site's images are its own (/images/ is the image CDN through the site). Another origin's are
 * left to the browser: the worker kept none of them (opaque answers), and the Studio at /studio,
 * under this worker's scope, takes its pictures from the content service, whose answers through the
 * worker failed (the desk's thumbnails did not show once the editor had visited the site).
 */
const isImage = (request: Request, url: URL) =>
  sameOrigin(url) && (request.destination === "image" || /^\/(images|icons)\//.test(url.pathname));

/**
 * What this browser asks images with (its Accept header), learnt from an image the worker answers
 * itself (the page loads the offline logo once as an image, when the worker controls it). The image
 * service picks AVIF, WebP or JPEG from it and says `Vary: Accept`, so a copy of an image the page
 * loaded is found in the HTTP cache only under the same header. Until it is known, the warm-up's
 * images wait here. Kept in memory: a worker started afresh in between leaves them out.
 */
let imageAccept: string | undefined;
let imagesAwaitingAccept: string[] = [];

const router = new Router();
const route = (match: RouteMatchCallback, handler: RouteHandler) => router.registerRoute(new Route(match, handler));

route(
  ({ request, url }) => request.method === "GET" && url.pathname.startsWith(OFFLINE_PATH) && !!bundled(url),
  ({ request, url, event }) => {
    if (request.destination === "image" && !imageAccept) {
      imageAccept = request.headers.get("Accept") ?? undefined;
      const images = imagesAwaitingAccept;
      imagesAwaitingAccept = [];
      if (imageAccept && images.length)
        event.waitUntil(Promise.all(images.map((href) => copy(href, imageAccept!, event))));
    }
    return Promise.resolve(answer(bundled(url)!));
  },
);

route(
  ({ request, url }) => isPage(request, url),
  new NetworkFirst({
    cacheName: CACHES.pages,
    // A cached page answers for its URL whatever cookie it was fetched with.
    matchOptions: { ignoreVary: true },
    plugins: [
      respectNoStore,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY }),
    ],
  }),
);

// React Router's data requests for client-side navigations (/menu.data, /_root.data …) and its route
// discovery (/__manifest?paths=…): a page reloaded offline asks for the same ones again.
route(
  ({ request, url }) =>
    sameOrigin(url) &&
    !isPrivatePath(url) &&
    request.method === "GET" &&
    (url.pathname.endsWith(".data") || url.pathname === "/__manifest"),
  new NetworkFirst({
    cacheName: CACHES.data,
    plugins: [
      respectNoStore,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY }),
    ],
  }),
);

route(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

route(
  ({ request, url }) => isImage(request, url),
  new StaleWhileRevalidate({
    cacheName: CACHES.images,
    // The image CDN varies on Accept; this browser's copies were all fetched with its own.
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

router.setCatchHandler(async ({ request, url }) =>
  request.mode === "navigate" ?
    new Response(__SALONE_OFFLINE__.pages[await languageOf(url)], {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    })
  : Response.error(),
);

router.addFetchListener();

/**
 * The first visit's page and files, fetched before this worker existed, copied into its caches
 * through the routes above (so each lands where a later request looks for it) with requests that
 * only the HTTP cache may answer: what the browser no longer has is left out, never downloaded again.
 * A page asks with `text/html` (how a page route is told), an image with this browser's image
 * Accept (so in the format the page was sent), anything else with the default.
 */
function copy(href: string, accept: string, event: ExtendableEvent): Promise<unknown> | undefined {
  const url = new URL(href, sw.location.href);
  if (!sameOrigin(url)) return undefined;
  const request = new Request(url, {
    mode: "same-origin",
    cache: "only-if-cached",
    credentials: "same-origin",
    headers: { Accept: accept },
  });
  return router.handleRequest({ request, event })?.catch(() => undefined);
}

async function warmUp({ page, files }: WarmUp, event: ExtendableEvent): Promise<void> {
  const images = files.filter((href) => isImage(new Request(href), new URL(href, sw.location.href)));
  if (!imageAccept) imagesAwaitingAccept.push(...images);
  await Promise.all([
    copy(page, "text/html", event),
    ...files.filter((href) => !images.includes(href)).map((href) => copy(href, "*/*", event)),
    ...(imageAccept ? images.map((href) => copy(href, imageAccept!, event)) : []),
  ]);
}

sw.addEventListener("message", (event) => {
  const data = event.data as Partial<WarmUp> & { type?: unknown };
  if (
    event.origin !== sw.location.origin ||
    data?.type !== WARM_UP_MESSAGE ||
    typeof data.page !== "string" ||
    !Array.isArray(data.files)
  )
    return;
  event.waitUntil(
    warmUp(
      { type: WARM_UP_MESSAGE, page: data.page, files: data.files.filter((f): f is string => typeof f === "string") },
      event,
    ),
  );
});
