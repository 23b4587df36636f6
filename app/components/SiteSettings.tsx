import { createContext, useContext } from "react";
import type { ContentBlock, SiteSettings } from "~/content/types";

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
export function useChrome<T extends object>(type: string, block?: ContentBlock | null): ContentBlock & Partial<T> {
  const settings = useSiteSettings();
  const fromSettings = settings.chrome?.[type];
  const own = block && Object.keys(block).some((key) => key !== "_type" && key !== "_key") ? block : null;
  return (own ?? fromSettings ?? block ?? { _type: type }) as ContentBlock & Partial<T>;
}
