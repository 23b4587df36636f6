import { catalogueText } from "../catalogue";
import en from "./pager/en";
import it from "./pager/it";

/**
 * The pager's words: the listings that page (journal, menu, events) are not in the home page's first
 * load, so neither are these (the catalogue every page loads first is kept small).
 */
export const pagerText = catalogueText({ it, en });
