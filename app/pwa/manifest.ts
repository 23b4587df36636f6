import type { SiteSettings } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "@site/locales";
import { hexColourOr } from "@site/colour";
import type { ManifestIcon } from "./assets";
import { BRAND, MANIFEST_PATH } from "./brand";

export type { ManifestIcon };

/** The manifest a page links to: the default one for Italian, `?lang=en` for English. */
export function manifestHref(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? MANIFEST_PATH : `${MANIFEST_PATH}?lang=${locale}`;
}

/** A short name fits under a home-screen icon (about 12 characters). */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  return name.split(/\s+/)[0]!.slice(0, 12);
}

/**
 * The web app manifest: name and colours from the site settings (the theme colour is a setting),
 * the brand's identity when they cannot be read. One app (`id: "/"`) in both languages.
 */
export function webManifest(settings: SiteSettings | null | undefined, locale: Locale, icons: readonly ManifestIcon[]) {
  const name = settings?.title?.trim() || BRAND.name;
  const description = localized<string>(settings?.description, locale);
  const home = locale === DEFAULT_LOCALE ? "/" : `/${locale}`;
  return {
    id: "/",
    name,
    short_name: shortName(name),
    ...(description ? { description } : {}),
    lang: LOCALE_INFO[locale].iso,
    dir: "ltr",
    start_url: home,
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: BRAND.paper,
    theme_color: hexColourOr(settings?.themeColor, BRAND.orange),
    categories: ["food", "lifestyle"],
    icons: [...icons],
  };
}
