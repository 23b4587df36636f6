import { expect, test } from "vitest";
import { VENUE_TIME_ZONE } from "@site/venue-time-zone";
import { icsLocal, icsUtc, romeIsoWithOffset, romeWallToInstant } from "./time";

const iso = (instant: number) => new Date(instant).toISOString();

test("a winter evening in Rome is UTC+1, a summer one UTC+2", () => {
  expect(iso(romeWallToInstant("2027-01-21", "20:00"))).toBe("2027-01-21T19:00:00.000Z");
  expect(iso(romeWallToInstant("2026-06-18", "20:00"))).toBe("2026-06-18T18:00:00.000Z");
  expect(romeIsoWithOffset(Date.parse("2027-01-21T19:00:00Z"))).toBe("2027-01-21T20:00:00+01:00");
  expect(romeIsoWithOffset(Date.parse("2026-06-18T18:00:00Z"))).toBe("2026-06-18T20:00:00+02:00");
});

test("the last Sunday of March: 01:59 is +01:00, 03:00 is +02:00, and the skipped 02:30 reads as 03:30", () => {
  // 28 March 2027 is the last Sunday of March: at 01:00 UTC the clocks go from 02:00 to 03:00.
  expect(romeIsoWithOffset(romeWallToInstant("2027-03-28", "01:59"))).toBe("2027-03-28T01:59:00+01:00");
  expect(iso(romeWallToInstant("2027-03-28", "01:59"))).toBe("2027-03-28T00:59:00.000Z");
  expect(romeIsoWithOffset(romeWallToInstant("2027-03-28", "03:00"))).toBe("2027-03-28T03:00:00+02:00");
  expect(iso(romeWallToInstant("2027-03-28", "03:00"))).toBe("2027-03-28T01:00:00.000Z");
  expect(romeIsoWithOffset(romeWallToInstant("2027-03-28", "02:30"))).toBe("2027-03-28T03:30:00+02:00");
  // The Saturday before is still winter time, the Monday after summer time.
  expect(romeIsoWithOffset(romeWallToInstant("2027-03-27", "20:00"))).toBe("2027-03-27T20:00:00+01:00");
  expect(romeIsoWithOffset(romeWallToInstant("2027-03-29", "20:00"))).toBe("2027-03-29T20:00:00+02:00");
});

test("the last Sunday of October: 02:30 happens twice (the first, summer time, is taken), 03:00 is +01:00", () => {
  // 25 October 2026 is the last Sunday of October: at 01:00 UTC the clocks go from 03:00 back to 02:00.
  expect(iso(romeWallToInstant("2026-10-25", "02:30"))).toBe("2026-10-25T00:30:00.000Z");
  expect(romeIsoWithOffset(Date.parse("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30:00+02:00");
  expect(romeIsoWithOffset(Date.parse("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30:00+01:00");
  expect(romeIsoWithOffset(romeWallToInstant("2026-10-25", "03:00"))).toBe("2026-10-25T03:00:00+01:00");
  expect(romeIsoWithOffset(romeWallToInstant("2026-10-24", "20:00"))).toBe("2026-10-24T20:00:00+02:00");
  expect(romeIsoWithOffset(romeWallToInstant("2026-10-26", "20:00"))).toBe("2026-10-26T20:00:00+01:00");
});

test("every wall-clock time of the year comes back as itself through its instant (the skipped hour aside)", () => {
  for (let day = 0; day < 365; day++) {
    const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
    for (const time of ["00:00", "01:30", "02:30", "12:00", "23:59"]) {
      const back = romeIsoWithOffset(romeWallToInstant(date, time));
      if (date === "2027-03-28" && time === "02:30") continue;
      expect(back.slice(0, 16), `${date} ${time}`).toBe(`${date}T${time}`);
    }
  }
});

test("the offset agrees with Intl's Europe/Rome hour by hour across both changes of 2026 and 2027", () => {
  const format = new Intl.DateTimeFormat("en-GB", { timeZone: VENUE_TIME_ZONE, timeZoneName: "longOffset" });
  for (const from of ["2026-03-28T00:00:00Z", "2026-10-24T00:00:00Z", "2027-03-27T00:00:00Z", "2027-10-30T00:00:00Z"]) {
    for (let h = 0; h < 48; h++) {
      const instant = Date.parse(from) + h * 3_600_000;
      const offset = format
        .formatToParts(instant)
        .find((p) => p.type === "timeZoneName")!
        .value.replace("GMT", "");
      expect(romeIsoWithOffset(instant).slice(-6), new Date(instant).toISOString()).toBe(offset);
    }
  }
});

test("calendar files' local and UTC times", () => {
  expect(icsLocal(Date.parse("2027-03-28T01:00:00Z"))).toBe("20270328T030000");
  expect(icsLocal(Date.parse("2027-01-21T19:00:00Z"))).toBe("20270121T200000");
  expect(icsUtc(Date.parse("2026-11-18T10:00:00.000Z"))).toBe("20261118T100000Z");
});

test("a time that is not one is NaN, not a wrong instant", () => {
  expect(romeWallToInstant("2027-13-01x", "20:00")).toBeNaN();
  expect(romeWallToInstant("2027-01-01", "8pm")).toBeNaN();
});
