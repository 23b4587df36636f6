/**
 * Which navigations only change the menu's filter (its query parameters). Kept apart from
 * menu-filter.ts so the root and layout routes, which ask, do not load the filter itself.
 */
import { splitLocalePath } from "@site/locales";

export const FILTER_PARAMS = { diet: "diet", without: "without", traces: "traces" } as const;

/** `traces=exclude`: "without X" also leaves out the dishes that may contain traces of X. */
export const EXCLUDE_TRACES = "exclude";

function isMenuListing(pathname: string): boolean {
  return splitLocalePath(pathname).rest === "/menu";
}

/**
 * True when a navigation only changes the menu filter (same menu page, other parameters equal):
 * nothing the loaders return depends on it, so root, layout and menu skip revalidation and the
 * filter applies instantly.
 */
export function menuFilterOnlyChange(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || !isMenuListing(nextUrl.pathname)) return false;
  if (currentUrl.search === nextUrl.search) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl);
}
