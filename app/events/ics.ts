/**
 * Calendar files (RFC 5545, iCalendar): one event to add to a calendar, or the feed of the events to
 * come. Times are Rome's wall clock with `TZID=Europe/Rome` and the zone's definition (VTIMEZONE)
 * in the file, so a calendar shows 20:00 in Rome whatever zone it is in and whichever side of a
 * change of clocks the event falls; DTSTAMP and LAST-MODIFIED are UTC, as the RFC asks. Lines end in
 * CRLF and are folded at 75 octets (never inside a UTF-8 character); text escapes \ ; , and newlines.
 */
import { VENUE_TIME_ZONE } from "@site/venue-time-zone";
import { icsLocal, icsUtc } from "./time";

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** An event as a calendar needs it: plain values, in one language. */
export interface CalendarEvent {
  /** The document's id: the UID is made from it, so it never changes with the title or the dates. */
  id: string;
  url: string;
  title: string;
  description?: string | undefined;
  location: string;
  start: number;
  end: number;
  /** When the document last changed (DTSTAMP, LAST-MODIFIED). */
  updated: number;
}

export interface CalendarInput {
  /** The site's origin: the UIDs' domain (`<id>@<host>`) and the product id. */
  siteUrl: string;
  /** The calendar's name, for a feed (X-WR-CALNAME). */
  name?: string | undefined;
  language: string;
  events: readonly CalendarEvent[];
}

/** TEXT as RFC 5545 (3.3.11) writes it: backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A content line folded as RFC 5545 (3.1) asks: at most 75 octets a line, the rest on lines that
 * start with one space. The cut falls between characters, never inside one's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** Europe/Rome since 1996 (the EU's rule): summer time from the last Sunday of March to the last of October. */
const ROME_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${VENUE_TIME_ZONE}`,
  `X-LIC-LOCATION:${VENUE_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** The UID of an event: its document's id at the site's host, the same in every file and language. */
export function eventUid(id: string, siteUrl: string): string {
  const host = new URL(siteUrl).host;
  return `${id.replace(/^drafts\./, "")}@${host}`;
}

function eventLines(event: CalendarEvent, siteUrl: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(event.id, siteUrl)}`,
    `DTSTAMP:${icsUtc(event.updated)}`,
    `LAST-MODIFIED:${icsUtc(event.updated)}`,
    `DTSTART;TZID=${VENUE_TIME_ZONE}:${icsLocal(event.start)}`,
    `DTEND;TZID=${VENUE_TIME_ZONE}:${icsLocal(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ];
}

/** A whole calendar file: one event (a download) or many (a feed), each line folded, CRLF throughout. */
export function calendarFile({ siteUrl, name, language, events }: CalendarInput): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${new URL(siteUrl).host}//Salone events//${language.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${VENUE_TIME_ZONE}`] : []),
    ...ROME_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, siteUrl)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
