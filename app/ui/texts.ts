import type { Locale } from "@shared/locales";

/**
 * The pager's words, beside it: the listings that page (journal, menu, events) are not in the home
 * page's first load, so neither are these (the catalogue every page loads first is kept small).
 */
export const PAGER_WORDS: Record<Locale, { previous: string; next: string; pageOf: string }> = {
  it: { previous: "Pagina precedente", next: "Pagina successiva", pageOf: "Pagina {page} di {pages}" },
  en: { previous: "Previous page", next: "Next page", pageOf: "Page {page} of {pages}" },
};
