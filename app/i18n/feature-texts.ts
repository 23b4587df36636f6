import type { Locale } from "@shared/locales";
import { format } from "./messages";

/**
 * A feature's own words in both languages, kept beside the feature (menu/texts.ts, media/texts.ts,
 * events/texts.ts, journal/texts.ts) rather than in the catalogue every page loads first: the function
 * that reads one, with `{name}` filled in as the catalogue's `t` does.
 */
export function featureTexts<K extends string>(texts: Record<Locale, Record<K, string>>) {
  return (locale: Locale, key: K, values?: Record<string, string | number>): string => format(texts[locale][key], values);
}
