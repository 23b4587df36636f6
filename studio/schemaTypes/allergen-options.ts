import en from "../../app/i18n/messages/allergens/en";
import it from "../../app/i18n/messages/allergens/it";
import { ALLERGENS } from "./rules";

/** The 14 EU allergens as the menu names them, Italian and English (their catalogue, app/i18n/messages/allergens/). */
export const ALLERGEN_OPTIONS = ALLERGENS.map((code) => ({ value: code, title: `${it[code]} / ${en[code]}` }));
