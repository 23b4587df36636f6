import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "~/ui/idle";
import { hashTarget } from "./scroll";

/** On the root once nothing is deferred any more (styles/global.css). */
export const BLOCKS_DRAWN = "data-blocks-drawn";

/**
 * A page's blocks below the first screen are styled, laid out and painted only as they near the
 * viewport (content-visibility, styles/global.css) while the visitor is at the top of the page they
 * loaded: the first layout and paint are the first screen's. Until drawn, a block's height is an
 * estimate, so a scroll position worked out from the heights (a new page, a hash, a position the
 * router restores or saves) would be wrong: once the browser is idle after the load, or before that
 * at the first scroll or navigation, the root takes BLOCKS_DRAWN, nothing is deferred any more, and
 * what the visitor looks at stays where it is.
 *
 * Rendered before <ScrollRestoration>: its layout effect must run before the router scrolls.
 */
export function DeferredBlocks() {
  const location = useLocation();
  const loaded = useRef(location.key);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(BLOCKS_DRAWN)) return;
    const asLoaded = location.key === loaded.current;
    // The page as loaded, at its top and with no hash to go to: the deferral stays.
    if (asLoaded && window.scrollY === 0 && !location.hash) return;
    if (!asLoaded) {
      // A navigation: the router scrolls next, on the real heights.
      root.setAttribute(BLOCKS_DRAWN, "");
      return;
    }
    // The page as loaded, already away from its top: a hash goes to its element; a position the
    // router restored before the page's code ran (saved on the real heights, restored on the
    // estimates) is restored again; the visitor's own scrolling keeps what they look at.
    const target = location.hash ? hashTarget(location.hash) : null;
    if (target || !["reload", "back_forward"].includes(navigationType())) {
      drawInPlace();
      target?.scrollIntoView();
      return;
    }
    const y = window.scrollY;
    root.setAttribute(BLOCKS_DRAWN, "");
    window.scrollTo(0, y);
  }, [location]);
  useEffect(() => {
    // Drawn in full once the browser is idle after the load (the work moves out of the load, not
    // into the visitor's first scroll: about 70 ms of style and layout at 4x CPU on a 390 px home
    // page), or at the first scroll if that comes first.
    const onScroll = () => drawInPlace();
    window.addEventListener("scroll", onScroll, { once: true, passive: true });
    const idle = whenIdle(drawInPlace, { timeout: 5000, fallback: 1000 });
    return () => {
      window.removeEventListener("scroll", onScroll);
      idle();
    };
  }, []);
  return null;
}

/** Every block drawn, with the block at the top of the viewport kept where it is. */
function drawInPlace(): void {
  const root = document.documentElement;
  if (root.hasAttribute(BLOCKS_DRAWN)) return;
  const anchor = blockAtTop();
  const anchorTop = anchor?.getBoundingClientRect().top ?? 0;
  root.setAttribute(BLOCKS_DRAWN, "");
  if (anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - anchorTop);
}

function navigationType(): string {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? "navigate";
}

/**
 * What the visitor looks at: the first of the page's blocks that starts on screen (one that only
 * ends there may be an estimate about to change), or else the one the screen is in.
 */
function blockAtTop(): Element | null {
  const blocks = [...document.querySelectorAll("#main > *")];
  const starting = blocks.find((block) => {
    const { top } = block.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });
  return starting ?? blocks.find((block) => block.getBoundingClientRect().bottom > 0) ?? null;
}
