import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { LOCALE_LAYOUT, ROUTE_VARIANTS, routeId, type RouteVariant } from "./i18n/route-names";
import { PREVIEW_MODE_PATHS, SCREEN_PATTERNS as SCREEN } from "../site/paths";

/**
 * Every screen in three variants: no prefix (Italian, canonical), /en and /it.
 * Route ids are `<name>___<variant>` (the spec's three-underscore separator), the unprefixed
 * variant being `default`: home___default, menu-entry___en, page___it …
 *
 * Paths match in their exact case: `/Menu`, `/EN` or `/EN/menu` is another URL, and a 404 (one URL per
 * page for search engines and caches; the static export's files are case-sensitive too). React Router
 * matches regardless of case unless a route says otherwise, and ignores that option on index routes:
 * so the home of /en and /it is a route with the prefix as its path, not an index under a prefix.
 */
function screens(variant: RouteVariant): RouteConfigEntry[] {
  const id = (name: string) => routeId(name, variant);
  const at = variant === "default" ? "" : `${variant}/`;
  const exact = { caseSensitive: true };
  return [
    variant === "default" ?
      index("routes/home.tsx", { id: id("home") })
    : route(variant, "routes/home.tsx", { id: id("home"), ...exact }),
    route(`${at}${SCREEN.menu}`, "routes/menu.tsx", { id: id("menu"), ...exact }),
    route(`${at}${SCREEN.menuEntry}`, "routes/menu-entry.tsx", { id: id("menu-entry"), ...exact }),
    route(`${at}${SCREEN.journal}`, "routes/journal.tsx", { id: id("journal"), ...exact }),
    route(`${at}${SCREEN.article}`, "routes/article.tsx", { id: id("article"), ...exact }),
    route(`${at}${SCREEN.events}`, "routes/events.tsx", { id: id("events"), ...exact }),
    route(`${at}${SCREEN.event}`, "routes/event.tsx", { id: id("event"), ...exact }),
    route(`${at}${SCREEN.page}`, "routes/page.tsx", { id: id("page"), ...exact }),
    route(`${at}*`, "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  // Server endpoints first: the unprefixed `/:slug` screen would otherwise claim /healthz and /api/….
  route("healthz", "routes/healthz.ts", { id: "healthz", caseSensitive: true }),
  route("api/preview", "routes/api.preview.ts", { id: "api-preview", caseSensitive: true }),
  route("api/preview/exit", "routes/api.preview-exit.ts", { id: "api-preview-exit", caseSensitive: true }),
  // The Studio's Presentation tool: in (its preview URL secret) and out.
  route(PREVIEW_MODE_PATHS.enable.slice(1), "routes/api.preview-mode-enable.ts", {
    id: "api-preview-mode-enable",
    caseSensitive: true,
  }),
  route(PREVIEW_MODE_PATHS.disable.slice(1), "routes/api.preview-mode-disable.ts", {
    id: "api-preview-mode-disable",
    caseSensitive: true,
  }),
  route("api/revalidate", "routes/api.revalidate.ts", { id: "api-revalidate", caseSensitive: true }),
  // Search and sharing: sitemap, robots, the journal's feed and the events' calendars per language, the
  // menu's short URL (QR codes).
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap", caseSensitive: true }),
  // Numbered sitemaps, when the site passes one file's limits (/sitemap.xml is then their index).
  route("sitemaps/:file", "routes/sitemap.ts", { id: "sitemap-part", caseSensitive: true }),
  route("robots.txt", "routes/robots.ts", { id: "robots", caseSensitive: true }),
  ...ROUTE_VARIANTS.flatMap((variant) => {
    const at = variant === "default" ? "" : `${variant}/`;
    return [
      route(`${at}journal/feed.xml`, "routes/journal-feed.ts", {
        id: routeId("journal-feed", variant),
        caseSensitive: true,
      }),
      // The events: the calendar of those to come, and each one's calendar file.
      route(`${at}events/calendar.ics`, "routes/events-calendar-feed.ts", {
        id: routeId("events-calendar-feed", variant),
        caseSensitive: true,
      }),
      route(`${at}events/:slug/calendar.ics`, "routes/event-calendar-file.ts", {
        id: routeId("event-calendar-file", variant),
        caseSensitive: true,
      }),
      route(`${at}m`, "routes/short-menu.ts", { id: routeId("short-menu", variant), caseSensitive: true }),
    ];
  }),
  route("manifest.webmanifest", "routes/manifest.ts", { id: "manifest", caseSensitive: true }),
  layout("routes/locale-layout.tsx", { id: routeId(LOCALE_LAYOUT, "en") }, screens("en")),
  layout("routes/locale-layout.tsx", { id: routeId(LOCALE_LAYOUT, "it") }, screens("it")),
  layout("routes/locale-layout.tsx", { id: routeId(LOCALE_LAYOUT, "default") }, screens("default")),
] satisfies RouteConfig;
