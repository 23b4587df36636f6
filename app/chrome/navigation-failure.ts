import type { ClientOnErrorFunction } from "react-router";

/**
 * Whether the data of the page a navigation brought failed (the error page shows, and the progress
 * bar ends failed rather than finished). React Router tells HydratedRouter's `onError` of each error
 * its state takes from a loader, action or middleware, once, as it takes it; a render error comes
 * with React's errorInfo and is not a failure of the data. What failed belongs to that page: the
 * next navigation starts clean.
 */
export function createNavigationFailure() {
  let failed = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === failed) return;
    failed = next;
    for (const listener of listeners) listener();
  };
  const report: ClientOnErrorFunction = (error, { errorInfo }) => {
    if (errorInfo) {
      // Given an onError, React Router no longer logs render errors itself: the same line as its own.
      console.error("React Router caught the following error during render", error);
      return;
    }
    set(true);
  };
  return {
    failed: () => failed,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** For HydratedRouter's onError. */
    report,
    /** A navigation is under way: a failure before it was the previous page's. */
    navigationStarted: () => set(false),
  };
}

export const navigationFailure = createNavigationFailure();
