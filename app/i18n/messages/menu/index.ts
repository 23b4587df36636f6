import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The words of the menu's screens (the listing, a dish's or a category's page, the filter, the printed
 * note, the dietary symbols' legend, also drawn by their blocks), in both languages, in the menu's
 * chunk rather than in the catalogue every page loads first (the home page's first-load budget).
 */
export const menuText = catalogueText({ it, en });
