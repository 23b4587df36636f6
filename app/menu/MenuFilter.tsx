import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { ALLERGENS, type Allergen } from "~/content-client/allergens";
import { useI18n } from "~/i18n/context";
import { useHydrated } from "~/browser/hydrated";
import {
  EXCLUDE_TRACES,
  isFilterActive,
  parseMenuFilter,
  serializeMenuFilter,
  toggle,
  withTraces,
  type Diet,
  type MenuFilter as Filter,
} from "./menu-filter";
import { AllergenIcon } from "./AllergenIcon";
import styles from "./MenuFilter.module.css";
import { menuText } from "~/i18n/messages/menu";
import { useFilterLabels } from "./use-filter-labels";

/**
 * The menu filter's form. Without JavaScript it is a GET form (the Apply button reloads the menu
 * with the filter in the query). With it, every control replaces the query at once: the menu route
 * does not reload its data for that (see menu-filter.ts), so the dishes re-filter instantly.
 *
 * Its controls fold into one disclosure, closed on every load (a phone's first screen shows dishes,
 * a filtered menu loaded from its URL shows its list); closed, it still says which filter is in use.
 * The browser keeps it open or closed: React never sets `open`, so a choice made inside leaves it open.
 */
export function MenuFilter({ filter, shown, total }: { filter: Filter; shown: number; total: number }) {
  const { locale, t } = useI18n();
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // The boxes show a choice at once, before the URL (and the filter read from it) catches up; when
  // the URL changes by other means (back, the clear link) they follow it.
  const query = serializeMenuFilter(filter);
  const [draft, setDraft] = useState({ query, filter });
  if (draft.query !== query && serializeMenuFilter(draft.filter) !== query) setDraft({ query, filter });
  const checked = draft.query === query ? draft.filter : filter;
  // Only the first render decides (a prop that changed later would fold the list under the visitor's hands).
  const [openAllergens] = useState(filter.without.length > 0 || filter.excludeTraces);
  const apply = (next: Filter) => {
    setDraft({ query, filter: next });
    setSearchParams(serializeMenuFilter(next), { replace: true, preventScrollReset: true });
  };
  // A visitor may tick or untick boxes before the page's code has run: hydration keeps what the boxes
  // show, and the filter applies it then, instead of the next change putting the server's choice back.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const boxes = filterOfForm(form.current);
    if (serializeMenuFilter(boxes) !== query) apply(boxes);
    // Once, when the filter first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onDiet = (diet: Diet) => (event: ChangeEvent<HTMLInputElement>) =>
    apply(toggle(checked, "diet", diet, event.currentTarget.checked));
  const onAllergen = (allergen: Allergen) => (event: ChangeEvent<HTMLInputElement>) =>
    apply(toggle(checked, "without", allergen, event.currentTarget.checked));
  const onTraces = (event: ChangeEvent<HTMLInputElement>) => apply(withTraces(checked, event.currentTarget.checked));
  const diets: { value: Diet; label: string }[] = [
    { value: "vegetarian", label: t("menu.vegetarian") },
    { value: "gluten-free", label: t("menu.glutenFree") },
  ];
  const chosen = useFilterLabels(filter);
  return (
    // The action is the page itself, without its query: a GET form replaces the query anyway, and
    // the request's query (whatever it holds) is not echoed into the page. It and its "clear" link
    // stay on this page, whose route is known: nothing for route discovery to ask the server.
    <Form
      ref={form}
      discover="none"
      method="get"
      action={pathname}
      preventScrollReset
      replace
      className={styles.filter}
      aria-labelledby="menu-filter-title"
      data-print="hide"
    >
      <details className={styles.disclosure}>
        <summary className={styles.summary}>
          <span id="menu-filter-title" className={styles.title}>
            {menuText(locale, "menuFilter.title")}
          </span>
          {isFilterActive(filter) ?
            <span
              className={styles.chosen}
            >{`${chosen.join(", ")} · ${menuText(locale, "menuFilter.count", { shown, total })}`}</span>
          : null}
        </summary>
        <div className={styles.panel}>
          <fieldset className={styles.group}>
            <legend>{menuText(locale, "menuFilter.diet")}</legend>
            <ul className={styles.options}>
              {diets.map((diet) => (
                <li key={diet.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      name="diet"
                      value={diet.value}
                      checked={checked.diets.includes(diet.value)}
                      onChange={onDiet(diet.value)}
                    />
                    {diet.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {/* Fourteen choices fold away (a phone shows the menu first); open when one is in use. */}
          <details className={styles.more} open={openAllergens}>
            <summary>
              {menuText(locale, "menuFilter.without")}
              {checked.without.length ?
                <span className={styles.selected}> ({checked.without.length})</span>
              : null}
            </summary>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{menuText(locale, "menuFilter.without")}</legend>
              <ul className={styles.options}>
                {ALLERGENS.map((allergen) => (
                  <li key={allergen}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        name="without"
                        value={allergen}
                        checked={checked.without.includes(allergen)}
                        onChange={onAllergen(allergen)}
                      />
                      <AllergenIcon allergen={allergen} className={styles.icon} />
                      {t(`allergen.${allergen}`)}
                    </label>
                  </li>
                ))}
              </ul>
              {/* "Without" means "not an ingredient"; whoever must avoid traces too says so here. */}
              <label className={`${styles.option} ${styles.traces}`}>
                <input
                  type="checkbox"
                  name="traces"
                  value={EXCLUDE_TRACES}
                  checked={checked.excludeTraces}
                  onChange={onTraces}
                />
                {menuText(locale, "menuFilter.excludeTraces")}
              </label>
            </fieldset>
          </details>
          <p className={styles.note}>{menuText(locale, "menuFilter.note")}</p>
          <div className={styles.actions}>
            {/* Only needed without JavaScript: with it, each control applies itself. */}
            <button type="submit" hidden={hydrated} className={styles.apply}>
              {menuText(locale, "menuFilter.apply")}
            </button>
            {isFilterActive(filter) ?
              <Link to={{ search: "" }} discover="none" replace preventScrollReset className={styles.clear}>
                {menuText(locale, "menuFilter.clear")}
              </Link>
            : null}
            <p className={styles.count} role="status" aria-atomic="true">
              {menuText(locale, "menuFilter.count", { shown, total })}
            </p>
          </div>
        </div>
      </details>
    </Form>
  );
}

/** The filter the form's boxes show. */
function filterOfForm(form: HTMLFormElement): Filter {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return parseMenuFilter(params);
}
