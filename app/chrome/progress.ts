/**
 * The page-loading bar's state (200 ms throttle, 5 s nominal, hidden 500 ms after, can fail), kept outside
 * React: when a navigation ends on the root error page, React Router remounts the whole layout, and the bar
 * must still know it was running (to show it failed, then hide it).
 *
 * hidden -> progressing (after the throttle, growing from zero over the nominal duration) ->
 * finished -> hidden after the hide delay; failed instead of finished when the data failed (the
 * error page shows) or the page's code could not load. Once it has appeared, the bar keeps running
 * for the data-fetch minimum display (chrome/min-delay), however soon the data arrives.
 */
import { minimumDisplayLeft } from "./min-delay";

/** A navigation that settles sooner than this never shows the bar. */
export const PROGRESS_THROTTLE_MS = 200;
/** The bar's nominal run, from empty to nearly full. */
export const PROGRESS_DURATION_MS = 5000;
/** How long the finished (or failed) bar stays before it is gone. */
export const PROGRESS_HIDE_DELAY_MS = 500;

export type ProgressPhase = "hidden" | "progressing" | "finished" | "failed";

type Timer = ReturnType<typeof setTimeout>;
type Timers = { set(fn: () => void, ms: number): Timer; clear(handle: Timer): void; now(): number };
const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle),
  now: () => performance.now(),
};

export function createProgress(timers: Timers = browserTimers) {
  let phase: ProgressPhase = "hidden";
  let showTimer: Timer | null = null;
  let hideTimer: Timer | null = null;
  /** Ends the running bar once it has been shown for the minimum display. */
  let settleTimer: Timer | null = null;
  let shownAt = 0;
  let settledFailed = false;
  /** The page of a navigation whose code failed to load: it stays pending for ever and must not bring the bar back. */
  let abandoned: string | undefined;
  /** Such a page, when its code failed offline: the offline page stands in for it while it is pending. */
  let offlinePage: string | undefined;
  let pendingHref: string | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    if (next === "progressing") shownAt = timers.now();
    if (hideTimer !== null) timers.clear(hideTimer);
    hideTimer = null;
    if (next === "finished" || next === "failed") {
      hideTimer = timers.set(() => {
        hideTimer = null;
        set("hidden");
      }, PROGRESS_HIDE_DELAY_MS);
    }
    for (const listener of listeners) listener();
  };
  const cancelShow = () => {
    if (showTimer !== null) timers.clear(showTimer);
    showTimer = null;
  };
  const cancelSettle = () => {
    if (settleTimer !== null) timers.clear(settleTimer);
    settleTimer = null;
  };
  const settle = () => {
    settleTimer = null;
    set(settledFailed ? "failed" : "finished");
  };

  return {
    phase: () => phase,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /**
     * The router's state: the key and page of the pending navigation (undefined when idle), and
     * whether the last one failed.
     */
    update(pendingKey: string | undefined, href: string | undefined, failed: boolean) {
      pendingHref = href;
      if (pendingKey === undefined) abandoned = undefined;
      if (offlinePage !== undefined && href !== offlinePage) {
        offlinePage = undefined;
        for (const listener of listeners) listener();
      }
      const busy = pendingKey !== undefined && href !== abandoned;
      if (busy) {
        // Another navigation before the bar could finish: it keeps running.
        cancelSettle();
        if (phase !== "progressing" && showTimer === null) {
          showTimer = timers.set(() => {
            showTimer = null;
            set("progressing");
          }, PROGRESS_THROTTLE_MS);
        }
        return;
      }
      cancelShow();
      settledFailed = failed;
      if (phase !== "progressing" || settleTimer !== null) return;
      const wait = minimumDisplayLeft(shownAt, timers.now());
      if (wait > 0) settleTimer = timers.set(settle, wait);
      else settle();
    },
    /** The code of `target` (by default the pending page) could not load, and could not be reloaded. */
    fail(target?: string, offline = false) {
      abandoned = target ?? pendingHref;
      cancelShow();
      cancelSettle();
      if (phase === "progressing") set("failed");
      if (offline) {
        offlinePage = abandoned;
        for (const listener of listeners) listener();
      }
    },
    /**
     * The page a pending navigation is going to whose code failed to load offline (chunk recovery's
     * OFFLINE_FAILURE_EVENT): React Router keeps that navigation pending for ever (it asked for a
     * reload, which chunk recovery holds back offline), and once the network is back chunk recovery
     * loads the page. Meanwhile the site shows the offline page in its place (chrome/SiteLayout).
     */
    offlinePage: () => offlinePage,
  };
}

export const progress = createProgress();
