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
 * Loads code on demand (a dynamic import). A load that fails while the browser is offline is tried
 * again once it is back online, for as long as that takes: chunk recovery (errors/chunk-reload) never
 * reloads offline, so this is how the deferred code arrives. Any other failure is the caller's.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine !== false) throw error;
    return new Promise((resolve) => window.addEventListener("online", resolve, { once: true })).then(() => loadWhenOnline(load));
  });
}
