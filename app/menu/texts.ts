/**
 * The words of the menu's screens (the listing, a dish's or a category's page, the filter, the printed
 * note, the dietary symbols' legend, also drawn by their blocks), in both languages, beside the feature, in the
 * menu's chunk rather than in the catalogue every page loads first (the home page's first-load budget).
 */
import { featureTexts } from "~/i18n/feature-texts";

const it = {
  "menu.intro": "La cucina e il banco di oggi: piatti romani, salumi, formaggi, vini.",
  "menu.backToCategory": "Torna a {category}",
  "menu.categories": "Categorie del menù",
  "menu.allergenNote": "Allergie o intolleranze? Ditelo al banco prima di ordinare.",
  "menu.allergenLink": "Allergeni e simboli",
  "menu.gallery": "Dalla cucina e dal banco",
  "menu.moreFrom": "Altro da {category}",
  "menu.dishes": "{count} proposte",
  "menu.allDishes": "Tutte le {count} proposte",
  "menu.eyebrow": "Banco e cucina",
  "menu.print": "Stampa il menù",
  "menu.printOnline": "Il menù aggiornato: {url}",
  "menuFilter.title": "Filtra il menù",
  "menuFilter.diet": "Preferenze",
  "menuFilter.without": "Senza questi allergeni",
  "menuFilter.apply": "Applica",
  "menuFilter.clear": "Mostra tutto il menù",
  "menuFilter.count": "{shown} piatti su {total}",
  "menuFilter.none": "Nessun piatto corrisponde a queste scelte.",
  "menuFilter.note":
    "Il filtro segue gli allergeni dichiarati per ogni piatto. In cucina e al banco si lavorano anche altri ingredienti: in caso di allergia grave, chiedete a noi prima di ordinare.",
  "menuFilter.withoutAllergen": "senza {allergen}",
  "menuFilter.withoutTraces": "senza {allergen}, nemmeno in tracce",
  "menuFilter.excludeTraces": "Nemmeno in tracce",
  "menuFilter.active": "Filtri: {filters}",
  "icon.vegetarian": "Vegetariano: niente carne, pesce né caglio animale",
  "icon.glutenFree": "Senza glutine: garantito dalla cucina",
};

export type MenuTextKey = keyof typeof it;

const en: Record<MenuTextKey, string> = {
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

/** The words of `key` in `locale`, `{name}` filled in from `values`. */
export const menuText = featureTexts<MenuTextKey>({ it, en });
