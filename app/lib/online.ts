import { useSyncExternalStore } from "react";

/**
 * Online/offline status (spec section 4), from navigator.onLine and its events. The server, and the
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
