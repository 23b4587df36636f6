import { expect, test } from "vitest";
import { calendarFile, escapeText, eventUid, foldLine, type CalendarEvent } from "./ics";

const SITE = "https://salone.example";
const EVENT: CalendarEvent = {
  id: "event-serata-carciofi",
  url: "https://salone.example/en/events/serata-carciofi",
  title: "Evening at the counter: artichokes, Jewish and Roman style",
  description: "Set menu; wines included, \\ no more\nthan twelve seats.",
  location: "Salone Ottavia, Via dei Cappellari 61, 00186 Roma",
  start: Date.parse("2027-01-21T19:00:00Z"),
  end: Date.parse("2027-01-21T22:00:00Z"),
  updated: Date.parse("2026-11-18T10:00:00Z"),
};

/** The file's logical lines: CRLF split, folded lines joined again (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

test("text escapes backslash, semicolon, comma and newlines", () => {
  expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
});

test("lines are folded at 75 octets, continuations start with a space, never inside a UTF-8 character", () => {
  const line = `SUMMARY:${"è".repeat(60)}${"x".repeat(40)}`;
  const folded = foldLine(line);
  const parts = folded.split("\r\n");
  expect(parts.length).toBeGreaterThan(1);
  for (const [i, part] of parts.entries()) {
    expect(new TextEncoder().encode(part).length, part).toBeLessThanOrEqual(75);
    if (i > 0) expect(part.startsWith(" ")).toBe(true);
    // Every part decodes by itself: no character was cut in two.
    expect(part).not.toContain("\ufffd");
  }
  expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
  expect(foldLine("SHORT:line")).toBe("SHORT:line");
});

test("one event: a calendar with Rome's time zone, local times with TZID, a stable UID, UTC stamps, CRLF", () => {
  const file = calendarFile({ siteUrl: SITE, language: "en", events: [EVENT] });
  expect(file.endsWith("\r\n")).toBe(true);
  expect(file.replace(/\r\n/g, "")).not.toContain("\n");
  const lines = unfold(file);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  expect(lines.find((l) => l.startsWith("PRODID:"))).toBeTruthy();
  const tz = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
  expect(tz).toContain("TZID:Europe/Rome");
  expect(tz).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
  expect(tz).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
  expect(lines).toContain("DTSTART;TZID=Europe/Rome:20270121T200000");
  expect(lines).toContain("DTEND;TZID=Europe/Rome:20270121T230000");
  expect(lines).toContain("UID:event-serata-carciofi@salone.example");
  expect(lines).toContain("DTSTAMP:20261118T100000Z");
  expect(lines).toContain("SUMMARY:Evening at the counter: artichokes\\, Jewish and Roman style");
  expect(lines).toContain("DESCRIPTION:Set menu\\; wines included\\, \\\\ no more\\nthan twelve seats.");
  expect(lines).toContain("LOCATION:Salone Ottavia\\, Via dei Cappellari 61\\, 00186 Roma");
  expect(lines).toContain(`URL:${EVENT.url}`);
  expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  expect(lines.at(-2)).toBe("END:VCALENDAR");
  // A download has no calendar name; a feed has one.
  expect(lines.some((l) => l.startsWith("X-WR-CALNAME"))).toBe(false);
  for (const raw of file.split("\r\n")) expect(new TextEncoder().encode(raw).length).toBeLessThanOrEqual(75);
});

test("an event across the change of clocks keeps its wall-clock times: 20:00 on the Saturday, 20:00 on the Monday", () => {
  const before = { ...EVENT, start: Date.parse("2027-03-27T19:00:00Z"), end: Date.parse("2027-03-27T22:00:00Z") };
  const after = {
    ...EVENT,
    id: "event-after",
    start: Date.parse("2027-03-29T18:00:00Z"),
    end: Date.parse("2027-03-29T21:00:00Z"),
  };
  const lines = unfold(
    calendarFile({ siteUrl: SITE, name: "Salone Ottavia · Eventi", language: "it", events: [before, after] }),
  );
  expect(lines).toContain("DTSTART;TZID=Europe/Rome:20270327T200000");
  expect(lines).toContain("DTSTART;TZID=Europe/Rome:20270329T200000");
  expect(lines).toContain("X-WR-CALNAME:Salone Ottavia · Eventi");
  expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
});

test("the UID is the document's, at the site's host, the same for a draft and in every language", () => {
  expect(eventUid("event-a", SITE)).toBe("event-a@salone.example");
  expect(eventUid("drafts.event-a", "https://salone.example:8443")).toBe("event-a@salone.example:8443");
});
