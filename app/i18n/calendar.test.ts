import { beforeAll, expect, test } from "vitest";
import { dayMonthYear, formatEuro, monthName, romeOffsetHours, romeTime, weekdayNameOf } from "./calendar";
import { LOCALES, LOCALE_INFO } from "@site/locales";
import { VENUE_TIME_ZONE } from "@site/venue-time-zone";
import { loadMessages } from "./messages";

// The names come with each language's catalogue; the page's is loaded before it renders (root.tsx).
beforeAll(() => loadMessages("en"));

const iso = (locale: (typeof LOCALES)[number]) => LOCALE_INFO[locale].iso;

test("prices are written as Intl's euro currency style writes them, in both languages", () => {
  const amounts = [
    0, 0.05, 0.5, 1, 1.005, 2.675, 9, 12.5, 99.99, 999.99, 1000, 1234.5, 9999.99, 10000, 123456.78, 1234567, -3.5,
  ];
  for (let cents = 0; cents < 20_000; cents += 7) amounts.push(cents / 100);
  for (const locale of LOCALES) {
    const intl = new Intl.NumberFormat(iso(locale), { style: "currency", currency: "EUR" });
    for (const amount of amounts) expect(formatEuro(amount, locale), `${amount} ${locale}`).toBe(intl.format(amount));
  }
  expect(formatEuro(12.5, "it")).toBe("12,50\u00a0€");
  expect(formatEuro(1000, "en")).toBe("€1,000.00");
});

test("month and weekday names are Intl's, long and short", () => {
  for (const locale of LOCALES) {
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2026, month - 1, 9));
      const at = { year: 2026, month, day: 9 };
      const fmt = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(iso(locale), { ...options, timeZone: "UTC" }).format(date);
      expect(dayMonthYear(at, locale, "day month year"), `${month} ${locale}`).toBe(fmt({ dateStyle: "long" }));
      expect(dayMonthYear(at, locale, "day month year", "short")).toBe(fmt({ dateStyle: "medium" }));
      expect(dayMonthYear(at, locale, "day month")).toBe(fmt({ day: "numeric", month: "long" }));
      expect(dayMonthYear(at, locale, "day")).toBe(fmt({ day: "numeric" }));
      expect(monthName(month, locale)).toBe(fmt({ month: "long" }));
    }
    for (let d = 0; d < 7; d++) {
      const date = new Date(Date.UTC(2024, 0, 7 + d)); // 2024-01-07 was a Sunday
      expect(weekdayNameOf(date.getUTCDay(), locale)).toBe(
        new Intl.DateTimeFormat(iso(locale), { weekday: "long", timeZone: "UTC" }).format(date),
      );
    }
  }
});

test("Rome's wall clock agrees with Intl's Europe/Rome from 1996 to 2100: every hour of the weeks the clocks change, every seventh hour between, and each minute around 2026's changes", () => {
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: VENUE_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
    hourCycle: "h23",
  });
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  // Compared as text, and expect() called once on the mismatches: the test's cost is Intl's.
  const mismatches: string[] = [];
  const check = (instant: number) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
    const expected = `${Number(parts.year)}-${Number(parts.month)}-${Number(parts.day)} ${Number(parts.hour)}:${Number(parts.minute)} ${weekdays.indexOf(parts.weekday!)}`;
    const t = romeTime(instant);
    const actual = `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute} ${t.weekday}`;
    if (actual !== expected && mismatches.length < 10)
      mismatches.push(`${new Date(instant).toISOString()}: ${actual}, Intl ${expected}`);
  };
  const start = Date.UTC(1996, 0, 1);
  const end = Date.UTC(2101, 0, 1);
  const HOUR = 3_600_000;
  const WEEK = 7 * 24 * HOUR;
  // The weeks around each year's changes (the last Sundays of March and October), hour by hour.
  const changes: number[] = [];
  for (let year = 1996; year <= 2100; year++) {
    for (const month of [2, 9]) {
      const last = Date.UTC(year, month + 1, 0);
      changes.push(last - new Date(last).getUTCDay() * 24 * HOUR + HOUR);
    }
  }
  let checked = 0;
  for (const change of changes) {
    for (let t = change - WEEK / 2; t < change + WEEK / 2; t += HOUR) {
      check(t);
      checked++;
    }
  }
  // Between them every seventh hour: seven and twenty-four have no common factor, so each hour of
  // the day and each weekday comes round.
  for (let t = start; t < end; t += 7 * HOUR) {
    check(t);
    checked++;
  }
  // Minutes either side of the changes of 2026: 29 March and 25 October, 01:00 UTC.
  for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)])
    for (let m = -90; m <= 90; m++) check(change + m * 60_000);
  expect(mismatches).toEqual([]);
  expect(checked).toBeGreaterThan(150_000);
  expect(romeOffsetHours(Date.UTC(2026, 2, 29, 0, 59))).toBe(1);
  expect(romeOffsetHours(Date.UTC(2026, 2, 29, 1, 0))).toBe(2);
  expect(romeOffsetHours(Date.UTC(2026, 9, 25, 0, 59))).toBe(2);
  expect(romeOffsetHours(Date.UTC(2026, 9, 25, 1, 0))).toBe(1);
});
