/**
 * Prices, dates and Rome's wall clock written by hand, the same on the server and in the browser,
 * without Intl. The first Intl formatter a page makes costs 30–65 ms on this machine's Chromium (the
 * browser loads its locale data then), four times that on a phone, in the middle of hydration,
 * for a price or a date the server has already written. The site needs one currency, two languages
 * and one time zone: the catalogues hold the names (messages/common/it.ts, messages/common/en.ts), this file the
 * rules, and calendar.test.ts compares every function with Intl's output (for the time zone, the
 * weeks of each change of clocks from 1996 to 2100 hour by hour). Decision 0029.
 */
import type { Locale } from "@site/locales";
import { commonText } from "./messages";

/** The names, space-separated, are in each language's catalogue: English ones load with English. */
function names(locale: Locale, key: "calendar.months" | "calendar.monthsShort" | "calendar.weekdays"): string[] {
  return commonText(locale, key).split(" ");
}

const NBSP = "\u00a0";

/** Groups of three digits: Italian only from five digits on (1000, 10.000), English from four (1,000). */
function group(digits: string, separator: string, minimum: number): string {
  if (digits.length < minimum) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** A price in euros: "12,50 €" in Italian, "€12.50" in English (as Intl's currency style writes them). */
export function formatEuro(amount: number, locale: Locale): string {
  // Rounded as Intl rounds: half away from zero on the number's shortest decimal form (1.005 is
  // "1.005", so 1.01), not on its binary value as toFixed does (1.00).
  const abs = Math.abs(amount);
  const shortest = String(abs);
  const total = shortest.includes("e") ? Math.round(abs * 100) : Math.round(Number(`${shortest}e2`));
  const whole = String(Math.floor(total / 100));
  const cents = String(total % 100).padStart(2, "0");
  const sign = amount < 0 && total !== 0 ? "-" : "";
  return locale === "it" ?
      `${sign}${group(whole, ".", 5)},${cents}${NBSP}€`
    : `${sign}€${group(whole, ",", 4)}.${cents}`;
}

/** The month's name, from 1 (January) to 12. */
export function monthName(month: number, locale: Locale, style: "long" | "short" = "long"): string {
  return names(locale, style === "long" ? "calendar.months" : "calendar.monthsShort")[month - 1] ?? "";
}

/** The weekday's name, from 0 (Sunday) to 6. */
export function weekdayNameOf(weekday: number, locale: Locale): string {
  return names(locale, "calendar.weekdays")[weekday] ?? "";
}

/** "24 agosto 2026", "24 August 2026"; without the year, or without the month too. */
export function dayMonthYear(
  date: { year: number; month: number; day: number },
  locale: Locale,
  parts: "day" | "day month" | "day month year",
  monthStyle: "long" | "short" = "long",
): string {
  if (parts === "day") return String(date.day);
  const dayMonth = `${date.day} ${monthName(date.month, locale, monthStyle)}`;
  return parts === "day month" ? dayMonth : `${dayMonth} ${date.year}`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY + HOUR;
}

/**
 * Rome's offset from UTC at an instant, in hours: 2 in summer time, from 01:00 UTC on the last Sunday
 * of March to 01:00 UTC on the last Sunday of October (the EU's rule since 1996), else 1.
 */
export function romeOffsetHours(instant: number): 1 | 2 {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

export interface RomeTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
}

/** The date and time a wall clock in Rome shows at an instant. */
export function romeTime(instant: number): RomeTime {
  const local = new Date(instant + romeOffsetHours(instant) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}
