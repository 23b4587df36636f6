/**
 * An event's dates and times as a visitor reads them, on Rome's wall clock in either language:
 * "sabato 12 dicembre 2026, 16:00–18:30"; an event past midnight keeps one date
 * ("21 gennaio, 20:00–01:00"), a longer one names both days.
 */
import { dayMonthYear, romeTime, weekdayNameOf } from "~/i18n/calendar";
import type { Locale } from "@site/locales";
import { wallDate, wallTime } from "./time";

const HOUR = 3_600_000;

export interface EventWhen {
  /** "sabato 12 dicembre 2026" */
  date: string;
  /** "16:00–18:30", or "12 dicembre 16:00 – 14 dicembre 13:00" for an event over several days. */
  time: string;
  /** The day in Rome, for a calendar badge. */
  day: number;
  monthShort: string;
}

export function eventWhen(startIso: string, endIso: string, locale: Locale): EventWhen {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const s = romeTime(start);
  const e = romeTime(end);
  const weekday = weekdayNameOf(s.weekday, locale);
  const date = `${weekday} ${dayMonthYear(s, locale, "day month year")}`;
  // Past midnight by a few hours is still the evening it started on.
  const sameEvening = wallDate(s) === wallDate(e) || (end - start < 12 * HOUR && e.hour < 6);
  const time =
    sameEvening ?
      `${wallTime(s)}–${wallTime(e)}`
    : `${dayMonthYear(s, locale, "day month")} ${wallTime(s)} – ${dayMonthYear(e, locale, "day month")} ${wallTime(e)}`;
  return { date, time, day: s.day, monthShort: dayMonthYear(s, locale, "day month", "short").split(" ")[1] ?? "" };
}
