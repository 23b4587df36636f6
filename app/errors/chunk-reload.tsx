import { useEffect } from "react";
import { useNavigation } from "react-router";
import { HANDLED_MARK } from "~/browser/chunk-handled";
import installChunkRecovery from "./chunk-recovery.inline";
import installChunkRecoverySource from "./chunk-recovery.inline?script";
import { usePendingNavigation } from "./router-navigation";

export { installChunkRecovery };

/**
 * Chunk recovery (a failed chunk reloads the page, at most once a minute): a code chunk that fails to load (a
 * deploy replaced the assets the page was built with) reloads the page, at most once per RELOAD_GUARD_MS,
 * remembered in sessionStorage, so a deploy never strands a visitor and a broken deploy never loops.
 *
 * Failures caught:
 * - the page's own module scripts (the inline module script React Router renders, which imports the
 *   entry and route modules): an `error` event on a same-origin module <script>;
 * - Vite's `vite:preloadError` (a dynamic import or its preloads failed), unless the code that asked
 *   for the chunk has its own fallback and marked the error so (browser/chunk-handled: the locale
 *   catalogues, whose failure the spec wants logged only);
 * - any other unhandled failed dynamic import ('Failed to fetch dynamically imported module', and
 *   the older 'Loading chunk N failed');
 * - React Router's route-module load failure: React Router calls location.reload() itself; the
 *   Navigation API's `navigate` event lets that reload through once per guard period and cancels
 *   it otherwise (browsers without the Navigation API keep React Router's own behaviour);
 * - a navigation still pending after ROUTE_MODULE_TIMEOUT_MS (a route module that never arrives;
 *   data requests time out on the server long before): useNavigationWatchdog.
 *
 * A failure while a reload is not allowed raises CHUNK_FAILURE_EVENT instead: the progress bar is
 * marked failed and LoadFailedNotice offers a link to load the page in full.
 *
 * Never while the browser is offline: a chunk that fails then (the visitor lost signal right after
 * the page loaded) failed for want of a network, and a reload would replace the page the visitor has
 * with the browser's offline error. The page stays. Back online, code loaded on demand is loaded
 * again by whoever asked for it (browser/online's loadWhenOnline), or, where the browser keeps the
 * failure for the page's life, comes with the next page (decision 0039); the page is reloaded (within the same
 * once-per-minute guard) only when nothing else can bring its code: its own module scripts failed,
 * or a navigation still waits for a page whose code could not load. While it waits, the visitor sees
 * the offline page in place of the page that cannot come (OFFLINE_FAILURE_EVENT, chrome/progress's offlinePage).
 */
export const RELOAD_GUARD_MS = 60_000;
/**
 * A failure of code loaded on demand told within this long after the browser came back online is
 * taken as met offline (its request went out before): its caller loads it again, no reload.
 */
export const ONLINE_GRACE_MS = 3_000;
export const ROUTE_MODULE_TIMEOUT_MS = 120_000;
export const RELOAD_STORAGE_KEY = "salone:chunk-reload-at";
export const CHUNK_FAILURE_EVENT = "salone:chunk-failure";
/** Raised when the code of the page a navigation is going to failed offline (a ChunkFailure with its target). */
export const OFFLINE_FAILURE_EVENT = "salone:offline-failure";

/** What a CHUNK_FAILURE_EVENT carries: why, and the page a navigation was going to, if one was under way. */
export interface ChunkFailure {
  reason: string;
  target?: string;
}

/** Reloads (or loads `href`, else the pending navigation's page) if allowed; false when the guard says no. */
/** `failedOffline`: whether the browser was offline when the failure happened (by default, now). */
export type ChunkRecover = ((reason: string, href?: string, failedOffline?: boolean) => boolean) & {
  /** The page a client-side navigation is on its way to: a failure meanwhile loads that page, not this one. */
  target?: string;
};

declare global {
  interface Window {
    /** Installed by the inline script. */
    __saloneChunkRecovery?: ChunkRecover;
  }
  interface WindowEventMap {
    "salone:chunk-failure": CustomEvent<ChunkFailure>;
    "salone:offline-failure": CustomEvent<ChunkFailure>;
  }
}

/** The inline script's text (production builds render it in <head>). */
export function chunkRecoveryScript(): string {
  const args = [
    RELOAD_STORAGE_KEY,
    RELOAD_GUARD_MS,
    CHUNK_FAILURE_EVENT,
    HANDLED_MARK,
    ONLINE_GRACE_MS,
    OFFLINE_FAILURE_EVENT,
  ]
    .map((a) => JSON.stringify(a))
    .join(",");
  return `(${installChunkRecoverySource})(${args});`;
}

/** Asks for a recovery reload; without the inline script (development) it only reports the failure. */
export function recoverFromChunkFailure(reason: string, href?: string): boolean {
  if (window.__saloneChunkRecovery) return window.__saloneChunkRecovery(reason, href);
  window.dispatchEvent(new CustomEvent<ChunkFailure>(CHUNK_FAILURE_EVENT, { detail: { reason, target: href } }));
  return false;
}

/**
 * Calls `onFailure` whenever a chunk failure could not be recovered by reloading (or, with
 * OFFLINE_FAILURE_EVENT, whenever the code of the page a navigation is going to failed offline).
 */
export function useChunkFailure(
  onFailure: (failure: ChunkFailure) => void,
  event: typeof CHUNK_FAILURE_EVENT | typeof OFFLINE_FAILURE_EVENT = CHUNK_FAILURE_EVENT,
): void {
  useEffect(() => {
    const listener = (e: CustomEvent<ChunkFailure>) => onFailure(e.detail ?? { reason: "unknown" });
    window.addEventListener(event, listener);
    return () => window.removeEventListener(event, listener);
  }, [onFailure, event]);
}

/**
 * Tells chunk recovery where a pending navigation is going, and treats a navigation that has not
 * settled after ROUTE_MODULE_TIMEOUT_MS as a chunk failure: its page is loaded in full.
 */
export function useNavigationWatchdog(): void {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.location : undefined;
  const key = pending?.key;
  const href = pending ? hrefOf(pending) : undefined;

  // From the router itself, synchronously: a module that fails at once must already find the target.
  usePendingNavigation(tellRecoveryTarget);

  useEffect(() => {
    if (!key || href === undefined) return;
    const timer = window.setTimeout(() => recoverFromChunkFailure("timeout", href), ROUTE_MODULE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [key, href]);
}

function tellRecoveryTarget(href: string | undefined): void {
  const recovery = window.__saloneChunkRecovery;
  if (recovery) recovery.target = href;
}

function hrefOf(location: { pathname: string; search: string; hash: string }): string {
  return location.pathname + location.search + location.hash;
}

/**
 * The inline script, first thing in <head>, production only (in development Vite's own full reloads
 * must never be held back). Its text exists only in the server bundle: the browser already ran it
 * from the HTML, so the client renders it empty and hydration is told not to mind.
 */
export function ChunkRecoveryScript({ nonce }: { nonce?: string }) {
  if (!import.meta.env.PROD) return null;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? chunkRecoveryScript() : "" }}
    />
  );
}
