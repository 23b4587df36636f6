import type { OpeningDay, OpeningException, TimeRange } from "~/content/types";
import { romeTime } from "~/i18n/calendar";

/** Rules for showing the venue's hours: the week, grouped days, and the exceptions still to come. */

export const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEK)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validRanges(ranges: readonly (TimeRange | null | undefined)[] | null | undefined): TimeRange[] {
  if (!Array.isArray(ranges)) return [];
  return ranges.filter((r): r is TimeRange => !!r && TIME.test(r.opens) && TIME.test(r.closes));
}

/** The seven days, Monday first, whatever order (or gaps) the content has; a missing day is closed. */
export function weekOf(days: OpeningDay[] | null | undefined): { day: Weekday; ranges: TimeRange[] }[] {
  const list = Array.isArray(days) ? days : [];
  return WEEK.map((day) => ({ day, ranges: validRanges(list.find((d) => d?.day === day)?.ranges) }));
}

/** Midday or evening: a range that opens before 17:00 is the lunch service, later ones dinner. */
export function service(range: TimeRange): "lunch" | "dinner" {
  return range.opens < "17:00" ? "lunch" : "dinner";
}

/** Does the range end after midnight (closes earlier than it opens)? */
export function endsNextDay(range: TimeRange): boolean {
  return range.closes < range.opens;
}

export function formatRange(range: TimeRange): string {
  return `${range.opens}–${range.closes}`;
}

const rangesKey = (ranges: TimeRange[]) => ranges.map(formatRange).join(",");

/** Consecutive days with the same hours, grouped: Tuesday–Thursday 10:00–15:30, 18:30–23:00. */
export function groupWeek(days: OpeningDay[] | null | undefined): { from: Weekday; to: Weekday; ranges: TimeRange[] }[] {
  const groups: { from: Weekday; to: Weekday; ranges: TimeRange[] }[] = [];
  for (const { day, ranges } of weekOf(days)) {
    const last = groups[groups.length - 1];
    if (last && rangesKey(last.ranges) === rangesKey(ranges)) last.to = day;
    else groups.push({ from: day, to: day, ranges });
  }
  return groups;
}

/** Today's date in Rome as YYYY-MM-DD (the exceptions' dates are Rome dates). */
export function romeToday(now: Date = new Date()): string {
  const { year, month, day } = romeTime(now.getTime());
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Exceptions that have not ended yet, soonest first. */
export function upcomingExceptions(list: OpeningException[] | null | undefined, today: string, limit = 5): OpeningException[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((x) => x && DATE.test(x.from) && DATE.test(x.to ?? x.from) && (x.to ?? x.from) >= today)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .slice(0, limit);
}
