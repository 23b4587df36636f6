import { Outlet } from "react-router";
import type { RouterContextProvider } from "react-router";
import { loadMessages } from "~/i18n/messages";
import { publicConfig } from "@shared/config.server";
import { newSiteRequest } from "~/request/site-request.server";
import { storedPageData } from "~/request/page-data.server";
import { openingStatus, romeToday, stillInEffect } from "~/hours/opening-hours";
import { unavailable } from "~/errors/http-errors";
import { SpikeDocument } from "./document";

/**
 * The root and the locale layout's loaders of app/, in one: the page's language and catalogue, the
 * public configuration, the site settings and the opening status (as app/routes/locale-layout.tsx
 * trims them).
 */
export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const url = new URL(request.url);
  const site = newSiteRequest(request, url);
  const settings = await site.settings();
  if (!settings) unavailable("The site settings document is missing");
  const today = romeToday(site.now);
  const openingExceptions = settings.openingExceptions?.filter((x) => stillInEffect(x, today));
  const { servesCuisine: _cuisine, priceRange: _price, acceptsReservations: _reservations, brandColor: _brand, _updatedAt: _updated, ...shown } = settings;
  const venue = storedPageData({ request, url, context }, { settings: { ...shown, openingExceptions }, openingStatus: openingStatus(settings, site.now) });
  return { locale: site.locale, prefix: site.prefix, messages: await loadMessages(site.locale), config: publicConfig(), venue };
}

export function ServerComponent({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  return (
    <SpikeDocument {...loaderData}>
      <Outlet />
    </SpikeDocument>
  );
}
