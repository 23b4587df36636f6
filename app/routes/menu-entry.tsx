import type { Route } from "./+types/menu-entry";
import { loadContent } from "~/content/fetch.server";
import { MENU_ENTRY_QUERY } from "~/content/queries";
import type { MenuEntry } from "~/content/types";
import { AllergenList, DietaryMarks, MenuItem } from "~/components/MenuItem";
import { LocaleLink } from "~/components/LocaleLink";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary";
import { SanityImage } from "~/components/SanityImage";
import { useI18n } from "~/i18n/context";
import { formatPrice, localized } from "~/i18n/format";
import { notFound } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { isValidSlug } from "~/lib/validation";
import styles from "./menu-entry.module.css";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isValidSlug(params.slug)) notFound();
  const entry = await loadContent<MenuEntry | null>("menu-entry", MENU_ENTRY_QUERY, { slug: params.slug });
  if (!entry) notFound();
  return { entry };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, loaderData?.entry.title, {
    description: loaderData?.entry._type === "menuItem" ? loaderData.entry.description : loaderData?.entry.intro,
    image: loaderData?.entry.image,
  });

export default function MenuEntryPage({ loaderData }: Route.ComponentProps) {
  const { entry } = loaderData;
  return entry._type === "menuCategory" ? <CategoryView entry={entry} /> : <ItemView entry={entry} />;
}

function CategoryView({ entry }: { entry: Extract<MenuEntry, { _type: "menuCategory" }> }) {
  const { locale, t } = useI18n();
  return (
    <article className={styles.entry}>
      <p className={styles.back}>
        <LocaleLink to="/menu">← {t("menu.title")}</LocaleLink>
      </p>
      <h1>{localized(entry.title, locale)}</h1>
      {entry.intro ? <p className={styles.lead}>{localized(entry.intro, locale)}</p> : null}
      <SanityImage image={entry.image} sizes="(min-width: 52rem) 52rem, 100vw" priority aspectRatio={3 / 2} className={styles.image} />
      <div>
        {(entry.items ?? []).map((item) => (
          <MenuItem key={item._id} item={item} headingLevel={2} />
        ))}
      </div>
    </article>
  );
}

function ItemView({ entry }: { entry: Extract<MenuEntry, { _type: "menuItem" }> }) {
  const { locale, t } = useI18n();
  const category = entry.category;
  return (
    <article className={styles.entry}>
      {category ? (
        <p className={styles.back}>
          <LocaleLink to={`/menu/${category.slug}`}>
            ← {t("menu.backToCategory", { category: localized(category.title, locale) ?? "" })}
          </LocaleLink>
        </p>
      ) : null}
      <h1>{localized(entry.title, locale)}</h1>
      <SanityImage image={entry.image} sizes="(min-width: 52rem) 52rem, 100vw" priority aspectRatio={4 / 3} className={styles.image} />
      {entry.description ? <p className={styles.lead}>{localized(entry.description, locale)}</p> : null}
      {typeof entry.price === "number" ? (
        <p className={styles.price}>
          <span className="visually-hidden">{t("menu.price")}: </span>
          {formatPrice(entry.price, locale)}
        </p>
      ) : null}
      <DietaryMarks vegetarian={entry.vegetarian} glutenFree={entry.glutenFree} />
      <AllergenList allergens={entry.allergens} />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
