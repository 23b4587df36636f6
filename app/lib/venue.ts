import { useMatches } from "react-router";
import type { SiteSettings } from "~/content/types";
import type { OpeningStatus } from "./opening-hours";

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
  const matches = useMatches();
  for (const match of matches) {
    const data = match.data as Partial<VenueData> | undefined;
    if (match.id.startsWith("locale___") && data?.settings) return data as VenueData;
  }
  return undefined;
}
