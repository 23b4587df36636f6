import { pageData } from "~/middleware/page-data.server";
import type { Route } from "./+types/menu-entry";
import { memoRoute } from "~/ui/memo-route";
import { loadContent } from "~/content-client/fetch.server";
import { MENU_ENTRY_NEIGHBOURS, MENU_ENTRY_QUERY } from "~/menu/queries";
import type { MenuCategoryLink, MenuEntry } from "~/content-client/types";
import { ALLERGENS, knownAllergens, knownTraces } from "~/content-client/allergens";
import { MenuGallery } from "~/blocks/MenuGallery";
import { DietaryMarks, MenuItem, Price } from "~/menu/MenuItem";
import { dishBelowFirstScreen } from "~/menu/first-screen";
import { LocaleLink } from "~/i18n/LocaleLink";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { StructuredData } from "~/ui/StructuredData";
import { menuStructuredData } from "~/seo/structured-data.server";
import { SanityImage } from "~/media/SanityImage";
import { ServerMarkup } from "~/browser/server-markup";
import { hasImage } from "~/content-client/image";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { isValidSlug } from "~/content-client/validation";
import styles from "./menu-entry.module.css";
import { menuText } from "~/i18n/messages/menu";
import { siteRequest } from "~/middleware/site-request.server";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isValidSlug(params.slug)) notFound();
  const found = await loadContent("menu-entry", MENU_ENTRY_QUERY, {
    slug: params.slug,
    locale: siteRequest({ request, url, context }).locale,
    neighbours: MENU_ENTRY_NEIGHBOURS,
    neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1,
  });
  if (!found) notFound();
  // The navigation names the categories around this entry's own, in menu order.
  const { categoriesBefore, categoriesFrom, navOrder: _navOrder, ...rest } = found;
  const entry = { ...rest, categories: [...(categoriesBefore ?? []).toReversed(), ...(categoriesFrom ?? [])] };
  return pageData(
    { request, url, context },
    { entry, jsonLd: await menuStructuredData({ request, url, context }, [], entry) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, loaderData?.entry.title, {
    description: loaderData?.entry._type === "menuItem" ? loaderData.entry.description : loaderData?.entry.intro,
    image: loaderData?.entry.image,
  });

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function MenuEntryPage({ loaderData }: Route.ComponentProps) {
  const { entry } = loaderData;
  return (
    <>
      {entry._type === "menuCategory" ?
        <CategoryView entry={entry} />
      : <ItemView entry={entry} />}
      <StructuredData items={loaderData.jsonLd} />
    </>
  );
});

function CategoryView({ entry }: { entry: Extract<MenuEntry, { _type: "menuCategory" }> }) {
  const { locale, t } = useI18n();
  const items = entry.items ?? [];
  const pictured = hasImage(entry.image);
  return (
    <article className={styles.category}>
      <header className={`container ${styles.categoryHeader}`}>
        <div className={styles.categoryText}>
          <p className={styles.back}>
            <LocaleLink to="/menu">
              <span aria-hidden="true">←</span> {t("menu.title")}
            </LocaleLink>
          </p>
          <h1 className={styles.title} lang={fallbackLang(entry.title, locale)}>
            {localized(entry.title, locale)}
          </h1>
          {localized(entry.intro, locale) ?
            <p className={styles.lead} lang={fallbackLang(entry.intro, locale)}>
              {localized(entry.intro, locale)}
            </p>
          : null}
          <p className={styles.count}>{menuText(locale, "menu.dishes", { count: items.length })}</p>
        </div>
        <SanityImage
          image={entry.image}
          sizes="(min-width: 1024px) 28rem, 80vw"
          priority
          aspectRatio={4 / 5}
          className={styles.arch}
        />
      </header>
      {/* Text and links: hydrated, the server's HTML is kept as it is (decision 0080). */}
      <ServerMarkup as="div" data={entry} className={`container-narrow ${styles.card}`}>
        {() =>
          items.map((item, index) => (
            <MenuItem
              key={item._id}
              item={item}
              headingLevel={2}
              belowFirstScreen={dishBelowFirstScreen(index, pictured)}
            />
          ))
        }
      </ServerMarkup>
      <CategoryLinks categories={entry.categories} current={entry.slug} />
    </article>
  );
}

