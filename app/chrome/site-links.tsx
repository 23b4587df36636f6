import { useContext, useEffect, useReducer, useState } from "react";
import { PrefetchPageLinks, UNSAFE_DataRouterContext, matchRoutes, useNavigate } from "react-router";
import { usePrefetchMode } from "./prefetch";

/**
 * The site's own link (i18n/LocaleLink, the navigations' entries, the language switch) an event
 * happened in, if any: they carry `data-link`. None carries React Router's `data-discover` as the
 * page loads, so its route discovery asks the server for no route then (decision 0080): a link gets
 * the attribute on the visitor's intent, below.
 */
export const SITE_LINK = "a[data-link]";
const siteLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(SITE_LINK) : null;

/**
 * Asks React Router to discover the route behind a link: its route discovery watches the page for
 * `data-discover` and looks the link's path up 100 ms later. A link followed before that is looked up
 * by the navigation itself.
 */
export function discover(link: HTMLAnchorElement | null) {
  if (link && !link.hasAttribute("data-discover")) link.setAttribute("data-discover", "");
}

/**
 * The id of the route that draws `page` once the router knows it (route discovery may bring it
 * later: the router's update that patches it draws this again), never the catch-all's.
 */
function useRouteOf(page: string | null): string | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [, update] = useReducer((n: number) => n + 1, 0);
  useEffect(() => (page && router ? router.subscribe(update) : undefined), [page, router]);
  if (!page || !router) return undefined;
  const leaf = matchRoutes(router.routes, page, router.basename)?.at(-1)?.route;
  return leaf && !leaf.path?.endsWith("*") ? leaf.id : undefined;
}

/**
 * React Router's prefetch of a page's data and code, once its route is known: <PrefetchPageLinks>
 * reads the routes when it is first drawn, so it is drawn anew when discovery brings the route.
 */
export function PrefetchPage({ page }: { page: string | null }) {
  const route = useRouteOf(page);
  return page && route ? <PrefetchPageLinks key={route} page={page} /> : null;
}

/** The path, query and hash of a link or of the page, as the router navigates. */
const pathOf = (place: HTMLAnchorElement | Location) => place.pathname + place.search + place.hash;

/**
 * The site's links are plain anchors (i18n/LocaleLink): one listener here does for all of them what
 * React Router's <Link> does for each. A left click without a modifier key is a client-side navigation
 * (to the page it is on, it replaces the history entry); a pointer resting on a link for 100 ms, the
 * focus on it or a touch prefetches its page's data and code, as a link's intent does, within the
 * prefetch policy (chrome/prefetch.ts), after asking for its route (discover). No link then has state,
 * effects or listeners of its own to set up while the page hydrates (a menu page holds some ninety),
 * or to re-render once it has. A click another handler took care of (the language switch's <Link>)
 * is left alone, and so is a link that opens elsewhere.
 */
export function SiteLinks() {
  const navigate = useNavigate();
  const mode = usePrefetchMode();
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = siteLink(event.target);
      if (
        !link ||
        event.defaultPrevented ||
        event.button ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey ||
        (link.target && link.target !== "_self")
      )
        return;
      event.preventDefault();
      void navigate(pathOf(link), { replace: pathOf(link) === pathOf(window.location) });
    };
    // On the window, after React's listener on the document: a link's own onClick may prevent it.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);

  useEffect(() => {
    if (mode !== "intent") return;
    let timer = 0;
    let current: HTMLAnchorElement | null = null;
    // Entering a link (moving over its own elements changes nothing), or leaving it.
    const on = (event: Event) => {
      const link = siteLink(event.target);
      const leaving = event.type === "mouseout" || event.type === "focusout";
      if (
        !link ||
        (leaving ?
          link !== current || link.contains((event as FocusEvent).relatedTarget as Node | null)
        : link === current && event.type !== "touchstart")
      )
        return;
      clearTimeout(timer);
      current = leaving ? null : link;
      if (leaving) setIntent(null);
      else
        timer = window.setTimeout(
          () => {
            discover(link);
            setIntent(link.pathname + link.search);
          },
          event.type === "touchstart" ? 0 : 100,
        );
    };
    const types = ["mouseover", "focusin", "touchstart", "mouseout", "focusout"];
    for (const type of types) document.addEventListener(type, on, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of types) document.removeEventListener(type, on);
      setIntent(null);
    };
  }, [mode]);

  return mode === "intent" ? <PrefetchPage page={intent} /> : null;
}
