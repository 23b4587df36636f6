import { useEffect } from "react";
import { useLocation, useNavigation, type ClientInstrumentation } from "react-router";

/**
 * Where a navigation is on its way to, told in the same task as it starts: a route module that fails
 * at once must already find where the visitor was going (errors/chunk-reload). useNavigation tells
 * it a render later, after such a module may have failed, so it is taken from the router's public
 * instrumentation (HydratedRouter's `instrumentations`): every navigate() call (links, forms,
 * navigate(path), redirects ride inside theirs) is wrapped, the target known before the router
 * starts and forgotten once that call settles. Back and forward never call navigate(): the browser
 * has already changed the address when it fires `popstate`, so that address is the target, until the
 * router is idle there (a step that loads nothing never leaves idle; a render of the page before may
 * come after the popstate). Revalidations have no target (the page stays where it is).
 */
type Listener = (href: string | undefined) => void;
interface Pending {
  href: string;
  /** Set by popstate: no call settles it, the router going idle does. */
  pop: boolean;
}

const listeners = new Set<Listener>();
let pending: Pending | undefined;

function tell(next: Pending | undefined): void {
  pending = next;
  for (const listener of listeners) listener(next?.href);
}

const hrefOf = (url: { pathname: string; search: string; hash: string }) => url.pathname + url.search + url.hash;

/** The browser's address and the router's location may spell the same characters differently. */
function sameAddress(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return false;
  }
}

/** For HydratedRouter's `instrumentations` (and a test's router). */
export const pendingNavigation: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, currentUrl }) {
        // A step through the history (navigate(-1)) is a popstate, below.
        if (typeof to === "number") return void (await navigate());
        const mine = { href: hrefOf(new URL(to, new URL(currentUrl, window.location.href))), pop: false };
        tell(mine);
        await navigate();
        if (pending === mine) tell(undefined);
      },
    });
    window.addEventListener("popstate", () => tell({ href: hrefOf(window.location), pop: true }));
  },
};

/** Calls `onPending` with the address a navigation is on its way to, and with undefined once none is. */
export function usePendingNavigation(onPending: Listener): void {
  useEffect(() => {
    listeners.add(onPending);
    return () => void listeners.delete(onPending);
  }, [onPending]);
  const idle = useNavigation().state === "idle";
  const here = hrefOf(useLocation());
  useEffect(() => {
    if (idle && pending?.pop && sameAddress(pending.href, here)) tell(undefined);
  }, [idle, here]);
}
