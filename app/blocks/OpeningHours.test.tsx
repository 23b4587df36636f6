// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { beforeAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import type { SiteSettings } from "~/content-client/types";
import { Blocks } from "./Blocks";
import { renderPage } from "../../tests/support/render-blocks";
import { loadMessages } from "~/i18n/messages";
import { preloadAllBlocks } from "./lazy";

// Month and weekday names come with each language's catalogue, loaded before a page renders; the
// block's code is a chunk of its own (blocks/lazy.ts), loaded before it renders.
beforeAll(() => Promise.all([loadMessages("en"), preloadAllBlocks()]));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T10:00:00Z") });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const r = (opens: string, closes: string) => ({ opens, closes });
const SETTINGS: SiteSettings = {
  _id: "siteSettings",
  openingHours: [
    { day: "monday", ranges: [] },
    { day: "tuesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
    { day: "saturday", ranges: [r("10:00", "15:30"), r("19:00", "00:30")] },
    { day: "sunday", ranges: [r("10:00", "16:00")] },
  ],
  openingExceptions: [
    { from: "2026-08-10", to: "2026-08-23", closed: true, label: { it: "Ferie d'agosto", en: "Summer holidays" } },
    {
      from: "2026-12-24",
      to: "2026-12-24",
      closed: false,
      ranges: [r("10:00", "17:00")],
      label: { it: "Vigilia", en: "Christmas Eve" },
    },
    { from: "2026-12-25", to: "2026-12-25", closed: true, label: { it: "Natale", en: "Christmas Day" } },
  ],
};

test("the week: lunch and dinner per day, closed days in words, after-midnight closing explained", () => {
  renderPage(<Blocks blocks={[{ _type: "openingHours", _key: "h", title: { it: "Orari", en: "Opening hours" } }]} />, {
    locale: "en",
    settings: SETTINGS,
  });
  const table = screen.getByRole("table");
  const row = (day: string) => within(table).getByRole("row", { name: new RegExp(`^${day}`) });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent),
  ).toEqual(["Day", "Lunch", "Dinner"]);
  expect(row("Monday").textContent).toBe("MondayClosed");
  expect(row("Tuesday").textContent).toBe("Tuesday10:00–15:3018:30–23:00");
  expect(row("Saturday").textContent).toBe("Saturday10:00–15:3019:00–00:30 (the next day)");
  expect(row("Sunday").textContent).toBe("Sunday10:00–16:00—Closed");
  expect(row("Wednesday").textContent).toBe("WednesdayClosed");
});

test("the exceptions still to come, soonest first: past ones are gone", () => {
  renderPage(<Blocks blocks={[{ _type: "openingHours", _key: "h" }]} />, { settings: SETTINGS });
  const items = screen.getAllByRole("listitem").map((li) => li.textContent);
  expect(items).toEqual(["24 dicembre 2026Vigilia10:00–17:00", "25 dicembre 2026NataleChiuso"]);
});

test("a range of days reads as one span of dates", () => {
  vi.setSystemTime(new Date("2026-08-01T10:00:00Z"));
  renderPage(<Blocks blocks={[{ _type: "openingHours", _key: "h" }]} />, { locale: "en", settings: SETTINGS });
  expect(screen.getAllByRole("listitem")[0]!.textContent).toBe("10–23 August 2026Summer holidaysClosed");
});

test("a range past midnight stays on the day it opens, in the week and in an exception, in both languages", () => {
  const late: SiteSettings = {
    _id: "siteSettings",
    openingHours: [{ day: "friday", ranges: [r("10:00", "15:30"), r("19:00", "01:00")] }],
    openingExceptions: [
      {
        from: "2026-12-31",
        to: "2026-12-31",
        closed: false,
        ranges: [r("19:00", "01:00")],
        label: { it: "San Silvestro", en: "New Year's Eve" },
      },
    ],
  };
  renderPage(<Blocks blocks={[{ _type: "openingHours", _key: "h" }]} />, { locale: "en", settings: late });
  const row = (day: string) => within(screen.getByRole("table")).getByRole("row", { name: new RegExp(`^${day}`) });
  expect(row("Friday").textContent).toBe("Friday10:00–15:3019:00–01:00 (the next day)");
  expect(row("Saturday").textContent).toBe("SaturdayClosed");
  expect(screen.getByRole("listitem").textContent).toBe("31 December 2026New Year's Eve19:00–01:00 (the next day)");
  cleanup();
  renderPage(<Blocks blocks={[{ _type: "openingHours", _key: "h" }]} />, { settings: late });
  expect(row("Venerdì").textContent).toBe("Venerdì10:00–15:3019:00–01:00 (del giorno dopo)");
  expect(screen.getByRole("listitem").textContent).toBe("31 dicembre 2026San Silvestro19:00–01:00 (del giorno dopo)");
});

test("with no settings, the week is all closed and nothing breaks", () => {
  renderPage(<Blocks blocks={[{ _type: "openingHours", _key: "h" }]} />);
  expect(screen.getAllByText("Chiuso")).toHaveLength(7);
});
