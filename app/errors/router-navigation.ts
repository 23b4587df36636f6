import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, type Location } from "react-router";

/**
 * Calls `onPending` with the location a navigation is on its way to (undefined once none is), from
 * the router itself, in the same task as the navigation starts: a route module that fails at once
 * must already find where the visitor was going (errors/chunk-reload).
 *
 * No public API serves. useNavigation tells the same a render later, after such a module may have
 * failed; HydratedRouter's `instrumentations` see only navigate() calls (links), not back and
 * forward, redirects or revalidations. So the router is read from UNSAFE_DataRouterContext, here
 * and nowhere else; router-navigation.test.tsx fails on an upgrade that removes or changes it.
 */
export function usePendingLocation(onPending: (location: Location | undefined) => void): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    return router.subscribe(({ navigation }) => onPending(navigation.state === "idle" ? undefined : navigation.location));
  }, [router, onPending]);
}
