import { SERVICE_WORKER_PATH } from "./brand";
import { propertyOf } from "@shared/narrow";

/** Same-origin files a first visit loaded before the service worker existed, worth keeping offline. */
const WARM = /^\/(assets|images|icons)\//;

/**
 * Registers /sw.js (scope /) once the page has loaded, in production builds only. On the first visit
 * the page was fetched before the worker existed; the worker is asked to cache it and the files it
 * loaded (Workbox's CACHE_URLS message), so that page also works offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    const firstVisit = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: "/" })
      .then(() => (firstVisit ? warmCache() : undefined))
      .catch((error: unknown) => console.warn(`[sw] registration failed: ${propertyOf(error, "message") ?? error}`));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

async function warmCache(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && WARM.test(url.pathname))
    .map((url) => url.href);
  const page: [string, RequestInit] = [location.href.split("#")[0]!, { headers: { Accept: "text/html" } }];
  registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [page, ...new Set(files)] } });
}
