/**
 * Opening hours in Europe/Rome: pure functions of the site settings and an instant.
 *
 * Everything is reasoned in Rome's wall-clock time ("local minutes": days since 1970-01-01 of the
 * local date × 1440 + minutes since local midnight). A range belongs to the day it opens on; one
 * whose `closes` is not after its `opens` ends the next day (Saturday 19:00–00:30). Working on the
 * wall clock is what makes the daylight-saving days right: the venue opens at 10:00 on the clock on
 * the wall, whatever the UTC offset; only the instant → wall-clock conversion knows about DST, and
 * Intl does that from the time-zone database.
 */
import type { OpeningDay, OpeningException, TimeRange } from "~/content-client/types";
import { romeTime } from "~/i18n/calendar";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface HoursSettings {
  openingHours?: OpeningDay[] | null;
  openingExceptions?: OpeningException[] | null;
}

const DAY = 1440;
/** How far ahead to look for the next opening (a closure longer than a year reads as "closed"). */
const HORIZON_DAYS = 400;

/** A moment on Rome's wall clock, relative to "today" in Rome. */
export interface Moment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  weekday: Weekday;
  /** Days after today's date in Rome: 0 today, 1 tomorrow … */
  dayOffset: number;
}

export interface OpeningStatus {
  /** Today's date in Rome (YYYY-MM-DD) at the instant the status was computed. */
  today: string;
  open: boolean;
  /** When open: when the current opening ends (adjacent ranges merged). */
  closesAt?: Moment;
  /** When closed: the next opening; missing when none is known within the horizon. */
  opensAt?: Moment;
  /**
   * The dated exception (holiday, closure, shorter hours) that applies, if any: when open, the one
   * of the day the current opening began (at 00:30 on New Year's Day, New Year's Eve's until 01:00);
   * when closed, today's.
   */
  exception?: OpeningException;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "HH:MM" to minutes after midnight; "24:00" is accepted as a closing time. Invalid: null. */
export function parseTime(value: unknown, { closing = false } = {}): number | null {
  if (typeof value !== "string") return null;
  if (closing && value === "24:00") return DAY;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTime(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" to a day number (days since 1970-01-01), or null. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms);
  // Reject 2026-02-30 and the like.
  if (back.getUTCDate() !== Number(match[3])) return null;
  return Math.round(ms / 86_400_000);
}

export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** 1970-01-01 was a Thursday. */
export function weekdayOfDay(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;
}

/** The date and time on a wall clock in Rome at `instant`. */
export function romeWallClock(instant: Date | number): {
  date: string;
  day: number;
  minutes: number;
  weekday: Weekday;
} {
  const at = romeTime(typeof instant === "number" ? instant : instant.getTime());
  const date = `${at.year}-${String(at.month).padStart(2, "0")}-${String(at.day).padStart(2, "0")}`;
  const day = dayNumber(date)!;
  return { date, day, minutes: at.hour * 60 + at.minute, weekday: weekdayOfDay(day) };
}

/** The exception covering a date (YYYY-MM-DD, from and to inclusive); the first one listed wins. */
export function exceptionOn(settings: HoursSettings, date: string): OpeningException | null {
  for (const exception of settings.openingExceptions ?? []) {
    if (!exception || typeof exception.from !== "string" || typeof exception.to !== "string") continue;
    if (dayNumber(exception.from) === null || dayNumber(exception.to) === null) continue;
    if (exception.from <= date && date <= exception.to) return exception;
  }
  return null;
}

/** The usual ranges of a weekday (no exceptions), valid ones only. */
export function weekdayRanges(settings: HoursSettings, weekday: Weekday): TimeRange[] {
  const days = Array.isArray(settings.openingHours) ? settings.openingHours : [];
  return validRanges(days.find((d) => d?.day === weekday)?.ranges);
}

/** The well-formed ranges, in order; a malformed one (or a list that is not a list) is dropped. */
function validRanges(ranges: readonly (TimeRange | null | undefined)[] | null | undefined): TimeRange[] {
  if (!Array.isArray(ranges)) return [];
  return ranges.filter(
    (r): r is TimeRange => !!r && parseTime(r.opens) !== null && parseTime(r.closes, { closing: true }) !== null,
  );
}

/** The ranges that open on a given date: an exception's (none when closed), else the weekday's. */
export function rangesOn(
  settings: HoursSettings,
  date: string,
): { ranges: TimeRange[]; exception: OpeningException | null } {
  const exception = exceptionOn(settings, date);
  if (exception) return { ranges: exception.closed ? [] : validRanges(exception.ranges), exception };
  const day = dayNumber(date);
  return { ranges: day === null ? [] : weekdayRanges(settings, weekdayOfDay(day)), exception: null };
}

interface Interval {
  start: number;
  end: number;
}

/** The openings that start on `day`, in local minutes; past-midnight ranges end the next day. */
function intervalsOn(settings: HoursSettings, day: number): Interval[] {
  return rangesOn(settings, dateOfDay(day))
    .ranges.map((range) => {
      const opens = parseTime(range.opens)!;
      let closes = parseTime(range.closes, { closing: true })!;
      if (closes <= opens) closes += DAY; // ends after midnight (equal: round the clock)
      return { start: day * DAY + opens, end: day * DAY + closes };
    })
    .sort((a, b) => a.start - b.start);
}

function moment(localMinutes: number, today: number): Moment {
  const day = Math.floor(localMinutes / DAY);
  return {
    date: dateOfDay(day),
    time: formatTime(localMinutes - day * DAY),
    weekday: weekdayOfDay(day),
    dayOffset: day - today,
  };
}

/** Is the venue open at `instant`, until when, or when does it open next (all in Rome time)? */
export function openingStatus(settings: HoursSettings, instant: Date | number): OpeningStatus {
  const clock = romeWallClock(instant);
  const now = clock.day * DAY + clock.minutes;
  const today = clock.date;
  // What is not known is left out (the page's data carries no nulls).
  const holding = (exception: OpeningException | null) => (exception ? { exception } : {});

  // Yesterday's range may still be running (Saturday 19:00–00:30, seen at 00:10 on Sunday).
  const current = [...intervalsOn(settings, clock.day - 1), ...intervalsOn(settings, clock.day)].find(
    (i) => i.start <= now && now < i.end,
  );
  if (current) {
    // Still in yesterday's opening: yesterday's exception, if any, is the one that holds (not today's
    // closure, which begins once this opening ends).
    const began = Math.floor(current.start / DAY);
    const exception = exceptionOn(settings, began < clock.day ? dateOfDay(began) : clock.date);
    let end = current.end;
    // Back-to-back ranges (15:30–15:30, 23:00–24:00 then 00:00–…) read as one opening.
    for (let day = clock.day; day <= clock.day + 7; day++) {
      for (const next of intervalsOn(settings, day)) if (next.start <= end && next.end > end) end = next.end;
      if (end < (day + 1) * DAY) break;
    }
    return { today, ...holding(exception), open: true, closesAt: moment(end, clock.day) };
  }
  for (let day = clock.day; day <= clock.day + HORIZON_DAYS; day++) {
    const next = intervalsOn(settings, day).find((i) => i.start > now);
    if (next)
      return {
        today,
        ...holding(exceptionOn(settings, clock.date)),
        open: false,
        opensAt: moment(next.start, clock.day),
      };
  }
  return { today, ...holding(exceptionOn(settings, clock.date)), open: false };
}

/** The seven days, Monday first, whatever order (or gaps) the content has; a missing day is closed. */
export function weekOf(days: HoursSettings["openingHours"]): { day: Weekday; ranges: TimeRange[] }[] {
  return WEEKDAYS.map((day) => ({ day, ranges: weekdayRanges({ openingHours: days }, day) }));
}

/** Midday or evening: a range that opens before 17:00 is the lunch service, later ones dinner. */
export function service(range: TimeRange): "lunch" | "dinner" {
  return range.opens < "17:00" ? "lunch" : "dinner";
}

/** Does the range end after midnight (closes earlier than it opens)? */
export function endsNextDay(range: TimeRange): boolean {
  return range.closes < range.opens;
}

/** "19:00–00:30" */
export function formatRange(range: TimeRange): string {
  return `${range.opens}–${range.closes}`;
}

const rangesKey = (ranges: TimeRange[]) => ranges.map(formatRange).join(",");

/** Consecutive days with the same hours, grouped: Tuesday–Thursday 10:00–15:30, 18:30–23:00. */
export function groupWeek(days: HoursSettings["openingHours"]): { from: Weekday; to: Weekday; ranges: TimeRange[] }[] {
  const groups: { from: Weekday; to: Weekday; ranges: TimeRange[] }[] = [];
  for (const { day, ranges } of weekOf(days)) {
    const last = groups[groups.length - 1];
    if (last && rangesKey(last.ranges) === rangesKey(ranges)) last.to = day;
    else groups.push({ from: day, to: day, ranges });
  }
  return groups;
}

/** Today's date in Rome as YYYY-MM-DD (the exceptions' dates are Rome dates). */
export function romeToday(now: Date | number = new Date()): string {
  return romeWallClock(now).date;
}

/** The hours block lists the next few exceptions, not the year's calendar. */
export const EXCEPTIONS_LISTED = 5;

/** Whether an exception is one the site reads (valid dates) and has not ended by `today` (YYYY-MM-DD). */
export function stillToCome(
  exception: OpeningException | null | undefined,
  today: string,
): exception is OpeningException {
  return !!exception && dayNumber(exception.from) !== null && dayNumber(exception.to) !== null && exception.to >= today;
}

/**
 * Whether the open-now status may still read an exception on `today` (YYYY-MM-DD): one still to come,
 * or one that ended yesterday, whose hours may run past midnight into today (New Year's Eve until
 * 01:00, seen at 00:30 on New Year's Day).
 */
export function stillInEffect(
  exception: OpeningException | null | undefined,
  today: string,
): exception is OpeningException {
  const day = dayNumber(today);
  return day !== null && stillToCome(exception, dateOfDay(day - 1));
}

/** Exceptions that have not ended by `today` (YYYY-MM-DD), soonest first, at most `limit` of them. */
export function upcomingExceptions(
  list: readonly (OpeningException | null | undefined)[] | null | undefined,
  today: string,
  limit = Infinity,
): OpeningException[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((e) => stillToCome(e, today))
    .sort((a, b) =>
      a.from < b.from ? -1
      : a.from > b.from ? 1
      : 0,
    )
    .slice(0, limit);
}
