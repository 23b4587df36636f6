import { Suspense } from "react";
import type { RouterContextProvider } from "react-router";
import { loadContent } from "~/content-client/fetch.server";
import { MENU_CATEGORIES_PER_PAGE, MENU_ITEMS_PER_CATEGORY, MENU_QUERY } from "~/menu/queries";
import type { MenuCategory, MenuItemCard } from "~/content-client/types";
import { AnchorNav } from "~/blocks/SubMenu";
import { MenuGallery } from "~/blocks/MenuGallery";
import { GlutenFreeSymbol, VegetarianSymbol } from "~/menu/DietaryIcons";
import { LocaleLink } from "~/i18n/LocaleLink";
import { MenuItem } from "~/menu/MenuItem";
import { Pager } from "~/ui/Pager";
import { SanityImage, MenuTools, MenuPrintNote } from "../islands";
import { newSiteRequest } from "~/request/site-request.server";
import { pageData } from "~/request/page-data.server";
import { fallbackLang, localized } from "~/i18n/format";
import { loadMessages } from "~/i18n/messages";
import { menuStructuredData } from "~/seo/structured-data.server";
import { filterMenu, parseMenuFilter } from "~/menu/menu-filter";
import styles from "~/routes/menu.module.css";
import { notFound } from "~/errors/http-errors";
import { parsePageNumber } from "~/content-client/validation";
import { menuText } from "~/menu/texts";
import header from "~/ui/PageHeader.module.css";
import { setServerI18n } from "../server-i18n";

/** app/routes/menu.tsx's loader, with the filter applied on the server (the page has no client-side filtering here). */
export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const url = new URL(request.url);
  const site = newSiteRequest(request, url);
  const page = parsePageNumber(url.searchParams.get("page"));
  if (page === null) notFound();
  const start = (page - 1) * MENU_CATEGORIES_PER_PAGE;
  const result = await loadContent("menu", MENU_QUERY, {
    start,
    end: start + MENU_CATEGORIES_PER_PAGE,
    perCategory: MENU_ITEMS_PER_CATEGORY,
    locale: site.locale,
  });
  const categories = result?.categories ?? [];
  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / MENU_CATEGORIES_PER_PAGE));
  if (page > pages) notFound();
  const args = { request, url, context };
  const data = pageData(args, { categories, page, pages, jsonLd: await menuStructuredData(args, categories) });
  return { ...data, locale: site.locale, prefix: site.prefix, messages: await loadMessages(site.locale), search: url.search };
}

/** app/routes/menu.tsx's markup, as a server component: the same elements, classes and texts. */
export function ServerComponent({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const { locale, prefix, messages } = loaderData;
  setServerI18n(locale, prefix, messages);
  const filter = parseMenuFilter(new URLSearchParams(loaderData.search));
  const menu = { filter, ...filterMenu(loaderData.categories, filter) };
  const { categories } = menu;
  return (
    <div className={styles.menu} data-printable="menu">
      <header className={`container-narrow ${styles.header}`}>
        <p className="eyebrow">{menuText(locale, "menu.eyebrow")}</p>
        <h1 className={header.title}>{messages["menu.title"]}</h1>
        <p className={header.lead}>{menuText(locale, "menu.intro")}</p>
        <span className={styles.ornament} aria-hidden="true" />
      </header>
      {/* The filter needs the filter's state and counts only, not the dishes. */}
      <MenuTools menu={{ ...menu, categories: [] }} jsonLd={loaderData.jsonLd} />
      <AnchorNav
        label={menuText(locale, "menu.categories")}
        className={styles.nav}
        items={categories.map((category) => ({ key: category._id, href: `#${category.slug}`, label: localized(category.title, locale) ?? category.slug }))}
      />
      <div className={`container ${styles.categories}`}>
        {categories.map((category, index) => (
          <Suspense key={category._id} fallback={null}>
            <section id={category.slug} data-deferred={index > 0 ? "" : undefined} className={styles.category} aria-labelledby={`${category.slug}-title`}>
              <div className={styles.aside}>
                {category.image?.asset ?
                  <SanityImage image={category.image} sizes="(min-width: 1024px) 20rem, 8rem" aspectRatio={4 / 5} className={styles.image} decorative />
                : null}
                <div className={styles.asideText}>
                  <h2 id={`${category.slug}-title`} className={styles.categoryTitle} lang={fallbackLang(category.title, locale)}>
                    <LocaleLink to={`/menu/${category.slug}`}>{localized(category.title, locale)}</LocaleLink>
                  </h2>
                  {localized(category.intro, locale) ?
                    <p className={styles.intro} lang={fallbackLang(category.intro, locale)}>
                      {localized(category.intro, locale)}
                    </p>
                  : null}
                </div>
              </div>
              <div className={styles.items}>
                {(category.items ?? []).map((item) => (
                  <MenuItem key={item._id} item={item} />
                ))}
                {(category.itemCount ?? 0) > MENU_ITEMS_PER_CATEGORY ?
                  <p className={styles.more}>
                    <LocaleLink to={`/menu/${category.slug}`}>
                      {menuText(locale, "menu.allDishes", { count: category.itemCount ?? 0 })} <span aria-hidden="true">→</span>
                    </LocaleLink>
                  </p>
                : null}
              </div>
            </section>
          </Suspense>
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
          {menuText(locale, "menu.allergenNote")} <LocaleLink to="/allergens">{menuText(locale, "menu.allergenLink")}</LocaleLink>
        </p>
      </aside>
      <MenuPrintNote filter={menu.filter} />
      <MenuGallery block={{ _type: "menuGallery", _key: "menu-gallery", title: menuText(locale, "menu.gallery"), items: galleryPicks(categories) }} index={1} />
    </div>
  );
}

/** app/routes/menu.tsx's gallery picks. */
function galleryPicks(categories: MenuCategory[]): MenuItemCard[] {
  const withImage = categories.map((c) => (c.items ?? []).filter((item) => item.image?.asset));
  const picks: MenuItemCard[] = [];
  for (let round = 0; picks.length < 8 && withImage.some((list) => list.length > round); round++) {
    for (const list of withImage) if (list[round] && picks.length < 8) picks.push(list[round]!);
  }
  return picks;
}
