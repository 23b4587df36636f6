import { dayMonthYear, formatEuro, romeTime } from "./calendar";
import type { Locale } from "@shared/locales";

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
