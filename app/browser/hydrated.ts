import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Set by the first effect that runs in the browser: the page's first render has committed. */
let pageHydrated = false;

/** Whether the page has hydrated: what a component mounted from now on may render at once. */
export function hydratedYet(): boolean {
  return pageHydrated;
}

/**
 * Runs `update` after the page has hydrated, as a transition: the components that change once
 * hydrated (a few dozen on a page: every image's loaded state, the prefetch policy) re-render in
 * slices the browser can interrupt, instead of in one blocking task inside hydration's commit, as
 * useSyncExternalStore with a server snapshot of its own does (about 160 ms of a phone's main thread
 * on the home page, measured at 4x CPU slowdown).
 */
export function afterHydration(update: () => void): void {
  pageHydrated = true;
  startTransition(update);
}

let askedForServerSnapshot = false;
const subscribe = () => () => {};
const clientSnapshot = () => false;
const serverSnapshot = () => {
  askedForServerSnapshot = true;
  return false;
};

/**
 * Whether this render hydrates the server's HTML: React asks a store for its server snapshot only
 * while hydrating (and on the server). Both snapshots are the same value, so nothing renders again
 * (browser/server-markup).
 */
export function useHydrating(): boolean {
  // Set by serverSnapshot within the call below and read right after it, in the same render.
  // eslint-disable-next-line react-hooks/globals
  askedForServerSnapshot = false;
  useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  return askedForServerSnapshot && !import.meta.env.SSR;
}

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and at
 * once for anything mounted later). Lets a component render the server's markup first, then enhance
 * it, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) afterHydration(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
