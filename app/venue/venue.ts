import { useMatches, useRouteLoaderData } from "react-router";
import type { loader } from "~/routes/locale-layout";
import type { SiteSettings } from "~/content/types";
import type { OpeningStatus } from "~/hours/opening-hours";
import { isLocaleLayout } from "~/i18n/route-names";

export interface VenueData {
  settings: SiteSettings;
  /** Open or closed, computed by the server for the instant of the request (Europe/Rome). */
  openingStatus?: OpeningStatus;
}

/**
 * The site settings and the server's opening status, from the locale layout's loader (every screen
 * sits below one): components that show the venue mount anywhere without props.
 */
export function useVenue(): VenueData | undefined {
  const id = useMatches().find((match) => isLocaleLayout(match.id))?.id;
  const data = useRouteLoaderData<typeof loader>(id ?? "");
  return data?.settings ? data : undefined;
}
