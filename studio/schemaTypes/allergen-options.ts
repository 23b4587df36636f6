import { ALLERGEN_NAMES } from "../../app/content/allergens";
import { ALLERGENS } from "./rules";

/** The 14 EU allergens as the menu names them, Italian and English (app/content/allergens.ts). */
export const ALLERGEN_OPTIONS = ALLERGENS.map((code) => ({ value: code, title: `${ALLERGEN_NAMES[code].it} / ${ALLERGEN_NAMES[code].en}` }));
