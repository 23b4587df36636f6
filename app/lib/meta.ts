import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "~/content/types";
import { localized } from "~/i18n/format";
import { isLocale, splitLocalePath, type Locale } from "~/i18n/locales";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

interface MetaArgsLike {
  matches: readonly (MatchLike | undefined)[];
  location: { pathname: string; search: string };
}

/** Site settings, locale and site URL, found among a meta function's matches. */
export function metaContext(matches: readonly (MatchLike | undefined)[]): { settings?: SiteSettings; locale: Locale; siteUrl: string } {
  let settings: SiteSettings | undefined;
  let locale: Locale = "it";
  let siteUrl = "";
  for (const match of matches) {
    if (!match) continue;
    const data = (match.loaderData ?? match.data) as Record<string, unknown> | undefined;
    if (match.id === "root") {
      if (isLocale(data?.locale)) locale = data.locale;
      const config = data?.config as { siteUrl?: string } | undefined;
      if (config?.siteUrl) siteUrl = config.siteUrl;
    }
    if (match.id.startsWith("locale___") && data?.settings) settings = data.settings as SiteSettings;
  }
  return { settings, locale, siteUrl };
}

/**
 * The canonical URL: absolute, unprefixed for Italian (the /it variant points at it), /en for English.
 * Only the journal's `page` parameter is part of a page's identity.
 */
export function canonicalUrl(siteUrl: string, location: { pathname: string; search: string }): string {
  const { prefix, rest } = splitLocalePath(location.pathname);
  const path = prefix === "en" ? (rest === "/" ? "/en" : `/en${rest}`) : rest;
  const page = new URLSearchParams(location.search).get("page");
  const query = page && page !== "1" ? `?page=${encodeURIComponent(page)}` : "";
  return `${siteUrl}${path}${query}`;
}

/** Title (page title and website name; the home page: the website name alone), description, canonical. */
export function pageMeta(args: MetaArgsLike, pageTitle?: unknown): MetaDescriptor[] {
  const { settings, locale, siteUrl } = metaContext(args.matches);
  const site = settings?.title ?? "Salone";
  const title = typeof pageTitle === "string" ? pageTitle : localized<string>(pageTitle, locale);
  const description = localized<string>(settings?.description, locale);
  return [
    { title: title ? `${title} · ${site}` : site },
    ...(description ? [{ name: "description", content: description }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl(siteUrl, args.location) },
  ];
}
