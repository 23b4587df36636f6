/**
 * The site's addresses, in one place: the screens' path patterns (app/routes.ts), the path of each
 * document with a page of its own (the app's links, sitemap and structured data), and the same paths
 * for the Studio's "Open preview" and Presentation tool, which must not load the app's code.
 *
 * Paths here are unprefixed: the Italian, canonical ones. `localizePath` (site/locales.ts) gives a
 * locale's. A document has one slug for both languages.
 *
 * React Router's route config loads this module too, and knows no path aliases: relative imports only.
 */
import { LOCALES, localizePath, type Locale } from "./locales.ts";

/** The page document the home screen shows, at the root of each locale (never at /home). */
export const HOME_SLUG = "home";

/**
 * The site's preview-mode routes for the Studio's Presentation tool: `enable` takes the Studio's
 * preview URL secret (@sanity/preview-url-secret's `sanity-preview-secret` and
 * `sanity-preview-pathname`) and starts a preview session at that path; `disable` ends it.
 */
export const PREVIEW_MODE_PATHS = { enable: "/api/preview-mode/enable", disable: "/api/preview-mode/disable" } as const;

/** Each screen's path below its locale prefix, as app/routes.ts declares it (no leading slash). */
export const SCREEN_PATTERNS = {
  menu: "menu",
  menuEntry: "menu/:slug",
  journal: "journal",
  article: "journal/:slug",
  events: "events",
  event: "events/:slug",
  page: ":slug",
} as const;

/** The listing pages: the menu, the journal and the events. */
export const SECTION_PATHS = {
  menu: `/${SCREEN_PATTERNS.menu}`,
  journal: `/${SCREEN_PATTERNS.journal}`,
  events: `/${SCREEN_PATTERNS.events}`,
} as const;

/** A page document's path: the home page is the site's root. */
export const pagePath = (slug: string): string => (slug === HOME_SLUG ? "/" : `/${slug}`);
/** A dish and a menu category share the menu's addresses (their slugs are unique across both). */
export const menuEntryPath = (slug: string): string => `${SECTION_PATHS.menu}/${slug}`;
export const articlePath = (slug: string): string => `${SECTION_PATHS.journal}/${slug}`;
export const eventPath = (slug: string): string => `${SECTION_PATHS.events}/${slug}`;

/** The document types with a page of their own, and the path of each. */
export const DOCUMENT_PATHS = {
  page: pagePath,
  menuCategory: menuEntryPath,
  menuItem: menuEntryPath,
  article: articlePath,
  event: eventPath,
} as const satisfies Record<string, (slug: string) => string>;

export type RoutedType = keyof typeof DOCUMENT_PATHS;

export function isRoutedType(type: unknown): type is RoutedType {
  return typeof type === "string" && Object.hasOwn(DOCUMENT_PATHS, type);
}

/** A document's unprefixed path, or null when its type has no page or it has no slug yet. */
export function documentPath(type: string | undefined, slug: string | null | undefined): string | null {
  if (!slug || !isRoutedType(type)) return null;
  return DOCUMENT_PATHS[type](slug);
}

/** A path in every locale, the default first: `/menu` → `[{it, /menu}, {en, /en/menu}]`. */
export function pathInLocales(path: string): { locale: Locale; path: string }[] {
  return LOCALES.map((locale) => ({ locale, path: localizePath(path, locale) }));
}
