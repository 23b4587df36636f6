import { beforeAll, expect, test } from "vitest";
import type { OpeningDay, OpeningException } from "~/content-client/types";
import { createI18n } from "~/i18n/context";
import { loadMessages, withFallback } from "~/i18n/messages";
import en from "~/i18n/messages/common/en";
import it from "~/i18n/messages/common/it";
import {
  EXCEPTIONS_LISTED,
  endsNextDay,
  groupWeek,
  openingStatus,
  romeToday,
  romeWallClock,
  service,
  stillInEffect,
  stillToCome,
  upcomingExceptions,
  weekOf,
  type HoursSettings,
} from "./opening-hours";
import { describeStatus, exceptionDates, weekdayName } from "./opening-hours-text";
import { drifted } from "../../tests/support/drifted";

// Month and weekday names come with each language's catalogue, loaded before a page renders.
beforeAll(() => loadMessages("en"));

// The demo venue's week (demo-dataset/production.ndjson): closed on Monday, lunch and dinner Tuesday to
// Saturday, Saturday's dinner ending at half past midnight, Sunday lunch only.
const r = (opens: string, closes: string) => ({ opens, closes });
const WEEK: OpeningDay[] = [
  { day: "monday", ranges: [] },
  { day: "tuesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
  { day: "wednesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
  { day: "thursday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
  { day: "friday", ranges: [r("10:00", "15:30"), r("18:30", "23:30")] },
  { day: "saturday", ranges: [r("10:00", "15:30"), r("19:00", "00:30")] },
  { day: "sunday", ranges: [r("10:00", "16:00")] },
];
const label = (it: string, en: string) => ({ it, en });
const EXCEPTIONS: OpeningException[] = [
  {
    from: "2026-04-06",
    to: "2026-04-06",
    closed: false,
    ranges: [r("11:00", "17:00")],
    label: label("Pasquetta", "Easter Monday"),
  },
  { from: "2026-08-10", to: "2026-08-23", closed: true, label: label("Ferie d'agosto", "Summer holidays") },
  {
    from: "2026-12-24",
    to: "2026-12-24",
    closed: false,
    ranges: [r("10:00", "17:00")],
    label: label("Vigilia di Natale", "Christmas Eve"),
  },
  { from: "2026-12-25", to: "2026-12-25", closed: true, label: label("Natale", "Christmas Day") },
];
const VENUE: HoursSettings = { openingHours: WEEK, openingExceptions: EXCEPTIONS };

const at = (iso: string) => openingStatus(VENUE, new Date(iso));
const itT = createI18n("it", "", it).t;
const enT = createI18n("en", "", withFallback(en)).t;
const inItalian = (iso: string) => describeStatus(at(iso), "it", itT).text;
const inEnglish = (iso: string) => describeStatus(at(iso), "en", enT).text;

test("the wall clock is Rome's: UTC+1 in winter, UTC+2 in summer", () => {
  expect(romeWallClock(new Date("2026-01-15T11:00:00Z"))).toMatchObject({
    date: "2026-01-15",
    minutes: 12 * 60,
    weekday: "thursday",
  });
  expect(romeWallClock(new Date("2026-07-15T11:00:00Z"))).toMatchObject({
    date: "2026-07-15",
    minutes: 13 * 60,
    weekday: "wednesday",
  });
  // 23:30 UTC on New Year's Eve is already 1 January in Rome.
  expect(romeWallClock(new Date("2025-12-31T23:30:00Z"))).toMatchObject({ date: "2026-01-01", minutes: 30 });
});

test("open during a range: closes at its end", () => {
  // Tuesday 10 March 2026, 20:00 in Rome (CET).
  const status = at("2026-03-10T19:00:00Z");
  expect(status).toMatchObject({ open: true, today: "2026-03-10" });
  // What is not known is not there (the page's data carries no nulls): no next opening, no exception.
  expect(Object.keys(status).sort()).toEqual(["closesAt", "open", "today"]);
  expect(status.closesAt).toMatchObject({ time: "23:00", dayOffset: 0 });
  expect(inEnglish("2026-03-10T19:00:00Z")).toBe("Open now · closes at 23:00");
  expect(inItalian("2026-03-10T19:00:00Z")).toBe("Aperto ora · chiude alle 23:00");
});

test("between lunch and dinner: closed, opens again today", () => {
  expect(at("2026-03-10T15:00:00Z")).toMatchObject({ open: false, opensAt: { time: "18:30", dayOffset: 0 } });
  expect(inEnglish("2026-03-10T15:00:00Z")).toBe("Closed · opens at 18:30");
  expect(inItalian("2026-03-10T15:00:00Z")).toBe("Chiuso · apre alle 18:30");
});

test("a range's end is exclusive and its start inclusive", () => {
  expect(at("2026-03-10T14:30:00Z").open).toBe(false); // 15:30 sharp
  expect(at("2026-03-10T14:29:00Z").open).toBe(true); // 15:29
  expect(at("2026-03-10T17:30:00Z").open).toBe(true); // 18:30 sharp
});

test("the day before a weekday opening: opens tomorrow at …", () => {
  // Monday 9 March 2026 (closed), noon.
  expect(at("2026-03-09T11:00:00Z").opensAt).toMatchObject({
    date: "2026-03-10",
    time: "10:00",
    dayOffset: 1,
    weekday: "tuesday",
  });
  expect(inEnglish("2026-03-09T11:00:00Z")).toBe("Closed · opens tomorrow at 10:00");
  expect(inItalian("2026-03-09T11:00:00Z")).toBe("Chiuso · apre domani alle 10:00");
});

test("after Sunday lunch the next opening is Tuesday, named by its weekday", () => {
  // Sunday 8 March 2026, 17:00; Monday is closed.
  expect(at("2026-03-08T16:00:00Z").opensAt).toMatchObject({ weekday: "tuesday", time: "10:00", dayOffset: 2 });
  expect(inEnglish("2026-03-08T16:00:00Z")).toBe("Closed · opens Tuesday at 10:00");
  expect(inItalian("2026-03-08T16:00:00Z")).toBe("Chiuso · apre martedì alle 10:00");
});

test("Saturday 19:00–00:30 ends after midnight, on Sunday", () => {
  // Saturday 14 March 2026, 23:50: open until 00:30, which is tomorrow's date.
  expect(at("2026-03-14T22:50:00Z")).toMatchObject({
    open: true,
    closesAt: { time: "00:30", date: "2026-03-15", dayOffset: 1 },
  });
  expect(inEnglish("2026-03-14T22:50:00Z")).toBe("Open now · closes at 00:30");
  // Sunday 00:10: still Saturday's range.
  expect(at("2026-03-14T23:10:00Z")).toMatchObject({
    open: true,
    today: "2026-03-15",
    closesAt: { time: "00:30", dayOffset: 0 },
  });
  // Sunday 00:30: closed, and Sunday's lunch is next.
  expect(at("2026-03-14T23:30:00Z")).toMatchObject({
    open: false,
    opensAt: { time: "10:00", dayOffset: 0, weekday: "sunday" },
  });
  expect(inItalian("2026-03-14T23:30:00Z")).toBe("Chiuso · apre alle 10:00");
});

test("29 March 2026, clocks go forward: Saturday's late range, then Sunday's hours on summer time", () => {
  // Saturday 28 March, 23:59 CET (UTC+1).
  expect(at("2026-03-28T22:59:00Z")).toMatchObject({ open: true, closesAt: { time: "00:30", dayOffset: 1 } });
  // Sunday 00:15 CET: still open.
  expect(at("2026-03-28T23:15:00Z")).toMatchObject({ open: true, today: "2026-03-29" });
  // 01:45 CET, then 03:30 CEST (02:00 became 03:00): closed, opens at 10:00 today.
  expect(at("2026-03-29T00:45:00Z")).toMatchObject({ open: false, opensAt: { time: "10:00", dayOffset: 0 } });
  expect(at("2026-03-29T01:30:00Z")).toMatchObject({ open: false, opensAt: { time: "10:00", dayOffset: 0 } });
  // 09:30 CEST is closed and 10:00 CEST (08:00 UTC) open: a fixed +1 offset would get both wrong.
  expect(at("2026-03-29T07:30:00Z").open).toBe(false);
  expect(at("2026-03-29T08:00:00Z")).toMatchObject({ open: true, closesAt: { time: "16:00", dayOffset: 0 } });
  // 16:30 CEST: Sunday lunch is over (a +1 offset would say 15:30, open); next is Tuesday.
  expect(at("2026-03-29T14:30:00Z")).toMatchObject({
    open: false,
    opensAt: { date: "2026-03-31", time: "10:00", weekday: "tuesday" },
  });
  expect(inEnglish("2026-03-29T14:30:00Z")).toBe("Closed · opens Tuesday at 10:00");
});

test("25 October 2026, clocks go back: the repeated hour is closed, Sunday opens at 10:00 winter time", () => {
  // Sunday 00:20 CEST (UTC+2): Saturday's range still runs.
  expect(at("2026-10-24T22:20:00Z")).toMatchObject({
    open: true,
    today: "2026-10-25",
    closesAt: { time: "00:30", dayOffset: 0 },
  });
  // 02:30 happens twice (CEST at 00:30 UTC, CET at 01:30 UTC): closed both times.
  expect(at("2026-10-25T00:30:00Z")).toMatchObject({ open: false, opensAt: { time: "10:00", dayOffset: 0 } });
  expect(at("2026-10-25T01:30:00Z")).toMatchObject({ open: false, opensAt: { time: "10:00", dayOffset: 0 } });
  // 09:30 CET (08:30 UTC) is closed: a fixed +2 offset would say 10:30, open.
  expect(at("2026-10-25T08:30:00Z").open).toBe(false);
  expect(at("2026-10-25T09:00:00Z").open).toBe(true);
  // 15:30 CET (14:30 UTC) is open until 16:00: a fixed +2 offset would say 16:30, closed.
  expect(at("2026-10-25T14:30:00Z")).toMatchObject({ open: true, closesAt: { time: "16:00" } });
  expect(at("2026-10-25T15:00:00Z").open).toBe(false);
});

test("a dated exception with its own ranges replaces the day's hours (Easter Monday, usually closed)", () => {
  // Monday 6 April 2026, noon CEST.
  const status = at("2026-04-06T10:00:00Z");
  expect(status).toMatchObject({ open: true, closesAt: { time: "17:00" } });
  expect(status.exception?.label).toEqual(label("Pasquetta", "Easter Monday"));
  expect(inEnglish("2026-04-06T10:00:00Z")).toBe("Open now · Easter Monday · closes at 17:00");
  expect(at("2026-04-06T16:00:00Z")).toMatchObject({ open: false, opensAt: { dayOffset: 1, time: "10:00" } });
});

test("a closure over several days: closed, with its label, reopening on a date", () => {
  // Wednesday 12 August 2026, noon: the August closure runs to Sunday 23; Monday 24 is the weekly day off.
  const status = at("2026-08-12T10:00:00Z");
  expect(status).toMatchObject({ open: false, opensAt: { date: "2026-08-25", time: "10:00", dayOffset: 13 } });
  expect(inItalian("2026-08-12T10:00:00Z")).toBe("Chiuso · Ferie d'agosto · riapre il 25 agosto alle 10:00");
  expect(inEnglish("2026-08-12T10:00:00Z")).toBe("Closed · Summer holidays · reopens on 25 August at 10:00");
  // The closure's bounds are inclusive: Sunday 23 August is closed, Sunday 9 August open.
  expect(at("2026-08-23T10:00:00Z").open).toBe(false);
  expect(at("2026-08-09T10:00:00Z").open).toBe(true);
});

test("Christmas Eve closes early and Christmas Day is closed: next is Saturday", () => {
  expect(at("2026-12-24T15:00:00Z")).toMatchObject({ open: true, closesAt: { time: "17:00" } });
  expect(at("2026-12-24T17:00:00Z")).toMatchObject({
    open: false,
    opensAt: { date: "2026-12-26", weekday: "saturday", dayOffset: 2 },
  });
  expect(inItalian("2026-12-24T17:00:00Z")).toBe("Chiuso · Vigilia di Natale · apre sabato alle 10:00");
});

test("a range past midnight belongs to the day it opens on, even when the next day is a closure", () => {
  const settings: HoursSettings = {
    openingHours: WEEK,
    openingExceptions: [drifted<OpeningException>({ from: "2026-03-15", to: "2026-03-15", closed: true })],
  };
  // Saturday 14 March 23:50 and Sunday 00:10: open until 00:30 though Sunday is closed.
  expect(openingStatus(settings, new Date("2026-03-14T22:50:00Z"))).toMatchObject({
    open: true,
    closesAt: { time: "00:30" },
  });
  expect(openingStatus(settings, new Date("2026-03-14T23:10:00Z"))).toMatchObject({ open: true });
  // After 00:30 the next opening skips the closed Sunday and the Monday off.
  expect(openingStatus(settings, new Date("2026-03-14T23:40:00Z")).opensAt).toMatchObject({
    date: "2026-03-17",
    weekday: "tuesday",
  });
});

test("back-to-back ranges read as one opening", () => {
  const settings: HoursSettings = {
    openingHours: [
      { day: "friday", ranges: [r("10:00", "15:30"), r("15:30", "24:00")] },
      { day: "saturday", ranges: [r("00:00", "02:00")] },
    ],
  };
  expect(openingStatus(settings, new Date("2026-03-13T11:00:00Z")).closesAt).toMatchObject({
    time: "02:00",
    dayOffset: 1,
  });
});

test("no valid hours at all: closed, with no next opening; malformed ranges are ignored", () => {
  const status = openingStatus(
    { openingHours: [{ day: "tuesday", ranges: [r("25:00", "26:00"), r("ten", "noon")] }] },
    new Date("2026-03-10T10:00:00Z"),
  );
  expect(status).toEqual({ open: false, today: "2026-03-10" });
  expect(describeStatus(status, "en", enT).text).toBe("Closed");
  expect(openingStatus({}, new Date("2026-03-10T10:00:00Z")).open).toBe(false);
});

test("the week is listed Monday first, closed days empty; exceptions that have ended are dropped", () => {
  expect(weekOf(VENUE.openingHours).map((d) => [d.day, d.ranges.length])).toEqual([
    ["monday", 0],
    ["tuesday", 2],
    ["wednesday", 2],
    ["thursday", 2],
    ["friday", 2],
    ["saturday", 2],
    ["sunday", 1],
  ]);
  expect(upcomingExceptions(VENUE.openingExceptions, "2026-08-23").map((e) => e.from)).toEqual([
    "2026-08-10",
    "2026-12-24",
    "2026-12-25",
  ]);
  expect(upcomingExceptions(VENUE.openingExceptions, "2026-08-24").map((e) => e.from)).toEqual([
    "2026-12-24",
    "2026-12-25",
  ]);
});

test("weekday names and exception dates are in the page's language", () => {
  expect(weekdayName("thursday", "it")).toBe("giovedì");
  expect(weekdayName("thursday", "en")).toBe("Thursday");
  expect(exceptionDates(EXCEPTIONS[1]!, "it", "2026-01-01")).toBe("10 agosto – 23 agosto");
  expect(exceptionDates(EXCEPTIONS[3]!, "en", "2025-12-01")).toBe("25 December 2026");
});

test("the week is always seven days from Monday; a missing day is closed, bad times are dropped", () => {
  const week = weekOf([{ day: "sunday", ranges: [r("10:00", "16:00"), r("25:00", "26:00")] }]);
  expect(week.map((d) => d.day)).toEqual([
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
  ]);
  expect(week[0]!.ranges).toEqual([]);
  expect(week[6]!.ranges).toEqual([r("10:00", "16:00")]);
  expect(weekOf(undefined)).toHaveLength(7);
});

test("consecutive days with the same hours are grouped", () => {
  expect(groupWeek(WEEK).map((g) => [g.from, g.to, g.ranges.length])).toEqual([
    ["monday", "monday", 0],
    ["tuesday", "thursday", 2],
    ["friday", "friday", 2],
    ["saturday", "saturday", 2],
    ["sunday", "sunday", 1],
  ]);
});

test("a range opening before 17:00 is lunch, later ones dinner; closes before opens ends after midnight", () => {
  expect(service(r("10:00", "15:30"))).toBe("lunch");
  expect(service(r("19:00", "00:30"))).toBe("dinner");
  expect(endsNextDay(r("19:00", "00:30"))).toBe(true);
  expect(endsNextDay(r("18:30", "23:00"))).toBe(false);
});

test("today is Rome's date, even when it is still yesterday in UTC", () => {
  expect(romeToday(new Date("2026-12-24T23:30:00Z"))).toBe("2026-12-25");
  expect(romeToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  expect(romeToday(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
});

test("upcoming exceptions: those not yet over, soonest first, at most five", () => {
  // Exceptions without a label: content that lacks what the schema requires.
  const x = (from: string, to = from) => drifted<OpeningException>({ from, to, closed: true });
  const list = [
    x("2026-12-25"),
    x("2026-08-10", "2026-08-23"),
    x("2025-12-25"),
    x("2027-01-01"),
    x("2026-12-24"),
    x("2027-03-29"),
    x("2027-08-09", "2027-08-22"),
  ];
  expect(upcomingExceptions(list, "2026-08-20", EXCEPTIONS_LISTED).map((e) => e.from)).toEqual([
    "2026-08-10",
    "2026-12-24",
    "2026-12-25",
    "2027-01-01",
    "2027-03-29",
  ]);
  expect(upcomingExceptions(list, "2026-08-24", EXCEPTIONS_LISTED).map((e) => e.from)[0]).toBe("2026-12-24");
  expect(upcomingExceptions([drifted<OpeningException>({ from: "nonsense", to: "2026-01-01" })], "2025-01-01")).toEqual(
    [],
  );
  expect(upcomingExceptions(undefined, "2026-01-01")).toEqual([]);
});

test("an exception still to come has valid dates and ends today or later: what the page's data keeps", () => {
  const x = (from: string, to?: string) => drifted<OpeningException>({ from, to, closed: true });
  expect(stillToCome(x("2026-08-10", "2026-08-23"), "2026-08-23")).toBe(true);
  expect(stillToCome(x("2026-08-10", "2026-08-23"), "2026-08-24")).toBe(false);
  expect(stillToCome(x("2026-12-25"), "2026-08-24")).toBe(false); // no end date: nothing reads it
  expect(stillToCome(x("nonsense", "2027-01-01"), "2026-08-24")).toBe(false);
  expect(stillToCome(null, "2026-08-24")).toBe(false);
});

test("the week and the status read the same ranges: 24:00 closes a day in both", () => {
  const friday = [r("15:30", "24:00")];
  expect(weekOf([{ day: "friday", ranges: friday }])[4]!.ranges).toEqual(friday);
  expect(
    openingStatus({ openingHours: [{ day: "friday", ranges: friday }] }, new Date("2026-03-13T21:00:00Z")).open,
  ).toBe(true);
});

// A late week: Friday and Saturday dinner until one in the morning, and New Year's Eve dinner until
// one going into a closed New Year's Day.
const LATE: HoursSettings = {
  openingHours: WEEK.map((d) =>
    d.day === "friday" || d.day === "saturday" ? { ...d, ranges: [r("10:00", "15:30"), r("19:00", "01:00")] } : d,
  ),
  openingExceptions: [
    {
      from: "2026-12-31",
      to: "2026-12-31",
      closed: false,
      ranges: [r("19:00", "01:00")],
      label: label("San Silvestro: fino all'una", "New Year's Eve: until 1 am"),
    },
    { from: "2027-01-01", to: "2027-01-01", closed: true, label: label("Capodanno", "New Year's Day") },
  ],
};
const late = (iso: string, locale: "it" | "en") =>
  describeStatus(openingStatus(LATE, new Date(iso)), locale, locale === "it" ? itT : enT).text;

test("00:30 on the last Sunday of March (clocks go forward at 02:00): still Saturday's evening, closing at 01:00", () => {
  // 00:30 CET is 23:30 UTC on the Saturday.
  expect(openingStatus(LATE, new Date("2026-03-28T23:30:00Z"))).toMatchObject({
    today: "2026-03-29",
    open: true,
    closesAt: { date: "2026-03-29", time: "01:00", dayOffset: 0 },
  });
  expect(late("2026-03-28T23:30:00Z", "en")).toBe("Open now · closes at 01:00");
  expect(late("2026-03-28T23:30:00Z", "it")).toBe("Aperto ora · chiude alle 01:00");
  // 01:00 CET: closed, and Sunday opens at 10:00 summer time (08:00 UTC).
  expect(late("2026-03-29T00:00:00Z", "en")).toBe("Closed · opens at 10:00");
  expect(late("2026-03-29T00:00:00Z", "it")).toBe("Chiuso · apre alle 10:00");
  expect(openingStatus(LATE, new Date("2026-03-29T08:00:00Z")).open).toBe(true);
});

test("00:30 on the last Sunday of October (clocks go back at 03:00): still Saturday's evening, closing at 01:00", () => {
  // 00:30 CEST is 22:30 UTC on the Saturday.
  expect(openingStatus(LATE, new Date("2026-10-24T22:30:00Z"))).toMatchObject({
    today: "2026-10-25",
    open: true,
    closesAt: { time: "01:00", dayOffset: 0 },
  });
  expect(late("2026-10-24T22:30:00Z", "en")).toBe("Open now · closes at 01:00");
  expect(late("2026-10-24T22:30:00Z", "it")).toBe("Aperto ora · chiude alle 01:00");
  // 01:00 CEST (23:00 UTC): closed until 10:00 winter time (09:00 UTC).
  expect(late("2026-10-24T23:00:00Z", "en")).toBe("Closed · opens at 10:00");
  expect(openingStatus(LATE, new Date("2026-10-25T08:59:00Z")).open).toBe(false);
  expect(openingStatus(LATE, new Date("2026-10-25T09:00:00Z")).open).toBe(true);
  // And the Friday before, at 23:50: "closes at 01:00", which is tomorrow's date.
  expect(openingStatus(LATE, new Date("2026-10-23T21:50:00Z"))).toMatchObject({
    open: true,
    closesAt: { date: "2026-10-24", time: "01:00", dayOffset: 1 },
  });
});

test("an exception past midnight: at 00:30 on New Year's Day (closed) New Year's Eve is still open, and says so", () => {
  // 00:30 on 1 January 2027 in Rome (CET) is 23:30 UTC on 31 December.
  expect(openingStatus(LATE, new Date("2026-12-31T23:30:00Z"))).toMatchObject({
    today: "2027-01-01",
    open: true,
    closesAt: { time: "01:00", dayOffset: 0 },
    exception: { from: "2026-12-31" },
  });
  expect(late("2026-12-31T23:30:00Z", "en")).toBe("Open now · New Year's Eve: until 1 am · closes at 01:00");
  expect(late("2026-12-31T23:30:00Z", "it")).toBe("Aperto ora · San Silvestro: fino all'una · chiude alle 01:00");
  // Once it has closed, today's closure is the news.
  expect(late("2027-01-01T00:10:00Z", "en")).toBe("Closed · New Year's Day · opens tomorrow at 10:00");
  expect(late("2027-01-01T00:10:00Z", "it")).toBe("Chiuso · Capodanno · apre domani alle 10:00");
});

test("the page keeps yesterday's exception for the open-now status (its hours may run into today), not older ones", () => {
  const eve = LATE.openingExceptions![0]!;
  expect(stillInEffect(eve, "2027-01-01")).toBe(true);
  expect(stillInEffect(eve, "2027-01-02")).toBe(false);
  expect(stillInEffect(eve, "2026-12-30")).toBe(true);
  // The browser, given only what the page keeps, says what the server says at 00:30.
  const kept: HoursSettings = {
    ...LATE,
    openingExceptions: LATE.openingExceptions!.filter((x) => stillInEffect(x, "2027-01-01")),
  };
  expect(openingStatus(kept, new Date("2026-12-31T23:30:00Z"))).toEqual(
    openingStatus(LATE, new Date("2026-12-31T23:30:00Z")),
  );
  // The hours block still lists only what is to come.
  expect(upcomingExceptions(LATE.openingExceptions, "2027-01-01").map((x) => x.from)).toEqual(["2027-01-01"]);
});
