import { createContext, type RouterContextProvider } from "react-router";
import { config } from "@config/config.server";
import { resolveLocale, type Locale, type UrlPrefix } from "@site/locales";
import { loadContent } from "~/content-client/fetch.server";
import { SETTINGS_QUERY } from "~/chrome/queries";
import type { SiteSettings } from "~/content-client/types";
import { isPreviewRequest } from "~/preview/preview.server";
import { requestInstant } from "./clock.server";

/**
 * What the app knows of a request, worked out once by the root middleware and handed to every
 * loader through React Router's context (`siteRequest(args)`): the page's language, whether an
 * editor is previewing drafts, the instant it is answered at, and the site settings, fetched at most
 * once. Loaders pass what they need on to the builders (structured data, page data), which never
 * work it out again from the URL or query the settings themselves.
 */
export interface SiteRequest {
  /** The page's language: its URL prefix, else the locale cookie, else Italian. */
  locale: Locale;
  /** The URL's locale prefix ("" for an unprefixed URL). */
  prefix: UrlPrefix;
  /** Where an unprefixed URL sends a visitor whose cookie asks for another language. */
  redirectTo: string | null;
  /** An editor with a valid preview cookie: drafts, never cached. */
  preview: boolean;
  /** The instant the request is answered at (ms): the real clock, or the test clock with TEST_FAULTS. */
  now: number;
  /** The site settings document (null when it is missing), fetched once per request. */
  settings(): Promise<SiteSettings | null>;
}

const siteRequestContext = createContext<SiteRequest | null>(null);

/**
 * `url` is the page's URL: React Router's normalised `url` argument, never `request.url`, which for a
 * client-side navigation is the data request's (`/en.data?_routes=…`, whose path has no locale prefix).
 */
export function newSiteRequest(request: Request, url: URL): SiteRequest {
  const { locale, prefix, redirectTo } = resolveLocale(url, request.headers.get("Cookie"));
  let settings: Promise<SiteSettings | null> | undefined;
  return {
    locale,
    prefix,
    redirectTo,
    preview: isPreviewRequest(request, config().preview.secret),
    now: requestInstant(request),
    // Asked for in the loaders, inside the request's content scope (published or drafts).
    settings: () => (settings ??= loadContent("settings", SETTINGS_QUERY, { locale })),
  };
}

/** The root middleware's step: the request's SiteRequest, made once. */
export function provideSiteRequest(request: Request, url: URL, context: Readonly<RouterContextProvider>): SiteRequest {
  const site = newSiteRequest(request, url);
  context.set(siteRequestContext, site);
  return site;
}

/**
 * The request's SiteRequest, as the root middleware made it. Where no middleware ran (a loader
 * called by a unit test), one is made from the request by the same rules.
 */
export function siteRequest(args: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}): SiteRequest {
  const made = args.context.get(siteRequestContext);
  if (made) return made;
  const site = newSiteRequest(args.request, args.url);
  args.context.set(siteRequestContext, site);
  return site;
}
