import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "~/browser/idle";
import { hashTarget } from "./scroll";
import { smoothScroller } from "~/browser/smooth-scroll";

/** On the root once nothing is deferred any more (styles/global.css). */
export const BLOCKS_DRAWN = "data-blocks-drawn";

/**
 * A page's blocks below the first screen are styled, laid out and painted only as they near the
 * viewport (content-visibility, styles/global.css) while the visitor is at the top of the page they
 * loaded: the first layout and paint are the first screen's. Until drawn, a block's height is an
 * estimate, so a scroll position worked out from the heights (a new page, a hash, a position the
 * router restores or saves) would be wrong: before one is worked out (a navigation, a hash, a
 * restored position) the root takes BLOCKS_DRAWN and nothing is deferred any more; otherwise, once the
 * browser is idle after the load, the blocks are drawn one at a time, what the visitor looks at
 * staying where it is. The visitor's own scrolling meanwhile draws the blocks it nears, as the browser
 * does for content-visibility, a block at a time.
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
      markDrawn(root);
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
    markDrawn(root);
    window.scrollTo(0, y);
  }, [location]);
  useEffect(() => {
    // Once the visitor has scrolled, drawn one block at a time when the browser is idle, each in its
    // own frame: all at once is about 75 ms of style and layout on this machine's home page at 412 px,
    // four times that on a phone, in one long task (decision 0046). A visitor who reads only the
    // first screen never pays for the rest (decision 0080): until they scroll, the browser draws
    // a block only as it nears the viewport.
    let cancel = () => {};
    const drawWhenIdle = () =>
      (cancel = whenIdle(
        function drawNext() {
          cancel = drawOne() ? whenIdle(drawNext) : () => {};
        },
        { timeout: 5000, fallback: 1000 },
      ));
    // Under the smooth scroller (from 1024 px) the first scroll draws them all first: it works out
    // every step of a glide from the page's heights and fights the browser's corrections as estimates
    // turn real, as before decision 0046.
    const onScroll = () => {
      window.removeEventListener("scroll", onScroll);
      if (smoothScroller()) drawInPlace();
      else drawWhenIdle();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancel();
    };
  }, []);
  return null;
}

/**
 * On a block drawn ahead of the others (styles/global.css; the selectors below spell it out, as they
 * do `data-deferred`, on a part of a page deferred like its blocks that is not a block: the menu's
 * categories after the first, the footer).
 */
export const BLOCK_DRAWN = "data-drawn";

/**
 * Draws the next block still deferred; once none is left, the root takes BLOCKS_DRAWN. Whether there
 * may be more.
 */
function drawOne(): boolean {
  // Drawn already (a navigation, a hash): nothing to mark, and nothing to keep in place while the
  // router or the smooth scroller moves the page.
  if (document.documentElement.hasAttribute(BLOCKS_DRAWN)) return false;
  const next = document.querySelector<HTMLElement>(
    ":is(#main > [data-block]:not([data-first]), [data-deferred]):not([data-drawn])",
  );
  if (!next) drawInPlace();
  // Below the top of the viewport (the common case), its real height moves nothing on screen.
  // Its transitions stay off until the root is drawn (styles/global.css): nothing to hold here.
  else keepingView(() => next.setAttribute(BLOCK_DRAWN, ""), next.getBoundingClientRect().top < 0);
  return !!next;
}

/** Every block drawn, with the block at the top of the viewport kept where it is. */
function drawInPlace(): void {
  if (!document.documentElement.hasAttribute(BLOCKS_DRAWN)) keepingView(() => markDrawn(document.documentElement));
}

/**
 * Marks the root drawn, its transitions taking no time in the style it is first drawn with. A
 * block skipped since the stylesheet applied may still hold the style Chromium gave it before the
 * stylesheet arrived (styles/global.css): drawn, it would fade in from a link's blue on nothing.
 * Every colour transition of the site takes var(--duration); the forced layout works the new style
 * out before the duration comes back.
 */
function markDrawn(root: HTMLElement): void {
  root.style.setProperty("--duration", "0s");
  root.setAttribute(BLOCKS_DRAWN, "");
  void root.offsetHeight;
  root.style.removeProperty("--duration");
}

/** Runs `draw`, keeping the block at the top of the viewport where it is (unless told it cannot move). */
function keepingView(draw: () => void, mayMove = true): void {
  const anchor = mayMove ? blockAtTop() : null;
  const anchorTop = anchor?.getBoundingClientRect().top ?? 0;
  draw();
  if (anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - anchorTop);
}

function navigationType(): string {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? "navigate";
}

/**
 * What the visitor looks at: the first of the page's blocks (or deferred parts) that starts on screen
 * (one that only ends there may be an estimate about to change), or else the innermost one the screen
 * is in.
 */
function blockAtTop(): Element | null {
  // In the document's order, so a deferred part comes after the element it is in.
  const blocks = [...document.querySelectorAll("#main > *, #main [data-deferred]")];
  const starting = blocks.find((block) => {
    const { top } = block.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });
  return (
    starting ??
    blocks.findLast((block) => block.getBoundingClientRect().top < 0 && block.getBoundingClientRect().bottom > 0) ??
    null
  );
}
