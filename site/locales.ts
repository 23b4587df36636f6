/**
 * The locale rules.
 * - Locales: it (default and fallback) and en; every route exists unprefixed (Italian), /en and /it.
 * - The locale starts empty and is set from the URL prefix, else from the cookie, else Italian.
 * - Locale cookie: 365 days, path /, SameSite=Lax. No Accept-Language sniffing.
 */

import { readCookie } from "./cookies.ts";
import { isOneOf } from "./narrow.ts";

export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";
export const FALLBACK_LOCALE: Locale = "it";

export interface LocaleInfo {
  code: Locale;
  iso: string;
  name: string;
  /**
   * Where its UI messages live (the spec's "message file"): one file per catalogue
   * (app/i18n/messages/<catalogue>/).
   */
  file: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  it: { code: "it", iso: "it-IT", name: "Italiano", file: "messages/*/it.ts" },
  en: { code: "en", iso: "en-GB", name: "English", file: "messages/*/en.ts" },
};

export const LOCALE_COOKIE = "salone_locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}

/** The prefix a path starts with: 'en', 'it', or '' (none). */
export type UrlPrefix = Locale | "";

/** A locale as a path's whole first segment: /en and /en/menu, not /english. */
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join("|")})(?=/|$)`);

/** A path's locale prefix ('' when none) and the path without it. */
export function splitLocalePath(pathname: string): { prefix: UrlPrefix; rest: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match || !isLocale(match[1])) return { prefix: "", rest: pathname || "/" };
  const rest = pathname.slice(match[0].length);
  return { prefix: match[1], rest: rest === "" ? "/" : rest };
}

export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

export interface LocaleResolution {
  locale: Locale;
  prefix: UrlPrefix;
  /** Where to send the visitor (302) when the cookie asks for another locale than an unprefixed URL. */
  redirectTo: string | null;
}

/**
 * Prefixed URLs ignore the cookie. An unprefixed URL with the cookie set to a non-default locale
 * redirects to that locale's equivalent (same path, query and hash are kept by the caller).
 */
export function resolveLocale(url: URL, cookieHeader: string | null | undefined): LocaleResolution {
  const { prefix, rest } = splitLocalePath(url.pathname);
  if (prefix) return { locale: prefix, prefix, redirectTo: null };
  const fromCookie = readLocaleCookie(cookieHeader);
  if (fromCookie && fromCookie !== DEFAULT_LOCALE) {
    return { locale: fromCookie, prefix: "", redirectTo: localizePath(rest, fromCookie) + url.search };
  }
  return { locale: DEFAULT_LOCALE, prefix: "", redirectTo: null };
}

/**
 * The path of `path` (unprefixed, e.g. '/menu/carbonara') in `locale`.
 * Italian is unprefixed (canonical); English is under /en.
 * With `explicit: true` Italian gets the /it prefix (used only where a variant is wanted on purpose).
 */
export function localizePath(path: string, locale: Locale, options: { explicit?: boolean } = {}): string {
  // One leading slash, whatever came in: "//evil.example/x" (from /en//evil.example/x) must stay a
  // path of this site, not become a link to another one.
  const clean = `/${path.replace(/^[/\\]+/, "")}`;
  if (locale === DEFAULT_LOCALE && !options.explicit) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another locale: same path, query string and hash. */
export function switchLocaleHref(current: { pathname: string; search: string; hash: string }, to: Locale): string {
  const { rest } = splitLocalePath(current.pathname);
  return localizePath(rest, to) + current.search + current.hash;
}

/** The cookie the language switcher writes (document.cookie format), with `{}` where the language goes. */
export const LOCALE_COOKIE_TEMPLATE = `${LOCALE_COOKIE}={}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;

/** The cookie the language switcher writes (document.cookie format). */
export function localeCookieString(locale: Locale): string {
  return LOCALE_COOKIE_TEMPLATE.replace("{}", locale);
}
