import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and for
 * anything mounted later). Lets a component render the server's markup first, then enhance it,
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
