import Lenis from "lenis";
import "lenis/dist/lenis.css";
import type { SmoothScroller } from "./smooth-scroll";

/** The lazily loaded half of smooth scrolling: only fetched when browser/smooth-scroll decides it is wanted. */
export function createSmoothScroller(): SmoothScroller {
  // Wheel scrolling keeps Lenis's own lerp; programmatic scrolls pass their duration (smooth-scroll.ts).
  return new Lenis({ autoRaf: true, anchors: false, stopInertiaOnNavigate: true });
}
