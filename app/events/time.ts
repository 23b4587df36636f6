/**
 * An event's times: stored as instants (Sanity's datetime, UTC), shown, written into JSON-LD and
 * into calendar files as Rome's wall clock. Only the instant → wall-clock direction knows about
 * daylight saving time (i18n/calendar.ts, without Intl); this module adds the way back, for the
 * dataset's generator and the tests, and the offset-bearing forms schema.org and RFC 5545 want.
 */
import { romeOffsetHours, romeTime, type RomeTime } from "~/i18n/calendar";

const HOUR = 3_600_000;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The instant a Rome wall clock shows `date` (YYYY-MM-DD) at `time` (HH:MM). In the hour the clocks
 * skip (02:00–03:00 on the last Sunday of March) the later offset's reading is taken, as calendars do;
 * in the hour that happens twice (last Sunday of October) the first one, still summer time.
 */
export function romeWallToInstant(date: string, time: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return Number.NaN;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  for (const offset of [2, 1]) {
    const instant = asUtc - offset * HOUR;
    if (romeOffsetHours(instant) === offset) return instant;
  }
  return asUtc - 1 * HOUR;
}

/** An instant as Rome's local time with its UTC offset: 2027-03-27T20:00:00+01:00 (schema.org's DateTime). */
export function romeIsoWithOffset(instant: number): string {
  const t = romeTime(instant);
  return `${wallDate(t)}T${pad(t.hour)}:${pad(t.minute)}:00+0${romeOffsetHours(instant)}:00`;
}

/** YYYY-MM-DD on Rome's wall clock. */
export function wallDate(t: Pick<RomeTime, "year" | "month" | "day">): string {
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** HH:MM on Rome's wall clock. */
export function wallTime(t: Pick<RomeTime, "hour" | "minute">): string {
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** RFC 5545's local DATE-TIME in Rome (for `DTSTART;TZID=Europe/Rome:`): 20270327T200000. */
export function icsLocal(instant: number): string {
  const t = romeTime(instant);
  return `${t.year}${pad(t.month)}${pad(t.day)}T${pad(t.hour)}${pad(t.minute)}00`;
}

/** RFC 5545's UTC DATE-TIME (DTSTAMP, LAST-MODIFIED): 20261125T093000Z. */
export function icsUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}
