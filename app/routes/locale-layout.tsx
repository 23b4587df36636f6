import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageData } from "~/middleware/page-data.server";
import type { Route } from "./+types/locale-layout";
import { memoRoute } from "~/ui/memo-route";
import { SiteLayout, deferFooter, layoutName } from "~/chrome/SiteLayout";
import { unavailable } from "~/errors/http-errors";
import { siteRequest } from "~/middleware/site-request.server";
import { openingStatus, romeToday, stillInEffect } from "~/hours/opening-hours";
import { menuFilterOnlyChange } from "~/menu/menu-filter-url";
import { splitLocalePath } from "@site/locales";

/**
 * The parent of every screen of one locale variant: loads the site settings the chrome needs
 * (header, navigation, footer) and wraps the screen in the layout its page asks for.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const site = siteRequest({ request, url, context });
  const settings = await site.settings();
  if (!settings) unavailable("The site settings document is missing");
  const { now } = site;
  // Closures and special days that ended before yesterday (in Rome) change nothing any page shows:
  // the hours block lists those still to come, and the open-now status needs today's and yesterday's
  // (whose hours may run past midnight, into today). They stay out of
  // the page's data (docs/decisions/0026-document-budget.md); the JSON-LD is built on the server.
  // Listed order kept: the first exception covering a date wins (exceptionOn).
  const today = romeToday(now);
  const openingExceptions = settings.openingExceptions?.filter((x) => stillInEffect(x, today));
  // What only the venue's JSON-LD reads (built on the server from its own copy of the settings), and
  // what nothing reads, stays out of the page's data.
  const {
    servesCuisine: _cuisine,
    priceRange: _price,
    acceptsReservations: _reservations,
    brandColor: _brand,
    _updatedAt: _updated,
    ...shown
  } = settings;
  // Open or closed now, in Rome: rendered by the server, recomputed by the browser (OpenNow).
  return pageData(
    { request, url, context },
    { settings: { ...shown, openingExceptions }, openingStatus: openingStatus(settings, now) },
  );
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (menuFilterOnlyChange(currentUrl, nextUrl)) return false;
  // Settings do not change between pages of one visit; they reload when the locale changes.
  const localeOf = (url: URL) => splitLocalePath(url.pathname).prefix;
  if (localeOf(currentUrl) !== localeOf(nextUrl)) return true;
  return currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
}

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function LocaleLayout({ loaderData, matches }: Route.ComponentProps) {
  // The screen's loader data, whichever screen it is (matches carry it untyped): a page's screens
  // have its layout and its blocks, the others neither.
  const screen = matches[matches.length - 1];
  const leaf = screen?.data as { layout?: string | null; page?: { blocks?: { _type?: string }[] | null } } | undefined;
  const heroFirst = leaf?.page?.blocks?.[0]?._type === "hero";
  const footerDeferred = deferFooter(leaf);
  return (
    <SiteLayout
      venue={loaderData}
      layout={layoutName(leaf?.layout)}
      heroFirst={heroFirst}
      footerDeferred={footerDeferred}
    >
      <Outlet />
    </SiteLayout>
  );
});
