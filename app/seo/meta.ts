import type { MetaDescriptor } from "react-router";
import type { Route as RootRoute } from "../+types/root";
import type { Route as LocaleLayoutRoute } from "../routes/+types/locale-layout";
import { hasImage, imageUrl, type ImageConfig } from "~/content-client/image";
import type { SanityImageValue, SiteSettings } from "~/content-client/types";
import { localized, type Localized } from "~/i18n/format";
import { commonText } from "~/i18n/messages";
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_INFO,
  isLocale,
  localizePath,
  splitLocalePath,
  type Locale,
} from "@site/locales";
import { hexColourOr } from "@site/colour";
import { isLocaleLayout } from "~/i18n/route-names";
import { BRAND } from "~/pwa/brand";
import { feedPath } from "./feed";
import { withoutStegaText } from "~/content-client/stega-text";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
  error?: unknown;
}

interface MetaArgsLike {
  matches: readonly (MatchLike | undefined)[];
  location: { pathname: string; search: string };
}

/** Site settings, locale, site URL and image CDN, found among a meta function's matches. */
export function metaContext(matches: readonly (MatchLike | undefined)[]): {
  settings?: SiteSettings;
  locale: Locale;
  siteUrl: string;
  images: ImageConfig;
  /** NOINDEX=true: the whole site stays out of search engines (staging). */
  siteNoindex: boolean;
} {
  let settings: SiteSettings | undefined;
  let locale: Locale = "it";
  let siteUrl = "";
  let siteNoindex = false;
  const images: ImageConfig = { projectId: "salone", dataset: "production", imageUrl: "" };
  for (const match of matches) {
    if (!match) continue;
    const data = match.loaderData ?? match.data;
    // A meta function's matches carry the loaders' data untyped (pageMeta serves every route): the
    // root's and the locale layout's are what their loaders return.
    if (match.id === "root") {
      const root = data as RootRoute.ComponentProps["loaderData"] | undefined;
      if (isLocale(root?.locale)) locale = root.locale;
      const config = root?.config;
      if (config?.siteUrl) siteUrl = config.siteUrl;
      if (config?.noindex === true) siteNoindex = true;
      if (config?.projectId) images.projectId = config.projectId;
      if (config?.dataset) images.dataset = config.dataset;
      if (config?.imageUrl) images.imageUrl = config.imageUrl;
    }
    const layout = data as LocaleLayoutRoute.ComponentProps["loaderData"] | undefined;
    if (isLocaleLayout(match.id) && layout?.settings) settings = layout.settings;
  }
  return { settings, locale, siteUrl, images, siteNoindex };
}

/** Only the journal's `page` parameter is part of a page's identity. */
function identityQuery(search: string): string {
  const page = new URLSearchParams(search).get("page");
  return page && page !== "1" ? `?page=${encodeURIComponent(page)}` : "";
}

/** The same page in `locale`: absolute, unprefixed for Italian, /en for English. */
export function localeUrl(siteUrl: string, location: { pathname: string; search: string }, locale: Locale): string {
  const { rest } = splitLocalePath(location.pathname);
  return `${siteUrl}${localizePath(rest, locale)}${identityQuery(location.search)}`;
}

/** The canonical URL: the /it variant points at the unprefixed Italian URL; English is under /en. */
export function canonicalUrl(siteUrl: string, location: { pathname: string; search: string }): string {
  const { prefix } = splitLocalePath(location.pathname);
  return localeUrl(siteUrl, location, prefix === "en" ? "en" : DEFAULT_LOCALE);
}

/** Share images: 1200x630 (Open Graph's large card), cropped around the hotspot, JPEG for every crawler. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** An absolute URL for a share image (the embedded CDN answers on the site's own origin). */
export function shareImageUrl(images: ImageConfig, siteUrl: string, image: SanityImageValue): string {
  const url = imageUrl(images, image, { ...SHARE_IMAGE, format: "jpg", quality: 80 });
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}

const ogLocale = (locale: Locale) => LOCALE_INFO[locale].iso.replace("-", "_");

export interface PageMetaOptions {
  /** The document's own description (localised); the site's description otherwise. */
  description?: Localized<string> | null;
  /** The document's own share image; the site's share image otherwise. */
  image?: SanityImageValue | null;
  /** Open Graph type: `article` for journal articles. */
  type?: "website" | "article";
  /** An article's publication date (ISO 8601). */
  publishedTime?: string;
  /** Keep the page out of search engines (the privacy page, the 404 page). */
  noindex?: boolean;
}

/**
 * The head metadata of a page: title (page title and website name; the home page: the website name
 * alone), description, canonical and language alternates, theme and tile colours, and the Open Graph
 * and Twitter cards with an absolute 1200x630 share image.
 */
export function pageMeta(
  args: MetaArgsLike,
  pageTitle?: Localized<string> | string | null,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const { settings, locale, siteUrl, images, siteNoindex } = metaContext(args.matches);
  const site = settings?.title ?? BRAND.name;
  // Preview's texts carry stega (content/stega.server.ts); what the head says is read by programs.
  const given = typeof pageTitle === "string" ? pageTitle : localized(pageTitle, locale);
  const title = given && withoutStegaText(given);
  const description = withoutStegaText(
    localized(options.description, locale) || localized(settings?.description, locale) || "",
  );
  const canonical = canonicalUrl(siteUrl, args.location);
  const image =
    hasImage(options.image) ? options.image
    : hasImage(settings?.shareImage) ? settings.shareImage
    : undefined;
  const alt = image ? localized(image.alt, locale) : undefined;
  const imageAlt = alt && withoutStegaText(alt);
  const imageSrc = image ? shareImageUrl(images, siteUrl, image) : undefined;

  const tags: MetaDescriptor[] = [
    { title: title ? `${title} · ${site}` : site },
    ...(description ? [{ name: "description", content: description }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  // Error pages (a 404 from a loader, a 503) are not pages to index either.
  if (options.noindex || siteNoindex || args.matches.some((match) => match?.error))
    tags.push({ name: "robots", content: "noindex" });
  else {
    for (const code of LOCALES) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: code, href: localeUrl(siteUrl, args.location, code) });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: localeUrl(siteUrl, args.location, DEFAULT_LOCALE),
    });
    // The journal's feed in the page's language, for feed readers (every indexable page links it).
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site} · ${commonText(locale, "journal.title")}`,
      href: `${siteUrl}${feedPath(locale)}`,
    });
  }
  tags.push(
    { name: "theme-color", content: hexColourOr(settings?.themeColor, BRAND.orange) },
    { name: "msapplication-TileColor", content: hexColourOr(settings?.tileColor, BRAND.slate) },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: title ?? site },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale(locale) },
    ...LOCALES.filter((code) => code !== locale).map((code) => ({
      property: "og:locale:alternate",
      content: ogLocale(code),
    })),
  );
  if (options.type === "article" && options.publishedTime)
    tags.push({ property: "article:published_time", content: options.publishedTime });
  if (imageSrc) {
    tags.push(
      { property: "og:image", content: imageSrc },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(SHARE_IMAGE.height) },
      ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    );
  }
  tags.push(
    { name: "twitter:card", content: imageSrc ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title ?? site },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    ...(imageSrc ? [{ name: "twitter:image", content: imageSrc }] : []),
    ...(imageSrc && imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
  );
  return tags;
}