function ItemView({ entry }: { entry: Extract<MenuEntry, { _type: "menuItem" }> }) {
  const { locale } = useI18n();
  const category = entry.category;
  const categoryTitle = localized(category?.title, locale) ?? "";
  return (
    <>
      <article className={`container ${styles.item}`}>
        <div className={styles.itemMedia}>
          {entry.image?.asset ?
            <SanityImage
              image={entry.image}
              sizes="(min-width: 1024px) 40rem, 100vw"
              priority
              aspectRatio={4 / 3}
              className={styles.itemImage}
            />
          : <div className={styles.noImage} aria-hidden="true" />}
        </div>
        <ServerMarkup as="div" data={entry} className={styles.itemText}>
          {category ?
            <p className={styles.back}>
              <LocaleLink to={`/menu/${category.slug}`}>
                <span aria-hidden="true">←</span> {menuText(locale, "menu.backToCategory", { category: categoryTitle })}
              </LocaleLink>
            </p>
          : null}
          <h1 className={styles.itemTitle} lang={fallbackLang(entry.title, locale)}>
            {localized(entry.title, locale)}
          </h1>
          {localized(entry.description, locale) ?
            <p className={styles.lead} lang={fallbackLang(entry.description, locale)}>
              {localized(entry.description, locale)}
            </p>
          : null}
          <p className={styles.priceLine}>
            <span className={styles.leader} aria-hidden="true" />
            <Price amount={entry.price} className={styles.price} />
          </p>
          <DietaryMarks vegetarian={entry.vegetarian} glutenFree={entry.glutenFree} className={styles.marks} />
          <AllergenDetails allergens={entry.allergens} traces={entry.traces} />
        </ServerMarkup>
      </article>
      {entry.related?.length ?
        <MenuGallery
          block={{
            _type: "menuGallery",
            _key: "related",
            title: menuText(locale, "menu.moreFrom", { category: categoryTitle }),
            items: entry.related,
          }}
          index={1}
          belowFirstScreen
        />
      : null}
    </>
  );
}

/**
 * The allergens of a dish, each with its number in the Annex, then those it may contain traces of
 * (under words of their own), and where to read more.
 */
function AllergenDetails({ allergens, traces }: { allergens: unknown; traces: unknown }) {
  const { locale, t } = useI18n();
  const list = knownAllergens(allergens);
  const maybe = knownTraces(traces, allergens);
  return (
    <section className={styles.allergens} aria-labelledby="dish-allergens">
      <h2 id="dish-allergens" className={styles.allergensTitle}>
        {t("menu.allergens")}
      </h2>
      {list.length ?
        <ul className={`plain-list ${styles.allergenList}`}>
          {list.map((code) => (
            <li key={code}>
              <span className={styles.allergenNumber} aria-hidden="true">
                {ALLERGENS.indexOf(code) + 1}
              </span>
              {t(`allergen.${code}`)}
            </li>
          ))}
        </ul>
      : maybe.length ?
        null
      : <p className={styles.none}>{t("menu.noAllergens")}</p>}
      {maybe.length ?
        <>
          <h3 id="dish-traces" className={styles.tracesTitle}>
            {t("menu.traces")}
          </h3>
          <ul className={`plain-list ${styles.allergenList} ${styles.traceList}`} aria-labelledby="dish-traces">
            {maybe.map((code) => (
              <li key={code}>
                <span className={styles.allergenNumber} aria-hidden="true">
                  {ALLERGENS.indexOf(code) + 1}
                </span>
                {t(`allergen.${code}`)}
              </li>
            ))}
          </ul>
        </>
      : null}
      <p className={styles.allergenNote}>
        {menuText(locale, "menu.allergenNote")}{" "}
        <LocaleLink to="/allergens">{menuText(locale, "menu.allergenLink")}</LocaleLink>
      </p>
    </section>
  );
}

/** The other categories, to go on reading the menu. */
function CategoryLinks({ categories, current }: { categories?: MenuCategoryLink[] | null; current: string }) {
  const { locale } = useI18n();
  if (!categories?.length) return null;
  return (
    <nav className={`container ${styles.categories}`} aria-label={menuText(locale, "menu.categories")}>
      <ul className="plain-list">
        {categories.map((c) => (
          <li key={c._id}>
            <LocaleLink
              to={`/menu/${c.slug}`}
              aria-current={c.slug === current ? "page" : undefined}
              lang={fallbackLang(c.title, locale)}
            >
              {localized(c.title, locale)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
