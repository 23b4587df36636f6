/**
 * The menu filter: vegetarian, gluten-free, and "without <allergen>" for any of the EU's 14, which
 * leaves out the dishes that contain it and, when asked (`traces=exclude`), those that may contain
 * traces of it too.
 *
 * It lives in the URL (`/menu?diet=vegetarian&without=milk&without=nuts`), so a filtered menu can
 * be shared and bookmarked, and it works without JavaScript: a plain GET form, applied while the
 * server renders. In the browser the form's controls replace the URL's query; only these
 * parameters change, so no loader runs again (see `menuFilterOnlyChange`) and the menu
 * re-filters at once from the data it already has.
 */
import { ALLERGENS, type Allergen } from "~/content-client/allergens";
import type { MenuCategory, MenuItemCard } from "~/content-client/types";
import { EXCLUDE_TRACES, FILTER_PARAMS } from "./menu-filter-url";

export const DIETS = ["vegetarian", "gluten-free"] as const;
export type Diet = (typeof DIETS)[number];

export { EXCLUDE_TRACES, menuFilterOnlyChange } from "./menu-filter-url";

export interface MenuFilter {
  diets: Diet[];
  without: Allergen[];
  /** "Without X" also leaves out the dishes that may contain traces of X. */
  excludeTraces: boolean;
}

/** Values of a repeated parameter, also accepting a comma-separated list (`without=milk,nuts`). */
function values(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** The filter a URL asks for; unknown values are ignored, order and duplicates do not matter. */
export function parseMenuFilter(params: URLSearchParams): MenuFilter {
  const diets = new Set(values(params, FILTER_PARAMS.diet));
  const without = new Set(values(params, FILTER_PARAMS.without));
  return {
    diets: DIETS.filter((d) => diets.has(d)),
    without: ALLERGENS.filter((a) => without.has(a)),
    excludeTraces: values(params, FILTER_PARAMS.traces).includes(EXCLUDE_TRACES),
  };
}

/** The canonical query of a filter (diets first, allergens in the Annex's order, then traces), without `?`. */
export function serializeMenuFilter(filter: MenuFilter): string {
  const params = new URLSearchParams();
  for (const diet of DIETS) if (filter.diets.includes(diet)) params.append(FILTER_PARAMS.diet, diet);
  for (const allergen of ALLERGENS)
    if (filter.without.includes(allergen)) params.append(FILTER_PARAMS.without, allergen);
  if (filter.excludeTraces) params.append(FILTER_PARAMS.traces, EXCLUDE_TRACES);
  return params.toString();
}

export function isFilterActive(filter: MenuFilter): boolean {
  return filter.diets.length > 0 || filter.without.length > 0;
}

/** The filter with "also traces" switched on or off. */
export function withTraces(filter: MenuFilter, on: boolean): MenuFilter {
  return { ...filter, excludeTraces: on };
}

/** The filter with one diet or allergen switched on or off. */
export function toggle(filter: MenuFilter, kind: "diet", value: Diet, on: boolean): MenuFilter;
export function toggle(filter: MenuFilter, kind: "without", value: Allergen, on: boolean): MenuFilter;
export function toggle(filter: MenuFilter, kind: "diet" | "without", value: string, on: boolean): MenuFilter {
  if (kind === "diet") {
    const diets = new Set<string>(filter.diets);
    if (on) diets.add(value);
    else diets.delete(value);
    return { ...filter, diets: DIETS.filter((d) => diets.has(d)) };
  }
  const without = new Set<string>(filter.without);
  if (on) without.add(value);
  else without.delete(value);
  return { ...filter, without: ALLERGENS.filter((a) => without.has(a)) };
}

/**
 * Does a dish pass the filter? Vegetarian and gluten-free are the kitchen's own flags (a dish
 * without gluten among its allergens is not "gluten-free" unless the kitchen guarantees it: the
 * fryer is shared). "Without" excludes a dish that declares that allergen, and with `excludeTraces`
 * one that may contain traces of it.
 */
export function matchesFilter(item: MenuItemCard, filter: MenuFilter): boolean {
  if (filter.diets.includes("vegetarian") && item.vegetarian !== true) return false;
  if (filter.diets.includes("gluten-free") && item.glutenFree !== true) return false;
  const declared = Array.isArray(item.allergens) ? item.allergens : [];
  const traces = filter.excludeTraces && Array.isArray(item.traces) ? item.traces : [];
  return !filter.without.some((allergen) => declared.includes(allergen) || traces.includes(allergen));
}

/** The categories with only the dishes that pass; categories left empty are dropped. */
export function filterMenu(
  categories: MenuCategory[],
  filter: MenuFilter,
): { categories: MenuCategory[]; shown: number; total: number } {
  let shown = 0;
  let total = 0;
  const kept: MenuCategory[] = [];
  for (const category of categories) {
    const items = category.items ?? [];
    total += items.length;
    const passing = isFilterActive(filter) ? items.filter((item) => matchesFilter(item, filter)) : items;
    shown += passing.length;
    if (passing.length) kept.push(passing.length === items.length ? category : { ...category, items: passing });
  }
  return { categories: kept, shown, total };
}
