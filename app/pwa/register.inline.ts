import type { WarmUp } from "./warm-up";

/**
 * Registers the service worker (scope /) once the page has loaded, as an inline script: the page's
 * code starts only on the visitor's first intent (chrome/late-scripts.inline.ts), and a page read
 * without one must still work offline next time. On the first visit the page was fetched before the
 * worker existed; the worker is told that page and the files it loaded, and copies them from the
 * HTTP cache, so that page also works offline. Then an image the worker answers itself: it carries
 * this browser's image Accept header, which the worker needs to find the page's images in the HTTP
 * cache (the image service varies on it).
 *
 * Inlined minified (build-plugins/inline-script.ts): nothing from outside its own body but types.
 */
export default function registerServiceWorker(path: string, warmUpType: WarmUp["type"], offlineLogo: string, warm: string): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const register = () => {
    const firstVisit = !sw.controller;
    sw.register(path, { scope: "/" })
      .then(async () => {
        if (!firstVisit) return;
        const registration = await sw.ready;
        const pattern = new RegExp(warm);
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && pattern.test(url.pathname))
          .map((url) => url.href);
        const message: WarmUp = { type: warmUpType, page: location.href.split("#")[0]!, files: [...new Set(files)] };
        registration.active?.postMessage(message);
        if (!sw.controller) await new Promise((resolve) => sw.addEventListener("controllerchange", resolve, { once: true }));
        const probe = new Image();
        probe.src = offlineLogo;
        await probe.decode().catch(() => undefined);
      })
      .catch((error: unknown) => console.warn(`[sw] registration failed: ${(error as Error)?.message ?? error}`));
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
