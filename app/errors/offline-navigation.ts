import { useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { OFFLINE_FAILURE_EVENT } from "./chunk-reload";

/**
 * The page a navigation was going to when its code failed to load offline (chunk recovery's
 * OFFLINE_FAILURE_EVENT). React Router keeps such a navigation pending for ever (it asked for a
 * reload, which chunk recovery holds back offline); once the network is back, chunk recovery loads
 * that page. Meanwhile the site shows the offline page in its place, not a bar that never ends.
 */
let failedTarget: string | undefined;
const listeners = new Set<() => void>();

if (typeof window !== "undefined") {
  window.addEventListener(OFFLINE_FAILURE_EVENT, (event) => {
    failedTarget = event.detail?.target;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The page the pending navigation is going to, when its code failed offline; undefined otherwise
 * (no navigation, another one, or none failed). Server side, always undefined.
 */
export function useOfflineNavigationTarget(): string | undefined {
  const navigation = useNavigation();
  const target = useSyncExternalStore(
    subscribe,
    () => failedTarget,
    () => undefined,
  );
  const pending = navigation.state === "idle" ? undefined : navigation.location;
  if (!pending || target === undefined) return undefined;
  return pending.pathname + pending.search + pending.hash === target ? target : undefined;
}
