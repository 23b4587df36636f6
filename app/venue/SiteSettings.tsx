import { createContext, useContext } from "react";
import type { ChromeBlock, ChromeType, SiteSettings } from "~/content/types";

const EMPTY: SiteSettings = { _id: "siteSettings" };

/** The site settings document (chrome, navigation, hours, contacts), provided by the site layout. */
export const SiteSettingsContext = createContext<SiteSettings>(EMPTY);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
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
