import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { manageSmoothScroll, scrollToElement, smoothScroller, syncSmoothScroll } from "~/browser/smooth-scroll";

/**
 * Scrolling rules (top on a new page, restored on back, the hash's element, also on first load), on top of
 * React Router's <ScrollRestoration>, which already scrolls to the top on a new page (unless the link or
 * navigation says preventScrollReset), restores the position on back/forward, and scrolls to the element
 * named by the hash after a navigation.
 *
 * This adds:
 * - smooth scrolling (browser/smooth-scroll) without breaking those rules;
 * - same-page hash links (`<a href="#antipasti">`, the menu's sub-menu) become router navigations,
 *   so the router knows the hash and every history entry has its own key (a native fragment
 *   navigation leaves a keyless entry, whose saved position the router would later restore in place
 *   of the hash), and with Lenis they glide instead of jumping;
 * - the hash on first load, when the browser's own scroll to it did not happen.
 *
 * It must be rendered after <ScrollRestoration>: its layout effect has to run after the router's.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigate = useNavigate();
  /** A same-page hash link clicked with Lenis running: where the page was, and where it goes. */
  const glide = useRef<{ from: number; hash: string } | null>(null);

  useEffect(() => manageSmoothScroll(), []);

  useLayoutEffect(() => {
    syncSmoothScroll();
    const pending = glide.current;
    glide.current = null;
    if (!pending || pending.hash !== location.hash) return;
    const target = hashTarget(location.hash);
    if (!target) return;
    // The router has jumped to the target; put the page back before it paints, and glide there.
    window.scrollTo(0, pending.from);
    syncSmoothScroll();
    scrollToElement(target);
  }, [location]);

  useEffect(() => {
    scrollToHashOnFirstLoad();
    const onClick = (event: MouseEvent) => {
      const link = samePageHashLink(event);
      if (!link) return;
      event.preventDefault();
      if (smoothScroller()) glide.current = { from: window.scrollY, hash: link.hash };
      const { pathname, search } = window.location;
      navigate({ pathname, search, hash: link.hash });
      if (link.target.tabIndex >= 0 || link.target.hasAttribute("tabindex")) link.target.focus({ preventScroll: true });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  return null;
}

/** The element a URL hash names on this page, if any. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** A plain left click on a link to an element of this very page (not one React Router's <Link> handled). */
function samePageHashLink(event: MouseEvent): { hash: string; target: HTMLElement } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  // The target is an element, or (a click on the document itself) something without `closest`.
  const clicked: (EventTarget & Partial<Pick<Element, "closest">>) | null = event.target;
  const anchor = clicked?.closest?.("a[href]");
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== "_self") ||
    anchor.hasAttribute("download")
  )
    return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  const target = hashTarget(url.hash);
  return target ? { hash: url.hash, target } : null;
}

/**
 * The browser scrolls to the hash while parsing the server's HTML; if nothing has scrolled by the
 * time the page is interactive (the target arrived late, or something reset the position), do it now.
 */
function scrollToHashOnFirstLoad(): void {
  const target = hashTarget(window.location.hash);
  if (!target || window.scrollY !== 0) return;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  if (Math.abs(target.getBoundingClientRect().top - margin) > 1) target.scrollIntoView();
}
