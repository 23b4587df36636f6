import type { Locale } from "@shared/locales";

/**
 * Words of the blocks whose code loads on demand (blocks/lazy.ts), used when the content gives none:
 * with those blocks, not in the catalogue every page loads first.
 */
/** The allergens' legend's title. */
export const ALLERGENS_TITLE: Record<Locale, string> = { it: "Allergeni", en: "Allergens" };
/** The in-page navigation's label. */
export const SUB_MENU_LABEL: Record<Locale, string> = { it: "In questa pagina", en: "On this page" };
