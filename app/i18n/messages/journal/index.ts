import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The words of the journal's own screens (the listing's header, an article's date and its neighbours,
 * the feed's description), in both languages: in the journal's chunks rather than in the catalogue
 * every page loads first (the home page's first-load budget).
 */
export const journalText = catalogueText({ it, en });
