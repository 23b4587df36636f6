import { beforeAll, expect, test } from "vitest";
import { loadMessages } from "~/i18n/messages";
import { eventWhen } from "./format";

beforeAll(async () => {
  await loadMessages("en");
});

test("an evening reads as its day in Rome and its hours, in both languages", () => {
  expect(eventWhen("2026-12-12T15:00:00Z", "2026-12-12T17:30:00Z", "it")).toMatchObject({
    date: "sabato 12 dicembre 2026",
    time: "16:00–18:30",
    day: 12,
  });
  expect(eventWhen("2026-12-12T15:00:00Z", "2026-12-12T17:30:00Z", "en")).toMatchObject({
    date: "Saturday 12 December 2026",
    time: "16:00–18:30",
  });
});

test("the day is Rome's, across the change of clocks: 20:00 both sides of the last Sunday of March", () => {
  expect(eventWhen("2027-03-27T19:00:00Z", "2027-03-27T22:00:00Z", "en").time).toBe("20:00–23:00");
  expect(eventWhen("2027-03-29T18:00:00Z", "2027-03-29T21:00:00Z", "en").time).toBe("20:00–23:00");
  // 23:30 UTC on 31 December is already New Year's Day in Rome.
  expect(eventWhen("2026-12-31T23:30:00Z", "2027-01-01T01:00:00Z", "it").date).toBe("venerdì 1 gennaio 2027");
});

test("an evening past midnight keeps its one date; an event over days names both", () => {
  expect(eventWhen("2027-01-21T19:00:00Z", "2027-01-22T00:30:00Z", "it")).toMatchObject({
    date: "giovedì 21 gennaio 2027",
    time: "20:00–01:30",
  });
  expect(eventWhen("2027-02-13T09:00:00Z", "2027-02-14T16:00:00Z", "en").time).toBe(
    "13 February 10:00 – 14 February 17:00",
  );
});
