import { LOCALE_INFO, type Locale } from "./locales";

/** Prices through Intl: 12,50 € in Italian, €12.50 in English. */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: "currency", currency: "EUR" }).format(amount);
}

/** Dates through Intl, in Rome's time zone (a date is the date in Rome, wherever it is rendered). */
export function formatDate(iso: string, locale: Locale, style: "long" | "short" = "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, {
    dateStyle: style === "long" ? "long" : "medium",
    timeZone: "Europe/Rome",
  }).format(date);
}

/** A localised field as content holds it: a value per locale, any of them possibly missing. */
export type Localized<T> = { readonly [L in Locale]?: T };

/** A localised field ({it, en}) in `locale`; where the English is empty, the Italian. A plain string is itself. */
export function localized<T>(field: Localized<T> | null | undefined, locale: Locale): T | undefined;
export function localized(field: Localized<string> | string | null | undefined, locale: Locale): string | undefined;
export function localized<T>(field: Localized<T> | string | null | undefined, locale: Locale): T | string | undefined {
  if (field === null || field === undefined) return undefined;
  if (typeof field !== "object") return field;
  const value = field[locale];
  const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0);
  return empty ? field.it : value;
}
