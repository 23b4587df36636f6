import { pageData } from "~/middleware/page-data.server";
import type { Route } from "./+types/menu";
import { memoRoute } from "~/ui/memo-route";
import { loadContent } from "~/content-client/fetch.server";
import { MENU_CATEGORIES_PER_PAGE, MENU_ITEMS_PER_CATEGORY, MENU_QUERY } from "~/menu/queries";
import type { MenuCategory, MenuItemCard } from "~/content-client/types";
import { AnchorNav } from "~/blocks/SubMenu";
import { MenuGallery } from "~/blocks/MenuGallery";
import { GlutenFreeSymbol, VegetarianSymbol } from "~/menu/DietaryIcons";
import { LocaleLink } from "~/i18n/LocaleLink";
import { MenuItem } from "~/menu/MenuItem";
import { Pager } from "~/ui/Pager";
import { SanityImage } from "~/media/SanityImage";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { useI18n } from "~/i18n/context";
import { siteRequest } from "~/middleware/site-request.server";
import { fallbackLang, localized } from "~/i18n/format";
import { pageMeta } from "~/seo/meta";
import { MenuTools } from "~/menu/MenuTools";
import { menuStructuredData } from "~/seo/structured-data.server";
import { MenuPrintNote } from "~/menu/MenuPrintNote";
import { menuFilterOnlyChange } from "~/menu/menu-filter";
import { useFilteredMenu } from "~/menu/use-menu-filter";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import styles from "./menu.module.css";
import headings from "~/blocks/Headings.module.css?classes";
import { notFound } from "~/errors/http-errors";
import { parsePageNumber } from "~/content-client/validation";
import type { Locale } from "@site/locales";
import { commonText } from "~/i18n/messages";
import { menuText } from "~/i18n/messages/menu";
import header from "~/ui/PageHeader.module.css";
import { useStagedCount } from "~/browser/staged";
import { ServerMarkup } from "~/browser/server-markup";

/** The categories a navigation to the menu draws in its own render: a first screen's worth, at any width. */
export const MENU_FIRST_CATEGORIES = 2;

/** One page of the menu: MENU_CATEGORIES_PER_PAGE categories, each with its first dishes (queries.ts). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = parsePageNumber(url.searchParams.get("page"));
  if (page === null) notFound();
  const start = (page - 1) * MENU_CATEGORIES_PER_PAGE;
  const result = await loadContent("menu", MENU_QUERY, {
    start,
    end: start + MENU_CATEGORIES_PER_PAGE,
    perCategory: MENU_ITEMS_PER_CATEGORY,
    locale: siteRequest({ request, url, context }).locale,
  });
  const categories = result?.categories ?? [];
  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / MENU_CATEGORIES_PER_PAGE));
  if (page > pages) notFound();
  return pageData(
    { request, url, context },
    { categories, page, pages, jsonLd: await menuStructuredData({ request, url, context }, categories) },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  // The page's own language is loaded before its head is written (root.tsx): pageMeta picks it.
  const title = (locale: Locale) =>
    loaderData && loaderData.page > 1 ?
      menuText(locale, "menu.titlePage", { page: loaderData.page })
    : commonText(locale, "menu.title");
  return pageMeta({ matches, location }, { it: title("it"), en: title("en") });
};

/** The filter changes only the query: the menu already loaded is re-filtered, nothing reloads. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return menuFilterOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Menu({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const menu = useFilteredMenu(loaderData.categories);
  const { categories } = menu;
  // Reached by a tap (a link, the language switch), the first categories are drawn with the tap, the rest right after.
  const shown = useStagedCount(categories.length, MENU_FIRST_CATEGORIES);
  return (
    <div className={styles.menu} data-printable="menu">
      <header className={`container-narrow ${styles.header}`}>
        <p className="eyebrow">{menuText(locale, "menu.eyebrow")}</p>
        <h1 className={header.title}>{t("menu.title")}</h1>
        <p className={header.lead}>{menuText(locale, "menu.intro")}</p>
        <span className={`${headings.ornament} ${styles.ornament}`} aria-hidden="true" />
      </header>
      <MenuTools menu={menu} jsonLd={loaderData.jsonLd} />
      <AnchorNav
        label={menuText(locale, "menu.categories")}
        className={styles.nav}
        data={categories}
        items={categories.map((category) => ({
          key: category._id,
          href: `#${category.slug}`,
          label: localized(category.title, locale) ?? category.slug,
        }))}
      />
      <div className={`container ${styles.categories}`}>
        {categories.slice(0, shown).map((category, index) => (
          <MenuCategorySection key={category._id} category={category} deferred={index > 0} />
        ))}
      </div>
      <Pager base="/menu" page={loaderData.page} pages={loaderData.pages} />
      <aside className={`container-narrow ${styles.legend}`} aria-label={menuText(locale, "menu.allergenLink")}>
        <p className={styles.legendMarks}>
          <span>
            <VegetarianSymbol /> {menuText(locale, "icon.vegetarian")}
          </span>
          <span>
            <GlutenFreeSymbol /> {menuText(locale, "icon.glutenFree")}
          </span>
        </p>
        <p>
          {menuText(locale, "menu.allergenNote")}{" "}
          <LocaleLink to="/allergens">{menuText(locale, "menu.allergenLink")}</LocaleLink>
        </p>
      </aside>
      <MenuPrintNote filter={menu.filter} />
      {shown === categories.length ?
        <MenuGallery
          block={{
            _type: "menuGallery",
            _key: "menu-gallery",
            title: menuText(locale, "menu.gallery"),
            items: galleryPicks(categories),
          }}
          index={1}
        />
      : null}
    </div>
  );
});

/**
 * One category and its first dishes. Its words and dishes need nothing from the page's code (their
 * links are followed by the site's one listener): hydrated, their HTML is kept as the server sent it,
 * unwalked (its picture hydrates, for its lazy loading); React draws them from its code on a
 * navigation, or when the filter changes them (decision 0080).
 */
