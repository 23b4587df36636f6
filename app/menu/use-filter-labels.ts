import { useI18n } from "~/i18n/context";
import type { MenuFilter } from "./menu-filter";
import { menuText } from "~/i18n/messages/menu";

/** A filter's choices in words ("Vegetarian", "without milk"): on the closed filter and on the printed menu. */
export function useFilterLabels(filter: MenuFilter): string[] {
  const { locale, t } = useI18n();
  return [
    ...filter.diets.map((diet) => t(diet === "vegetarian" ? "menu.vegetarian" : "menu.glutenFree")),
    ...filter.without.map((allergen) =>
      menuText(locale, filter.excludeTraces ? "menuFilter.withoutTraces" : "menuFilter.withoutAllergen", {
        allergen: t(`allergen.${allergen}`).toLocaleLowerCase(locale),
      }),
    ),
  ];
}
