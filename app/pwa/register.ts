import { SERVICE_WORKER_PATH } from "./brand";
import { OFFLINE_LOGO, WARM_UP_MESSAGE, type WarmUp } from "./warm-up";
import { propertyOf } from "@site/narrow";

/** Same-origin files a first visit loaded before the service worker existed, worth keeping offline. */
const WARM = /^\/(assets|images|icons)\//;

/**
 * Registers /sw.js (scope /) once the page has loaded, in production builds only. On the first visit
 * the page was fetched before the worker existed; the worker is told that page and the files it
 * loaded, and copies them from the HTTP cache, so that page also works offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    const firstVisit = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: "/" })
      .then(() => (firstVisit ? warmUp() : undefined))
      .catch((error: unknown) => console.warn(`[sw] registration failed: ${propertyOf(error, "message") ?? error}`));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Resolves once the worker controls this page (it claims its clients as it activates). */
function controlled(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve) =>
    serviceWorker.addEventListener(
      "controllerchange",
      () => serviceWorker.controller && resolve(serviceWorker.controller),
      { once: true },
    ),
  );
}

async function warmUp(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && WARM.test(url.pathname))
    .map((url) => url.href);
  const message: WarmUp = { type: WARM_UP_MESSAGE, page: location.href.split("#")[0]!, files: [...new Set(files)] };
  registration.active?.postMessage(message);
  // An image request the worker answers itself: it carries this browser's image Accept header, which
  // the worker needs to find the page's images in the HTTP cache (the image service varies on it).
  await controlled();
  const probe = new Image();
  probe.src = OFFLINE_LOGO;
  await probe.decode().catch(() => undefined);
}
