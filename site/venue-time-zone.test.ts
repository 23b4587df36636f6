import { expect, test } from "vitest";
import { VENUE_TIME_ZONE } from "./venue-time-zone";

const offset = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: VENUE_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(Date.parse(iso))
    .find((part) => part.type === "timeZoneName")?.value;

test("the venue's zone is Rome's: an hour ahead of UTC in winter, two in summer time (the rules the site's clock is written by hand to)", () => {
  expect(VENUE_TIME_ZONE).toBe("Europe/Rome");
  expect(offset("2027-01-21T19:00:00Z")).toBe("GMT+01:00");
  expect(offset("2027-07-21T18:00:00Z")).toBe("GMT+02:00");
});
