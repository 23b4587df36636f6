import { lazyBlock } from "~/browser/lazy-block";

/**
 * The mobile menu's code, a chunk of its own outside the first load, loaded as the lazy blocks are:
 * the server before rendering, the browser before hydrating (entry.client), so the menu renders at
 * once and is never a boundary hydrated later than the page around it. (It was: a visitor who
 * switched language or page before it hydrated had the server's menu hydrated against the new
 * page, a hydration error and stale links.) Offline it is fetched once back online (entry.client
 * loads the page's blocks through browser/online's loadWhenOnline); until then,
 * and if it cannot load at all, the page stays as the server drew it and its menu opens natively.
 */
export const LazyMobileMenu = lazyBlock(() => import("./MobileMenu").then((m) => m.MobileMenu));
