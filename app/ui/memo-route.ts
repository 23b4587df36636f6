import { memo, type ComponentType } from "react";

/** What React Router gives a route's component (its `Route.ComponentProps`, for any route). */
interface RouteProps {
  params: Readonly<Record<string, string | undefined>>;
  loaderData?: unknown;
  actionData?: unknown;
  matches?: unknown;
}

/** The same params: React Router gives a route new ones at each render, with the same entries. */
function sameParams(a: RouteProps["params"], b: RouteProps["params"]): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * A route's component, drawn again only when what it is given changes: its data, its action's data,
 * the matches, or the values of its params. Every change of the router's state (a navigation that
 * starts, a fetcher, a revalidation) renders every route again, with the same data; the menu page
 * alone is about 1,300 elements (decision 0043). What the component reads by hooks (the location,
 * the language, the navigation) still draws it when that changes.
 */
export function memoRoute<P extends RouteProps>(component: ComponentType<P>) {
  return memo(
    component,
    (before, after) =>
      before.loaderData === after.loaderData &&
      before.actionData === after.actionData &&
      before.matches === after.matches &&
      sameParams(before.params, after.params),
  );
}
