import { catalogueText } from "../catalogue";
import en from "./allergens/en";
import it from "./allergens/it";

/** An allergen's name (its code from content/allergens.ts), with the menu and the blocks that list allergens. */
export const allergenName = catalogueText({ it, en });
