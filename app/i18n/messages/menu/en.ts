import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The menu's words, in English. */
const en: Catalogue<typeof it> = {
  "menu.titlePage": "Menu, page {page}",
  "menu.intro": "Today's kitchen and counter: Roman dishes, cured meats, cheeses, wines.",
  "menu.backToCategory": "Back to {category}",
  "menu.categories": "Menu sections",
  "menu.allergenNote": "Allergies or intolerances? Tell us at the counter before you order.",
  "menu.allergenLink": "Allergens and symbols",
  "menu.gallery": "From the kitchen and the counter",
  "menu.moreFrom": "More from {category}",
  "menu.dishes": "{count} dishes",
  "menu.allDishes": "All {count} dishes",
  "menu.eyebrow": "Counter and kitchen",
  "menu.print": "Print the menu",
  "menu.printOnline": "The current menu: {url}",
  "menuFilter.title": "Filter the menu",
  "menuFilter.diet": "Diet",
  "menuFilter.without": "Without these allergens",
  "menuFilter.apply": "Apply",
  "menuFilter.clear": "Show the whole menu",
  "menuFilter.count": "{shown} of {total} dishes",
  "menuFilter.none": "No dish matches these choices.",
  "menuFilter.note":
    "The filter follows the allergens declared for each dish. Our kitchen and counter handle other ingredients too: if you have a severe allergy, please ask us before ordering.",
  "menuFilter.withoutAllergen": "without {allergen}",
  "menuFilter.withoutTraces": "without {allergen}, not even traces",
  "menuFilter.excludeTraces": "Also leave out dishes that may contain traces of them",
  "menuFilter.active": "Filters: {filters}",
  "icon.vegetarian": "Vegetarian: no meat, fish or animal rennet",
  "icon.glutenFree": "Gluten-free: guaranteed by the kitchen",
};

export default en;
