import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "~/content/types";
import { localized } from "~/i18n/format";
import { isLocale, type Locale } from "~/i18n/locales";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** Site settings and locale, found among a meta function's matches. */
export function metaContext(matches: readonly (MatchLike | undefined)[]): { settings?: SiteSettings; locale: Locale } {
  let settings: SiteSettings | undefined;
  let locale: Locale = "it";
  for (const match of matches) {
    if (!match) continue;
    const data = (match.loaderData ?? match.data) as Record<string, unknown> | undefined;
    if (match.id === "root" && isLocale(data?.locale)) locale = data.locale;
    if (match.id.startsWith("locale___") && data?.settings) settings = data.settings as SiteSettings;
  }
  return { settings, locale };
}

/** The document title: the page title and the website name (the home page: the website name alone). */
export function titleMeta(matches: readonly (MatchLike | undefined)[], pageTitle?: unknown): MetaDescriptor[] {
  const { settings, locale } = metaContext(matches);
  const site = settings?.title ?? "Salone";
  const title = typeof pageTitle === "string" ? pageTitle : localized<string>(pageTitle, locale);
  const description = localized<string>(settings?.description, locale);
  return [
    { title: title ? `${title} · ${site}` : site },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
