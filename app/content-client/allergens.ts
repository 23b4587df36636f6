import { isOneOf } from "@site/narrow";

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
