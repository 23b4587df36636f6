import type { Locale } from "@shared/locales";
import { isOneOf } from "@shared/narrow";

/** The EU's 14 allergens (Regulation (EU) No 1169/2011, Annex II), in the order of the Annex. */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The labels of docs/content-model.md (the menu's own wording of the Annex). */
export const ALLERGEN_NAMES: Record<Allergen, Record<Locale, string>> = {
  gluten: { it: "Glutine", en: "Gluten" },
  crustaceans: { it: "Crostacei", en: "Crustaceans" },
  eggs: { it: "Uova", en: "Eggs" },
  fish: { it: "Pesce", en: "Fish" },
  peanuts: { it: "Arachidi", en: "Peanuts" },
  soybeans: { it: "Soia", en: "Soybeans" },
  milk: { it: "Latte", en: "Milk" },
  nuts: { it: "Frutta a guscio", en: "Tree nuts" },
  celery: { it: "Sedano", en: "Celery" },
  mustard: { it: "Senape", en: "Mustard" },
  sesame: { it: "Semi di sesamo", en: "Sesame" },
  sulphites: { it: "Anidride solforosa e solfiti", en: "Sulphites" },
  lupin: { it: "Lupini", en: "Lupin" },
  molluscs: { it: "Molluschi", en: "Molluscs" },
};

export function isAllergen(value: unknown): value is Allergen {
  return isOneOf(ALLERGENS, value);
}

/** Known allergens of an item, in the Annex's order; unknown codes are dropped. */
export function knownAllergens(values: unknown): Allergen[] {
  if (!Array.isArray(values)) return [];
  return ALLERGENS.filter((a) => values.includes(a));
}

/**
 * The allergens a dish may contain traces of (cross-contact: "può contenere tracce di"), known ones
 * in the Annex's order, without any it contains: an allergen is contained or a possible trace, and
 * "contains" is the stronger word.
 */
export function knownTraces(traces: unknown, allergens: unknown): Allergen[] {
  const contained = knownAllergens(allergens);
  return knownAllergens(traces).filter((a) => !contained.includes(a));
}
