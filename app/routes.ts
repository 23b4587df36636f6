import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ROUTE_VARIANTS, routeId, type RouteVariant } from "./i18n/route-names";

/**
 * Every screen in three variants: no prefix (Italian, canonical), /en and /it.
 * Route ids are `<name>___<variant>` (the spec's three-underscore separator), the unprefixed
 * variant being `default`: home___default, menu-entry___en, page___it …
 */
function screens(variant: RouteVariant) {
  const id = (name: string) => routeId(name, variant);
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("menu", "routes/menu.tsx", { id: id("menu") }),
    route("menu/:slug", "routes/menu-entry.tsx", { id: id("menu-entry") }),
    route("journal", "routes/journal.tsx", { id: id("journal") }),
    route("journal/:slug", "routes/article.tsx", { id: id("article") }),
    route(":slug", "routes/page.tsx", { id: id("page") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  // Server endpoints first: the unprefixed `/:slug` screen would otherwise claim /healthz and /api/….
  route("healthz", "routes/healthz.ts", { id: "healthz" }),
  route("api/preview", "routes/api.preview.ts", { id: "api-preview" }),
  route("api/preview/exit", "routes/api.preview-exit.ts", { id: "api-preview-exit" }),
  route("api/revalidate", "routes/api.revalidate.ts", { id: "api-revalidate" }),
  // Search and sharing: sitemap, robots, the journal's feed per language, the menu's short URL (QR codes).
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  ...ROUTE_VARIANTS.flatMap((variant) => {
    const at = variant === "default" ? "" : `${variant}/`;
    return [
      route(`${at}journal/feed.xml`, "routes/journal-feed.ts", { id: routeId("journal-feed", variant) }),
      route(`${at}m`, "routes/short-menu.ts", { id: routeId("short-menu", variant) }),
    ];
  }),
  route("manifest.webmanifest", "routes/manifest.ts", { id: "manifest" }),
  ...prefix("en", [layout("routes/locale-layout.tsx", { id: routeId("locale", "en") }, screens("en"))]),
  ...prefix("it", [layout("routes/locale-layout.tsx", { id: routeId("locale", "it") }, screens("it"))]),
  layout("routes/locale-layout.tsx", { id: routeId("locale", "default") }, screens("default")),
] satisfies RouteConfig;
