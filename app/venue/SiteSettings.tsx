import { createContext, useContext } from "react";
import type { ChromeBlock, ChromeType, SiteSettings } from "~/content-client/types";
import type { OpeningStatus } from "~/hours/opening-hours";

const EMPTY: SiteSettings = { _id: "siteSettings" };

export interface VenueData {
  /** The site settings document (chrome, navigation, hours, contacts). */
  settings: SiteSettings;
  /** Open or closed, computed by the server for the instant of the request (Europe/Rome). */
  openingStatus?: OpeningStatus;
}

/**
 * The venue, from the locale layout's loader (every screen sits below one), provided by the site
 * layout: components that show it mount anywhere without props. Outside a screen (the root's error
 * page) there is none.
 */
export const VenueContext = createContext<VenueData | undefined>(undefined);

export function useVenue(): VenueData | undefined {
  return useContext(VenueContext);
}

/** The site settings, or an empty document (every field optional) where there is no venue. */
export function useSiteSettings(): SiteSettings {
  return useVenue()?.settings ?? EMPTY;
}

/**
 * A chrome block's configuration: the block given to the component (when a page places it), else
 * the one in `siteSettings.chrome`, else an empty one (every field optional).
 */
export function useChrome<K extends ChromeType>(type: K, block?: ChromeConfig<K> | null): ChromeConfig<K> {
  const settings = useSiteSettings();
  const own = block && Object.keys(block).some((key) => key !== "_type" && key !== "_key") ? block : null;
  return own ?? settings.chrome?.[type] ?? block ?? {};
}

/** A chrome block's fields, each of which may be missing (a page's block of that type has the same). */
export type ChromeConfig<K extends ChromeType> = Partial<ChromeBlock<K>>;
