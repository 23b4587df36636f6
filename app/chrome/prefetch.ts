import { startTransition, useEffect, useState } from "react";
import { afterHydration, hydratedYet } from "~/browser/hydrated";

/**
 * Link prefetch policy: skipped on 2g, with data saver on, or offline.
 *
 * Internal links prefetch on *intent* (hover, focus, touchstart), not when they scroll into view:
 * pages here carry many internal links (a menu page lists every dish, the journal nine cards plus
 * pagination, and the footer more), so viewport prefetch would fetch the data and code of most of
 * them on every page view, paid for by phones' data plans and by the content service, for pages
 * rarely opened. Intent still starts the fetch 100-300 ms before the click lands, which covers most
 * of a page's data time here.
 *
 * Never on a 2g or slow-2g connection, with data saver on, or offline.
 */
export type PrefetchMode = "intent" | "none";

export const SLOW_CONNECTION_TYPES: readonly string[] = ["slow-2g", "2g"];

/** The part of the Network Information API we read (Chromium only; elsewhere it is absent). */
interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

function connectionOf(nav: Navigator & { connection?: NetworkInformationLike }): NetworkInformationLike | undefined {
  return nav.connection;
}

export function prefetchAllowed(nav: Pick<Navigator, "onLine"> & { connection?: NetworkInformationLike }): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && SLOW_CONNECTION_TYPES.includes(connection.effectiveType)) return false;
  return true;
}

function subscribe(onChange: () => void): () => void {
  const connection = connectionOf(navigator);
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  connection?.addEventListener?.("change", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
    connection?.removeEventListener?.("change", onChange);
  };
}

function clientMode(): PrefetchMode {
  return prefetchAllowed({ onLine: navigator.onLine, connection: connectionOf(navigator) }) ? "intent" : "none";
}

/** The prefetch mode for links now; 'none' on the server (prefetching only ever happens in the browser). */
export function usePrefetchMode(): PrefetchMode {
  const [mode, setMode] = useState<PrefetchMode>(() => (hydratedYet() ? clientMode() : "none"));
  useEffect(() => {
    afterHydration(() => setMode(clientMode()));
    return subscribe(() => startTransition(() => setMode(clientMode())));
  }, []);
  return mode;
}
