import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
} from "sanity/presentation";
import { LOCALE_INFO, LOCALES, type Locale } from "../site/locales";
import {
  HOME_SLUG,
  SCREEN_PATTERNS,
  SECTION_PATHS,
  articlePath,
  eventPath,
  menuEntryPath,
  pagePath,
  pathInLocales,
} from "../site/paths";

/**
 * The Presentation tool's two maps between documents and the site's pages, from the site's own path
 * rules (site/paths.ts): `locations`, the pages that show a document, listed under its form;
 * `mainDocuments`, the document a page is about, opened beside it when the page is navigated to.
 * Every page is given in both languages: Italian unprefixed, English under /en.
 */

/** A localised title as the documents keep it (`localeString`): one text per language. */
type Titles = Partial<Record<Locale, string | null>>;

/** The listing pages and the home, named as the desk names them. */
const TOP_PAGES = [
  { title: "Home", path: "/" },
  { title: "Menu", path: SECTION_PATHS.menu },
  { title: "Journal", path: SECTION_PATHS.journal },
  { title: "Events", path: SECTION_PATHS.events },
] as const;

/** A document's own title in a language, the Italian one when that language has none (as the site does). */
function titleIn(titles: Titles, locale: Locale, fallback: string): string {
  return titles[locale]?.trim() || titles.it?.trim() || fallback;
}

/** One page in every language: "Carbonara (English)" at /en/menu/carbonara. */
function inEveryLanguage(path: string, titles: Titles | string): DocumentLocation[] {
  return pathInLocales(path).map(({ locale, path: href }) => ({
    title: `${typeof titles === "string" ? titles : titleIn(titles, locale, href)} (${LOCALE_INFO[locale].name})`,
    href,
  }));
}

const topPage = (title: string, path: string) => inEveryLanguage(path, title);

/** What a document without its address yet is told in place of its pages. */
const NO_SLUG = { message: "Give the document its address (slug) to see where it is shown", tone: "caution" } as const;

/** Its title in both languages and its slug: what every document with a page of its own selects. */
const OWN = { it: "title.it", en: "title.en", slug: "slug.current" } as const;

export const locations: DocumentLocationResolvers = {
  siteSettings: defineLocations({
    select: { title: "title" },
    // The settings (the venue's name, hours, navigation, header and footer) show on every page.
    resolve: () => ({ locations: TOP_PAGES.flatMap(({ title, path }) => topPage(title, path)) }),
  }),
  page: defineLocations({
    select: OWN,
    resolve: (doc) => (doc?.slug ? { locations: inEveryLanguage(pagePath(doc.slug), doc) } : NO_SLUG),
  }),
  menuCategory: defineLocations({
    select: OWN,
    resolve: (doc) =>
      doc?.slug ?
        { locations: [...inEveryLanguage(menuEntryPath(doc.slug), doc), ...topPage("Menu", SECTION_PATHS.menu)] }
      : NO_SLUG,
  }),
  menuItem: defineLocations({
    // A reference in a select path is followed: the category's own title and slug.
    select: {
      ...OWN,
      categoryIt: "category.title.it",
      categoryEn: "category.title.en",
      categorySlug: "category.slug.current",
    },
    resolve: (doc) =>
      doc?.slug ?
        {
          locations: [
            ...inEveryLanguage(menuEntryPath(doc.slug), doc),
            ...topPage("Menu", SECTION_PATHS.menu),
            ...(doc.categorySlug ?
              inEveryLanguage(menuEntryPath(doc.categorySlug), { it: doc.categoryIt, en: doc.categoryEn })
            : []),
          ],
        }
      : NO_SLUG,
  }),
  article: defineLocations({
    select: OWN,
    resolve: (doc) =>
      doc?.slug ?
        { locations: [...inEveryLanguage(articlePath(doc.slug), doc), ...topPage("Journal", SECTION_PATHS.journal)] }
      : NO_SLUG,
  }),
  event: defineLocations({
    select: OWN,
    resolve: (doc) =>
      doc?.slug ?
        { locations: [...inEveryLanguage(eventPath(doc.slug), doc), ...topPage("Events", SECTION_PATHS.events)] }
      : NO_SLUG,
  }),
};

/** A screen's route in every variant of the site: unprefixed, /en and /it (app/routes.ts). */
function routes(pattern: string): string[] {
  return ["", ...LOCALES].map((prefix) => `/${[prefix, pattern].filter(Boolean).join("/")}`);
}

/** A published document's filter by its slug (the Studio adds the drafts through its perspective). */
const bySlug = (types: string) => `_type ${types} && slug.current == $slug`;

/**
 * Tried in order, the first route that matches wins: the locale roots come before `/:slug`, which
 * would take /en for a page's slug. A listing page (/menu, /journal, /events) is no document's.
 */
export const mainDocuments = defineDocuments([
  { route: routes(""), filter: bySlug('== "page"'), params: { slug: HOME_SLUG } },
  { route: routes(SCREEN_PATTERNS.menuEntry), filter: bySlug('in ["menuCategory", "menuItem"]') },
  { route: routes(SCREEN_PATTERNS.article), filter: bySlug('== "article"') },
  { route: routes(SCREEN_PATTERNS.event), filter: bySlug('== "event"') },
  { route: routes(SCREEN_PATTERNS.page), filter: bySlug('== "page"') },
]);
