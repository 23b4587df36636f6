// Loaded by React Router's route config too, which knows no path aliases: relative imports only.
import { isOneOf } from "../../site/narrow";

/** The route-name separator: three underscores. */
export const ROUTE_NAME_SEPARATOR = "___";

/** '' (unprefixed Italian, canonical), 'en', 'it'. The unprefixed variant is named `default` in ids. */
export const ROUTE_VARIANTS = ["default", "en", "it"] as const;
export type RouteVariant = (typeof ROUTE_VARIANTS)[number];

export function routeId(name: string, variant: RouteVariant): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${variant}`;
}

/** The layout every screen sits below: it loads the site settings (locale___en, locale___default …). */
export const LOCALE_LAYOUT = "locale";

export function isLocaleLayout(id: string): boolean {
  return parseRouteId(id)?.name === LOCALE_LAYOUT;
}

export function parseRouteId(id: string): { name: string; variant: RouteVariant } | null {
  const at = id.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at <= 0) return null;
  const variant = id.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!isOneOf(ROUTE_VARIANTS, variant)) return null;
  return { name: id.slice(0, at), variant };
}
