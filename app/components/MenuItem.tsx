import type { MenuItemCard } from "~/content/types";
import { ALLERGEN_NAMES, knownAllergens } from "~/content/allergens";
import { useI18n } from "~/i18n/context";
import { formatPrice, localized } from "~/i18n/format";
import { LocaleLink } from "./LocaleLink";
import styles from "./MenuItem.module.css";

/** Vegetarian and gluten-free marks, with their words (never an icon alone). */
export function DietaryMarks({ vegetarian, glutenFree }: { vegetarian?: boolean; glutenFree?: boolean }) {
  const { t } = useI18n();
  if (!vegetarian && !glutenFree) return null;
  return (
    <ul className={styles.marks}>
      {vegetarian ? (
        <li className={styles.veg}>
          <span aria-hidden="true" className={styles.mark}>V</span> {t("menu.vegetarian")}
        </li>
      ) : null}
      {glutenFree ? (
        <li className={styles.gf}>
          <span aria-hidden="true" className={styles.mark}>GF</span> {t("menu.glutenFree")}
        </li>
      ) : null}
    </ul>
  );
}

/** Allergens spelled out in the page's language. */
export function AllergenList({ allergens }: { allergens: unknown }) {
  const { locale, t } = useI18n();
  const list = knownAllergens(allergens);
  return (
    <p className={styles.allergens}>
      <span className={styles.allergenLabel}>{t("menu.allergens")}:</span>{" "}
      {list.length ? list.map((a) => ALLERGEN_NAMES[a][locale]).join(", ") : t("menu.noAllergens")}
    </p>
  );
}

export function MenuItem({ item, headingLevel = 3 }: { item: MenuItemCard; headingLevel?: 2 | 3 }) {
  const { locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.item}>
      <div className={styles.head}>
        <Heading className={styles.name}>
          <LocaleLink to={`/menu/${item.slug}`}>{localized(item.title, locale)}</LocaleLink>
        </Heading>
        {typeof item.price === "number" ? <p className={styles.price}>{formatPrice(item.price, locale)}</p> : null}
      </div>
      {item.description ? <p className={styles.description}>{localized(item.description, locale)}</p> : null}
      <DietaryMarks vegetarian={item.vegetarian} glutenFree={item.glutenFree} />
      <AllergenList allergens={item.allergens} />
    </article>
  );
}
