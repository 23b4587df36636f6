import type { Allergen } from "~/content-client/allergens";

/**
 * The 14 allergens' names in Italian, the menu's own wording of the Annex (docs/content-model.md):
 * the keys of the catalogue (messages/allergens.ts), one for each allergen code.
 */
const it = {
  gluten: "Glutine",
  crustaceans: "Crostacei",
  eggs: "Uova",
  fish: "Pesce",
  peanuts: "Arachidi",
  soybeans: "Soia",
  milk: "Latte",
  nuts: "Frutta a guscio",
  celery: "Sedano",
  mustard: "Senape",
  sesame: "Semi di sesamo",
  sulphites: "Anidride solforosa e solfiti",
  lupin: "Lupini",
  molluscs: "Molluschi",
} satisfies Record<Allergen, string>;

export default it;
