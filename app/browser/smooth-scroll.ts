/**
 * Smooth scrolling (1000 ms, from the 1024 px tablet breakpoint): Lenis, from the tablet breakpoint up and never under
 * prefers-reduced-motion; native scrolling everywhere else. Lenis is a separate chunk, loaded only
 * when the media query matches, so phones never download it.
 *
 * Pitfalls handled here and in ScrollManager (chrome/scroll.tsx):
 * - React Router scrolls with window.scrollTo (top on a new page, the saved position on back); a
 *   Lenis animation still running would drag the page back on its next frame, so after every
 *   navigation Lenis is re-measured and its animation dropped (syncSmoothScroll).
 * - Same-page hash links would jump natively; they go through lenis.scrollTo instead.
 * - CSS `scroll-behavior: smooth` fights Lenis: the site never sets it.
 */

import { loadWhenOnline } from "./online";

/** Duration of programmatic smooth scrolls (hash links). */
export const SMOOTH_SCROLL_DURATION_MS = 1000;
/** Smooth scrolling from this viewport width up. */
export const TABLET_BREAKPOINT_PX = 1024;
export const SMOOTH_SCROLL_QUERY = `(min-width: ${TABLET_BREAKPOINT_PX}px) and (prefers-reduced-motion: no-preference)`;

/** The part of Lenis the site uses. */
export interface SmoothScroller {
  scrollTo(target: HTMLElement | number, options?: { duration?: number; immediate?: boolean; force?: boolean }): void;
  resize(): void;
  /** Stopped by a modal (the page behind it must not scroll). */
  readonly isStopped: boolean;
  stop(): void;
  start(): void;
  destroy(): void;
}

let scroller: SmoothScroller | null = null;

/** The running Lenis instance, or null when scrolling is native. */
export function smoothScroller(): SmoothScroller | null {
  return scroller;
}

/** Starts Lenis while the media query matches (and stops it when it no longer does). Returns the cleanup. */
export function manageSmoothScroll(): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(SMOOTH_SCROLL_QUERY);
  let generation = 0;
  const apply = () => {
    const mine = ++generation;
    if (!query.matches) {
      scroller?.destroy();
      scroller = null;
      return;
    }
    if (scroller) return;
    // Offline when it is fetched, it comes once the browser is back online.
    loadWhenOnline(() => import("./lenis.client"))
      .then(({ createSmoothScroller }) => {
        if (mine === generation && !scroller && query.matches) scroller = createSmoothScroller();
      })
      // A nicety: if the chunk cannot load, scrolling stays native (chunk recovery sees the failure).
      .catch(() => undefined);
  };
  apply();
  query.addEventListener("change", apply);
  return () => {
    generation++;
    query.removeEventListener("change", apply);
    scroller?.destroy();
    scroller = null;
  };
}

/**
 * After the router has set the scroll position: Lenis takes it as its own and drops any animation
 * in flight (stopping resets it). A Lenis stopped by an open modal stays stopped.
 */
export function syncSmoothScroll(): void {
  if (!scroller) return;
  scroller.resize();
  if (scroller.isStopped) return;
  scroller.stop();
  scroller.start();
}

/** Scrolls to an element: smoothly over SMOOTH_SCROLL_DURATION_MS with Lenis, natively otherwise. */
export function scrollToElement(element: HTMLElement): void {
  if (scroller) scroller.scrollTo(element, { duration: SMOOTH_SCROLL_DURATION_MS / 1000 });
  else element.scrollIntoView();
}
