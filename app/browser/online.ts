import { useSyncExternalStore } from "react";

/**
 * Online/offline status, from navigator.onLine and its events. The server, and the
 * first client render, say online: a page that was just served was reached over a network.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * Loads code on demand (a dynamic import). A load that fails while the browser is offline, or that
 * was under way when it went offline (the browser may tell that failure only once it is back), is
 * tried again once the browser is back online: chunk recovery (errors/chunk-reload) never reloads
 * offline. Chromium keeps a module that failed to arrive as failed for the rest of the page's life
 * (decision 0039), so that second try can fail at once: then the next link the visitor follows loads
 * its page in full, which brings the code; the page they are reading stays. Any other failure is the
 * caller's.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, again?: boolean): Promise<T> {
  let offline = !navigator.onLine;
  addEventListener("offline", () => (offline = true), { once: true });
  return load().catch((error: unknown) => {
    if (offline)
      return new Promise((resolve) =>
        navigator.onLine ? resolve(0) : addEventListener("online", resolve, { once: true }),
      ).then(() => loadWhenOnline(load, true));
    if (again) addEventListener("click", followInFull, true);
    throw error;
  });
}

/**
 * Keeps a link's click from the router (first, in the capture phase): the browser follows it. The language
 * switch keeps its own handling.
 */
function followInFull(event: MouseEvent): void {
  if ((event.target as Element).closest?.("a[href]:not([hreflang])")) event.stopPropagation();
}
