import { expect, test } from "vitest";
import type { OpeningDay, OpeningException } from "~/content/types";
import { endsNextDay, groupWeek, romeToday, service, upcomingExceptions, weekOf } from "./opening-hours";
import { drifted } from "../../tests/support/drifted";

const r = (opens: string, closes: string) => ({ opens, closes });
const DAYS: OpeningDay[] = [
  { day: "monday", ranges: [] },
  { day: "tuesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
  { day: "wednesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
  { day: "thursday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
  { day: "friday", ranges: [r("10:00", "15:30"), r("18:30", "23:30")] },
  { day: "saturday", ranges: [r("10:00", "15:30"), r("19:00", "00:30")] },
  { day: "sunday", ranges: [r("10:00", "16:00")] },
];

test("the week is always seven days from Monday; a missing day is closed, bad times are dropped", () => {
  const week = weekOf([{ day: "sunday", ranges: [r("10:00", "16:00"), r("25:00", "26:00")] }]);
  expect(week.map((d) => d.day)).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
  expect(week[0]!.ranges).toEqual([]);
  expect(week[6]!.ranges).toEqual([r("10:00", "16:00")]);
  expect(weekOf(undefined)).toHaveLength(7);
});

test("consecutive days with the same hours are grouped", () => {
  expect(groupWeek(DAYS).map((g) => [g.from, g.to, g.ranges.length])).toEqual([
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
  const list = [x("2026-12-25"), x("2026-08-10", "2026-08-23"), x("2025-12-25"), x("2027-01-01"), x("2026-12-24"), x("2027-03-29"), x("2027-08-09", "2027-08-22")];
  expect(upcomingExceptions(list, "2026-08-20").map((e) => e.from)).toEqual(["2026-08-10", "2026-12-24", "2026-12-25", "2027-01-01", "2027-03-29"]);
  expect(upcomingExceptions(list, "2026-08-24").map((e) => e.from)[0]).toBe("2026-12-24");
  expect(upcomingExceptions([drifted<OpeningException>({ from: "nonsense", to: "2026-01-01" })], "2025-01-01")).toEqual([]);
  expect(upcomingExceptions(undefined, "2026-01-01")).toEqual([]);
});
