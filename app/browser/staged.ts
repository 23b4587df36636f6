import { startTransition, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { hydratedYet } from "~/browser/hydrated";

/**
 * How many of a long page's parts (the menu's categories) to render now. A page reached by a
 * client-side navigation to its top (a link, the language switch: a push or a replace without a
 * hash) renders its first `first` parts in the navigation's own render, so the tap draws the new
 * page's first screen without waiting for what is below it, and the rest right after, in a
 * transition React may interrupt. Every part at once wherever the page's height must be real at
 * once: the page as loaded (hydration matches the server's HTML), a position restored on back and
 * forward, a hash to scroll to; and a change of the query alone (the menu's filter) keeps them all,
 * and the visitor where they are.
 */
export function useStagedCount(total: number, first: number): number {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const whole = type === "POP" || hash !== "";
  const [state, setState] = useState(() => ({ pathname, all: whole || !hydratedYet() }));
  let all = state.all;
  if (state.pathname !== pathname || (!all && hash !== "")) {
    // Another page in the same component (/menu to /en/menu), or a hash to go to on this one: state
    // derived from the location, set while rendering.
    all = whole;
    setState({ pathname, all });
  }
  useEffect(() => {
    if (!all) startTransition(() => setState((now) => (now.pathname === pathname ? { pathname, all: true } : now)));
  }, [all, pathname]);
  return all ? total : Math.min(first, total);
}
