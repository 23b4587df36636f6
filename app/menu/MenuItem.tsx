import type { MenuItemSummary } from "~/content-client/types";
import { knownAllergens, knownTraces } from "~/content-client/allergens";
import { useI18n } from "~/i18n/context";
import { formatPrice, fallbackLang, localized } from "~/i18n/format";
import { symbolBefore } from "./DietaryIcons";
import { LocaleLink } from "../i18n/LocaleLink";
// Its stylesheet comes with the blocks' registry (blocks/index.ts): the home page's product list is drawn
// before its code is loaded (decision 0080).
import styles from "./MenuItem.module.css?classes";

/**
 * Vegetarian and gluten-free marks: the symbol and its word (never a symbol alone). The symbol is the
 * item's `::before`, so a mark is one element (a menu page shows about fifty).
 */
export function DietaryMarks({
  vegetarian,
  glutenFree,
  className,
}: {
  vegetarian?: boolean;
  glutenFree?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  if (!vegetarian && !glutenFree) return null;
  return (
    <ul className={[styles.marks, className].filter(Boolean).join(" ")}>
      {vegetarian ?
        <li className={`${styles.mark} ${symbolBefore("vegetarian")}`} data-mark="vegetarian">
          {t("menu.vegetarian")}
        </li>
      : null}
      {glutenFree ?
        <li className={`${styles.mark} ${symbolBefore("glutenFree")}`} data-mark="glutenFree">
          {t("menu.glutenFree")}
        </li>
      : null}
    </ul>
  );
}

/**
 * Allergens spelled out in the page's language (the EU's 14, in the Annex's order): those the dish
 * contains, then, in words of their own, those it may contain traces of. A dish with traces only
 * does not say "none of the 14" first.
 */
export function AllergenList({
  allergens,
  traces,
  className,
}: {
  allergens: unknown;
  traces?: unknown;
  className?: string;
}) {
  const { t } = useI18n();
  const list = knownAllergens(allergens);
  const maybe = knownTraces(traces, allergens);
  const names = (codes: typeof list) => codes.map((a) => t(`allergen.${a}`)).join(", ");
  // One text node each for the label and the names: no React separator comments in the markup.
  const line = (label: string, text: string, kind?: string) => (
    <p className={[styles.allergens, kind, className].filter(Boolean).join(" ")}>
      <span className={styles.allergenLabel}>{`${label}:`}</span>
      {` ${text}`}
    </p>
  );
  return (
    <>
      {list.length || !maybe.length ?
        line(t("menu.allergens"), list.length ? names(list) : t("menu.noAllergens"))
      : null}
      {maybe.length ? line(t("menu.traces"), names(maybe), styles.traces) : null}
    </>
  );
}

/** A price with its label for screen readers ("Prezzo: 14,00 €"). */
export function Price({ amount, className }: { amount: unknown; className?: string }) {
  const { locale, t } = useI18n();
  if (typeof amount !== "number" || !Number.isFinite(amount)) return null;
  return (
    <span className={className}>
      <span className="visually-hidden">{t("menu.price")}: </span>
      {formatPrice(amount, locale)}
    </span>
  );
}

/**
 * A dish as a line of a printed menu card: name, dotted leader (the line's `::after`, set between
 * the two), price; the description below in italics; the dietary marks and the allergens in small type.
 * `belowFirstScreen`: the page knows the dish starts below a phone's first screen, and leaves it out
 * of the first frame there (menu/first-screen.ts, styles/global.css).
 */
export function MenuItem({
  item,
  headingLevel = 3,
  belowFirstScreen = false,
}: {
  item: MenuItemSummary;
  headingLevel?: 2 | 3 | 4;
  belowFirstScreen?: boolean;
}) {
  const { locale } = useI18n();
  const Heading: "h2" | "h3" | "h4" = `h${headingLevel}`;
  const title = localized(item.title, locale);
  const description = localized(item.description, locale);
  return (
    <article className={styles.item} data-below-first-screen={belowFirstScreen ? "" : undefined}>
      <div className={styles.head}>
        <Heading className={styles.name} lang={fallbackLang(item.title, locale)}>
          {item.slug ?
            <LocaleLink to={`/menu/${item.slug}`}>{title}</LocaleLink>
          : title}
        </Heading>
        <Price amount={item.price} className={styles.price} />
      </div>
      {description ?
        <p className={styles.description} lang={fallbackLang(item.description, locale)}>
          {description}
        </p>
      : null}
      <div className={styles.meta}>
        <DietaryMarks vegetarian={item.vegetarian} glutenFree={item.glutenFree} />
        <AllergenList allergens={item.allergens} traces={item.traces} />
      </div>
    </article>
  );
}
