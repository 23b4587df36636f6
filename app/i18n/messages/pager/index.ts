import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The pager's words: the listings that page (journal, menu, events) are not in the home page's first
 * load, so neither are these (the catalogue every page loads first is kept small).
 */
export const pagerText = catalogueText({ it, en });
