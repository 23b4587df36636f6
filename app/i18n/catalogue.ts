import type { Locale } from "@site/locales";
import { format } from "./messages";

/**
 * UI text is kept one way: in app/i18n/messages/<catalogue>/<locale>.ts, a flat object of keys and
 * sentences for each language and catalogue. The Italian file's keys are the catalogue's; every other
 * language's file is a `Catalogue<typeof it>`, so a key missing there, or one Italian lacks, does not
 * compile (and messages.test.ts checks every file of the folder the same way at run time).
 *
 * Which catalogue a sentence goes in decides which chunk carries it: `common` is the catalogue every
 * page loads first (Italian bundled, English a lazy chunk: loadMessages in messages/index.ts); each other
 * catalogue is imported through its own module (messages/menu/index.ts, …), its `catalogueText` bound to
 * both languages, so its words travel with the code that draws them (the menu's chunk, the lightbox's,
 * the consent library's) and never in the first load of a page that does not show them.
 */
export type Catalogue<Italian> = { readonly [K in keyof Italian]: string };

/** A catalogue's words in both languages, as a function: the sentence of `key` in `locale`, `{name}` filled in. */
export function catalogueText<K extends string>(catalogues: Record<Locale, Record<K, string>>) {
  return (locale: Locale, key: K, values?: Record<string, string | number>): string =>
    format(catalogues[locale][key], values);
}
