import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * Hours past midnight, at 00:30 on the next day: the server's answer (its clock pinned with the
 * test-only x-salone-clock header, honoured with TEST_FAULTS=true as the test stack runs) and the
 * browser's (Playwright's clock, in a visitor's time zone far from Rome), on the two days the clocks
 * change in Rome. Demo hours: Saturday 19:00–00:30; New Year's Eve 19:00–01:00 into a closed
 * New Year's Day.
 */

const CLOCK = "x-salone-clock";
// Last Sunday of March 2026 (clocks go forward at 02:00 CET): 00:15 and 00:30 in Rome.
const MARCH_0015 = "2026-03-28T23:15:00Z";
const MARCH_0030 = "2026-03-28T23:30:00Z";
// Last Sunday of October 2026 (clocks go back at 03:00 CEST): 00:15 and 00:30 in Rome.
const OCTOBER_0015 = "2026-10-24T22:15:00Z";
const OCTOBER_0030 = "2026-10-24T22:30:00Z";
// 00:30 on New Year's Day 2026 in Rome (CET); 13:00 on New Year's Eve.
const NEW_YEAR_0030 = "2025-12-31T23:30:00Z";
const NEW_YEARS_EVE_1300 = "2025-12-31T12:00:00Z";

const status = (page: Page) => page.locator("#location [data-open]");

// A visitor in New York: the page must still speak Rome's time.
test.use({ timezoneId: "America/New_York" });

// A journey an instant, each page in both languages.
for (const [instant, when, en, it] of [
  [
    MARCH_0015,
    "00:15 on the day the clocks go forward",
    "Open now · closes at 00:30",
    "Aperto ora · chiude alle 00:30",
  ],
  [MARCH_0030, "00:30 on the day the clocks go forward", "Closed · opens at 10:00", "Chiuso · apre alle 10:00"],
  [OCTOBER_0015, "00:15 on the day the clocks go back", "Open now · closes at 00:30", "Aperto ora · chiude alle 00:30"],
  [OCTOBER_0030, "00:30 on the day the clocks go back", "Closed · opens at 10:00", "Chiuso · apre alle 10:00"],
] as const) {
  test(`server: at ${when}, Saturday's evening is ${en.startsWith("Open") ? "still open until 00:30" : "closed until Sunday lunch"}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { [CLOCK]: instant },
    });
    const page = await context.newPage();
    for (const [path, text] of [
      ["/en", en],
      ["/", it],
    ] as const) {
      await page.goto(path);
      await expect(status(page), `${instant} ${path}`).toHaveText(text);
    }
    await context.close();
  });
}

test("server: at 00:30 on New Year's Day (closed) New Year's Eve is still open until 01:00, in both languages", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: { [CLOCK]: NEW_YEAR_0030 },
  });
  const page = await context.newPage();
  for (const [path, text] of [
    ["/en/contacts", "Open now · New Year's Eve: dinner only, until 1 am · closes at 01:00"],
    ["/contacts", "Aperto ora · San Silvestro: solo cena, fino all'una · chiude alle 01:00"],
  ] as const) {
    await page.goto(path);
    await expect(status(page), path).toHaveText(text);
  }
  await context.close();
});

test("browser: the visitor's clock at 00:30 on New Year's Day says open until 01:00, from the data the page was sent", async ({
  page,
}) => {
  // The server answers at 00:30 too: the page's data must still hold New Year's Eve, which ended
  // "yesterday" by the calendar, for the browser to agree with it (no hydration mismatch either).
  await page.setExtraHTTPHeaders({ [CLOCK]: NEW_YEAR_0030 });
  await page.clock.setFixedTime(new Date("2025-12-31T23:31:00Z"));
  await page.goto("/en");
  await expect(status(page)).toHaveText("Open now · New Year's Eve: dinner only, until 1 am · closes at 01:00");
  await page.goto("/");
  await expect(status(page)).toHaveText("Aperto ora · San Silvestro: solo cena, fino all'una · chiude alle 01:00");
});

test("browser: a page rendered at lunch, looked at after midnight, follows the visitor's clock across the change of day", async ({
  page,
}) => {
  // At a phone's width: from 1024 px the smooth scroller draws every frame, and 31 minutes of page
  // time were some 116,000 frames to run (3-4 s of the journey, 18 s on a busy machine; 80 ms without).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ [CLOCK]: NEW_YEARS_EVE_1300 });
  await page.clock.install({ time: new Date("2025-12-31T23:29:30Z") }); // 00:29:30 in Rome
  await page.goto("/en");
  await expect(status(page)).toHaveText("Open now · New Year's Eve: dinner only, until 1 am · closes at 01:00");
  await page.clock.runFor(31 * 60_000); // 01:00:30
  await expect(status(page)).toHaveText("Closed · New Year's Day · opens tomorrow at 10:00");
});

// A journey an instant. The server renders another moment (Monday noon, closed): what shows is the
// browser's own reckoning.
for (const [instant, when, text] of [
  [MARCH_0015, "00:15 on the day the clocks go forward", "Open now · closes at 00:30"],
  [MARCH_0030, "00:30 on the day the clocks go forward", "Closed · opens at 10:00"],
  [OCTOBER_0015, "00:15 on the day the clocks go back", "Open now · closes at 00:30"],
  [OCTOBER_0030, "00:30 on the day the clocks go back", "Closed · opens at 10:00"],
] as const) {
  test(`browser: at ${when}, the visitor's clock says ${text.startsWith("Open") ? "open until 00:30" : "closed until 10:00"}`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ [CLOCK]: "2026-03-09T11:00:00Z" });
    await page.clock.setFixedTime(new Date(instant));
    await page.goto("/en");
    await expect(status(page)).toHaveText(text);
  });
}

test("the weekly table and the venue's JSON-LD at 00:30 on Sunday: Saturday's evening stays Saturday's, ending the next day", async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ [CLOCK]: MARCH_0030 });
  await page.goto("/en/opening-hours");
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /^Saturday/ })).toHaveText(/19:00–00:30 \(the next day\)/);
  await expect(table.getByRole("row", { name: /^Sunday/ })).toHaveText(/^Sunday\s*10:00–16:00/);
  await page.goto("/opening-hours");
  await expect(page.getByRole("table").getByRole("row", { name: /^Sabato/ })).toHaveText(
    /19:00–00:30 \(del giorno dopo\)/,
  );

  const html = await (await request.get("/en", { headers: { [CLOCK]: MARCH_0030 } })).text();
  const restaurant = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((node) => node["@type"] === "Restaurant")!;
  const specs = restaurant.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  expect(specs).toContainEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["https://schema.org/Saturday"],
    opens: "19:00",
    closes: "00:30",
  });
  expect(specs.find((s) => s.opens === "19:00" && s.closes === "00:30")?.dayOfWeek).not.toContain(
    "https://schema.org/Sunday",
  );
  // New Year's Eve, seen on its morning, is announced with its hours past midnight, on the day it opens.
  const eve = await (await request.get("/en", { headers: { [CLOCK]: NEW_YEARS_EVE_1300 } })).text();
  const special = [...eve.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((node) => node["@type"] === "Restaurant")!.specialOpeningHoursSpecification as Record<string, string>[];
  expect(special).toContainEqual({
    "@type": "OpeningHoursSpecification",
    opens: "19:00",
    closes: "01:00",
    validFrom: "2025-12-31",
    validThrough: "2025-12-31",
  });
});
