import type { Route } from "./+types/short-menu";
import { splitLocalePath, localizePath } from "@site/locales";

/**
 * /m (and /en/m, /it/m): the short address printed on paper menus and in QR codes. A temporary
 * redirect, so where it leads can change without reprinting; the query (say, a filter) is kept.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { prefix } = splitLocalePath(url.pathname);
  const target = (prefix ? localizePath("/menu", prefix, { explicit: true }) : "/menu") + url.search;
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "public, max-age=3600" } });
}
