/**
 * Opening hours in words, in the page's language: "Open now · closes at 23:00",
 * "Closed · opens tomorrow at 12:30". Pure; the catalogue's `t` supplies the sentences.
 */
import type { OpeningException } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { dayMonthYear, weekdayNameOf } from "~/i18n/calendar";
import type { Locale } from "@site/locales";
import type { MessageKey } from "~/i18n/messages";
import { dayNumber, WEEKDAYS, type Moment, type OpeningStatus, type Weekday } from "./opening-hours";

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A day's name in the language of `locale` ("giovedì", "Thursday"). */
export function weekdayName(day: Weekday, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return weekdayNameOf(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))).getUTCDay(), locale);
}

/** "24 agosto" / "24 August" (with the year only when it is not the year of `today`). */
export function shortDate(date: string, locale: Locale, today?: string): string {
  const day = dayNumber(date);
  if (day === null) return date;
  const withYear = today !== undefined && today.slice(0, 4) !== date.slice(0, 4);
  const at = new Date(day * 86_400_000);
  return dayMonthYear(
    { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() },
    locale,
    withYear ? "day month year" : "day month",
  );
}

/** An exception's dates: "25 dicembre" or "10 agosto – 23 agosto". */
export function exceptionDates(exception: OpeningException, locale: Locale, today?: string): string {
  const from = shortDate(exception.from, locale, today);
  return exception.from === exception.to ? from : `${from} – ${shortDate(exception.to, locale, today)}`;
}

function opening(at: Moment, locale: Locale, t: Translate, today: string): string {
  if (at.dayOffset === 0) return t("openNow.opensAt", { time: at.time });
  if (at.dayOffset === 1) return t("openNow.opensTomorrow", { time: at.time });
  if (at.dayOffset < 7) return t("openNow.opensOn", { weekday: weekdayName(at.weekday, locale), time: at.time });
  return t("openNow.opensOnDate", { date: shortDate(at.date, locale, today), time: at.time });
}

export interface StatusText {
  /** "Aperto ora" / "Closed" */
  state: string;
  /** "chiude alle 23:00" / "opens tomorrow at 12:30" */
  detail: string | null;
  /** Today's exception, if any: "Vigilia di Natale: chiudiamo alle 17". */
  note: string | null;
  /** Everything in one line, joined by " · ". */
  text: string;
}

export function describeStatus(status: OpeningStatus, locale: Locale, t: Translate): StatusText {
  const state = t(status.open ? "openNow.open" : "hours.closed");
  const detail =
    status.open && status.closesAt ? t("openNow.closesAt", { time: status.closesAt.time })
    : !status.open && status.opensAt ? opening(status.opensAt, locale, t, status.today)
    : null;
  const note = status.exception ? (localized<string>(status.exception.label, locale) ?? null) : null;
  return { state, detail, note, text: [state, note, detail].filter(Boolean).join(" · ") };
}
