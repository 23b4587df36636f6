import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The consent preferences dialog's words: with the library's chunk (loaded when the visitor asks for
 * the choices), not in the catalogue every page loads first. A section's keys are named for the
 * library's category it describes (consent/translations.ts builds the library's shape from them).
 */
export const consentPreferencesText = catalogueText({ it, en });
export type ConsentPreferencesKey = keyof typeof it;
