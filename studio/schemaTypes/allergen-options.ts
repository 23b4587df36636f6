import en from "../../app/i18n/messages/common/en";
import it from "../../app/i18n/messages/common/it";
import { ALLERGENS } from "./rules";

/**
 * The 14 EU allergens as the menu names them, Italian and English (the common catalogue,
 * app/i18n/messages/common/).
 */
export const ALLERGEN_OPTIONS = ALLERGENS.map((code) => ({
  value: code,
  title: `${it[`allergen.${code}`]} / ${en[`allergen.${code}`]}`,
}));
