import { dayMonthYear, formatEuro, romeTime } from "./calendar";
import { FALLBACK_LOCALE, type Locale } from "@site/locales";

/** Prices: 12,50 € in Italian, €12.50 in English (written as Intl writes them, without it: calendar.ts). */
export function formatPrice(amount: number, locale: Locale): string {
  return formatEuro(amount, locale);
}

/**
 * Dates in Rome's time zone (a date is the date in Rome, wherever it is rendered): "1 marzo 2026",
 * "1 March 2026"; short, "1 mar 2026" (Intl's long and medium date styles, written by calendar.ts).
 */
export function formatDate(iso: string, locale: Locale, style: "long" | "short" = "long"): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return "";
  return dayMonthYear(romeTime(instant), locale, "day month year", style);
}

/**
 * A localised field as content holds it: a value per locale, any of them possibly missing. A query
 * shaped for one page gives one of them (content-client/fragments.ts), which TypeGen types as possibly null.
 */
export type Localized<T> = { readonly [L in Locale]?: T | null };

/** A text (or a Portable Text body) that says nothing: missing, blank or empty. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A localised field ({it, en}) in `locale`; where the English is empty, the Italian. A plain string is itself. */
export function localized<T>(field: Localized<T> | null | undefined, locale: Locale): T | undefined;
export function localized(field: Localized<string> | string | null | undefined, locale: Locale): string | undefined;
export function localized<T>(field: Localized<T> | string | null | undefined, locale: Locale): T | string | undefined {
  if (field === null || field === undefined) return undefined;
  if (typeof field !== "object") return field;
  const value = field[locale];
  return (isBlank(value) ? field.it : value) ?? undefined;
}

/**
 * The language of what `localized(field, locale)` shows, when it is not the page's: "it" where the
 * English is missing and the Italian stands in, so the element showing it says `lang="it"` (a screen
 * reader switches voice; a browser hyphenates and translates it as Italian). Otherwise undefined,
 * which React leaves out. It reads the field as the page's data holds it: a page keeps only the
 * language it shows (its queries ask for it: content-client/fragments.ts), so an English page's
 * `{it}` is itself the flag, and nothing is added to the payload for the fields that are translated.
 */
export function fallbackLang(
  field: Localized<unknown> | string | null | undefined,
  locale: Locale,
): Locale | undefined {
  if (!field || typeof field !== "object" || locale === FALLBACK_LOCALE) return undefined;
  return isBlank(field[locale]) && !isBlank(field[FALLBACK_LOCALE]) ? FALLBACK_LOCALE : undefined;
}
