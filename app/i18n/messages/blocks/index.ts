import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * Words of the blocks whose code loads on demand (blocks/lazy.ts), used when the content gives none
 * (the allergens' legend's title, the in-page navigation's label): with those blocks, not in the
 * catalogue every page loads first.
 */
export const blockText = catalogueText({ it, en });
