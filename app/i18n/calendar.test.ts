import { beforeAll, expect, test } from "vitest";
import { dayMonthYear, formatEuro, monthName, romeOffsetHours, romeTime, weekdayNameOf } from "./calendar";
import { LOCALES, LOCALE_INFO } from "./locales";
import { loadMessages } from "./messages";

// The names come with each language's catalogue; the page's is loaded before it renders (root.tsx).
beforeAll(() => loadMessages("en"));

const iso = (locale: (typeof LOCALES)[number]) => LOCALE_INFO[locale].iso;

test("prices are written as Intl's euro currency style writes them, in both languages", () => {
  const amounts = [0, 0.05, 0.5, 1, 1.005, 2.675, 9, 12.5, 99.99, 999.99, 1000, 1234.5, 9999.99, 10000, 123456.78, 1234567, -3.5];
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
      const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(iso(locale), { ...options, timeZone: "UTC" }).format(date);
      expect(dayMonthYear(at, locale, "day month year"), `${month} ${locale}`).toBe(fmt({ dateStyle: "long" }));
      expect(dayMonthYear(at, locale, "day month year", "short")).toBe(fmt({ dateStyle: "medium" }));
      expect(dayMonthYear(at, locale, "day month")).toBe(fmt({ day: "numeric", month: "long" }));
      expect(dayMonthYear(at, locale, "day")).toBe(fmt({ day: "numeric" }));
      expect(monthName(month, locale)).toBe(fmt({ month: "long" }));
    }
    for (let d = 0; d < 7; d++) {
      const date = new Date(Date.UTC(2024, 0, 7 + d)); // 2024-01-07 was a Sunday
      expect(weekdayNameOf(date.getUTCDay(), locale)).toBe(new Intl.DateTimeFormat(iso(locale), { weekday: "long", timeZone: "UTC" }).format(date));
    }
  }
});

test("Rome's wall clock agrees with Intl's Europe/Rome at every hour from 1996 to 2100, and around each change of clocks", () => {
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Rome", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", weekday: "short", hourCycle: "h23",
  });
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const check = (instant: number) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
    const expected = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), weekday: weekdays.indexOf(parts.weekday!) };
    expect(romeTime(instant), new Date(instant).toISOString()).toEqual(expected);
  };
  const start = Date.UTC(1996, 0, 1);
  const end = Date.UTC(2101, 0, 1);
  let checked = 0;
  for (let t = start; t < end; t += 3_600_000) {
    check(t);
    checked++;
  }
  // Minutes either side of the changes of 2026: 29 March and 25 October, 01:00 UTC.
  for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) for (let m = -90; m <= 90; m++) check(change + m * 60_000);
  expect(checked).toBeGreaterThan(900_000);
  expect(romeOffsetHours(Date.UTC(2026, 2, 29, 0, 59))).toBe(1);
  expect(romeOffsetHours(Date.UTC(2026, 2, 29, 1, 0))).toBe(2);
  expect(romeOffsetHours(Date.UTC(2026, 9, 25, 0, 59))).toBe(2);
  expect(romeOffsetHours(Date.UTC(2026, 9, 25, 1, 0))).toBe(1);
});