function MenuCategorySection({ category, deferred }: { category: MenuCategory; deferred: boolean }) {
  const { locale } = useI18n();
  return (
    <section
      id={category.slug}
      data-deferred={deferred ? "" : undefined}
      className={styles.category}
      aria-labelledby={`${category.slug}-title`}
    >
      <div className={styles.aside}>
        {category.image?.asset ?
          <SanityImage
            image={category.image}
            sizes="(min-width: 1024px) 20rem, 8rem"
            aspectRatio={4 / 5}
            className={styles.image}
            decorative
          />
        : null}
        <ServerMarkup as="div" data={category} className={styles.asideText}>
          <h2
            id={`${category.slug}-title`}
            className={styles.categoryTitle}
            lang={fallbackLang(category.title, locale)}
          >
            <LocaleLink to={`/menu/${category.slug}`}>{localized(category.title, locale)}</LocaleLink>
          </h2>
          {localized(category.intro, locale) ?
            <p className={styles.intro} lang={fallbackLang(category.intro, locale)}>
              {localized(category.intro, locale)}
            </p>
          : null}
        </ServerMarkup>
      </div>
      <ServerMarkup as="div" className={styles.items} data={category}>
        {() => (
          <>
            {(category.items ?? []).map((item) => (
              <MenuItem key={item._id} item={item} />
            ))}
            {(category.itemCount ?? 0) > MENU_ITEMS_PER_CATEGORY ?
              <p className={styles.more}>
                <LocaleLink to={`/menu/${category.slug}`}>
                  {menuText(locale, "menu.allDishes", { count: category.itemCount ?? 0 })}{" "}
                  <span aria-hidden="true">→</span>
                </LocaleLink>
              </p>
            : null}
          </>
        )}
      </ServerMarkup>
    </section>
  );
}

/** One dish with a picture from each category, then more, up to eight: the menu's gallery. */
function galleryPicks(categories: MenuCategory[]): MenuItemCard[] {
  const withImage = categories.map((c) => (c.items ?? []).filter((item) => item.image?.asset));
  const picks: MenuItemCard[] = [];
  for (let round = 0; picks.length < 8 && withImage.some((list) => list.length > round); round++) {
    for (const list of withImage) if (list[round] && picks.length < 8) picks.push(list[round]!);
  }
  return picks;
}

export const ErrorBoundary = RouteErrorBoundary;
