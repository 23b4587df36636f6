import { expect, test } from "vitest";
import en from "~/i18n/messages/common/en";
import it from "~/i18n/messages/common/it";
import { ALLERGENS, isAllergen, knownAllergens, knownTraces } from "./allergens";

test("the EU's fourteen allergens, each once, in the order of Annex II, each named in both languages", () => {
  expect(ALLERGENS).toEqual([
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
  ]);
  for (const allergen of ALLERGENS)
    expect(it[`allergen.${allergen}`] && en[`allergen.${allergen}`], allergen).toBeTruthy();
});

test("an item's allergens come back known ones only, in the Annex's order", () => {
  expect(knownAllergens(["milk", "shellfish", "gluten", 3])).toEqual(["gluten", "milk"]);
  expect(knownAllergens(null)).toEqual([]);
  expect(isAllergen("lupin")).toBe(true);
  expect(isAllergen("Lupin")).toBe(false);
});

test("a trace the dish already contains is not a trace: contained is the stronger word", () => {
  expect(knownTraces(["nuts", "milk", "sesame"], ["milk"])).toEqual(["nuts", "sesame"]);
});
