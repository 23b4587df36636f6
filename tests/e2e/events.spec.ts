import { readFileSync } from "node:fs";
import path from "node:path";
import { validateJsonLd } from "../support/seo-validate";
import { DATASET_NOW } from "../support/demo-dataset";
import { settled } from "./support/settled";
import { ROOT } from "./support/stack";
import { expect, test } from "./support/test";

/**
 * Events: the listing (to come, then the archive), an event's page with its JSON-LD and calendar
 * file, the calendar feed per language, the home page's next events, and the language switch
 * between an event and its translation. The clock is pinned to the dataset's present (the test
 * clock header, honoured by the test stack), so the demo's events are to come or over as the
 * dataset means them, whatever day the tests run.
 */
test.use({ extraHTTPHeaders: { "x-salone-clock": DATASET_NOW } });

interface DemoEvent {
  _id: string;
  slug: { current: string };
  title: { it: string; en: string };
  start: string;
  end: string;
  soldOut?: boolean;
}

const EVENTS: DemoEvent[] = readFileSync(path.join(ROOT, "demo-dataset/production.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as DemoEvent & { _type: string })
  .filter((doc) => doc._type === "event");
const NOW = Date.parse(DATASET_NOW);
const UPCOMING = EVENTS.filter((e) => Date.parse(e.end) > NOW).sort((a, b) => a.start.localeCompare(b.start));
const PAST = EVENTS.filter((e) => Date.parse(e.end) <= NOW).sort((a, b) => b.start.localeCompare(a.start));
/** Thursday 21 January 2027, 20:00–23:00 in Rome (19:00 UTC, winter time), sold out. */
const CARCIOFI = "serata-carciofi-alla-giudia";
/** Thursday 22 April 2027, 20:00 in Rome (18:00 UTC, summer time). */
const VIGNAROLA = "serata-vignarola-primavera-2027";

const LOCALES = [
  {
    code: "it" as const,
    prefix: "",
    title: "Eventi",
    upcoming: "Prossimi eventi",
    archive: "Eventi passati",
    soldOut: "Esaurito",
    add: "Aggiungi al calendario",
    all: "Tutti gli eventi",
    when: "giovedì 21 gennaio 2027",
    over: "Questo evento si è concluso.",
    notFound: "Questa pagina non è stata trovata",
    language: "Lingua",
  },
  {
    code: "en" as const,
    prefix: "/en",
    title: "Events",
    upcoming: "Coming up",
    archive: "Past events",
    soldOut: "Sold out",
    add: "Add to calendar",
    all: "All events",
    when: "Thursday 21 January 2027",
    over: "This event is over.",
    notFound: "This page could not be found",
    language: "Language",
  },
];

/** A calendar file's logical lines (RFC 5545: CRLF, folded lines joined again). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

test("the dataset has events to come and events over, as of its present", () => {
  expect(UPCOMING.length).toBeGreaterThanOrEqual(3);
  expect(PAST.length).toBeGreaterThanOrEqual(3);
});

for (const l of LOCALES) {
  test(`the events in ${l.code}: those to come soonest first, then the archive latest first`, async ({ page }) => {
    await page.goto(`${l.prefix}/events`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title);
    const upcoming = page.getByRole("region", { name: l.upcoming });
    await expect(upcoming.getByRole("heading", { level: 3 })).toHaveText(UPCOMING.map((e) => e.title[l.code]));
    const carciofi = upcoming
      .getByRole("listitem")
      .filter({ hasText: EVENTS.find((e) => e.slug.current === CARCIOFI)!.title[l.code] });
    await expect(carciofi.getByText(l.soldOut)).toBeVisible();
    await expect(carciofi.getByText(l.when)).toBeVisible();
    const archive = page.getByRole("region", { name: l.archive });
    await expect(archive.getByRole("heading", { level: 3 })).toHaveText(PAST.map((e) => e.title[l.code]));
    await expect(upcoming.getByRole("link", { name: /calendario|calendar/ })).toHaveAttribute(
      "href",
      `${l.prefix}/events/calendar.ics`,
    );
    // A card leads to the event, in the page's language.
    await upcoming.getByRole("link", { name: UPCOMING[0]!.title[l.code] }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/events/${UPCOMING[0]!.slug.current}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(UPCOMING[0]!.title[l.code]);
  });

  test(`an event's page in ${l.code}: when in Rome's time, where, price, the calendar file, and Event JSON-LD that validates`, async ({
    page,
  }) => {
    await page.goto(`${l.prefix}/events/${CARCIOFI}`);
    const event = EVENTS.find((e) => e.slug.current === CARCIOFI)!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title[l.code]);
    const facts = page.getByRole("complementary");
    await expect(facts.getByText(l.when)).toBeVisible();
    await expect(facts.getByText("20:00–23:00")).toBeVisible();
    await expect(facts.getByText("Salone Ottavia")).toBeVisible();
    await expect(facts.getByText(l.soldOut)).toBeVisible();
    await expect(facts.getByRole("link", { name: l.add })).toHaveAttribute(
      "href",
      `${l.prefix}/events/${CARCIOFI}/calendar.ics`,
    );
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = scripts.flatMap((text) => {
      const { errors, nodes } = validateJsonLd(text);
      expect(errors, text.slice(0, 80)).toEqual([]);
      return nodes;
    });
    const node = nodes.find((n) => n["@type"] === "Event")!;
    expect(node).toMatchObject({
      name: event.title[l.code],
      startDate: "2027-01-21T20:00:00+01:00",
      endDate: "2027-01-21T23:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Salone Ottavia" },
      offers: { price: 55, priceCurrency: "EUR", availability: "https://schema.org/SoldOut" },
    });
    expect(nodes.some((n) => n["@type"] === "BreadcrumbList")).toBe(true);
    // After the last Sunday of March the offset is summer time's.
    await page.goto(`${l.prefix}/events/${VIGNAROLA}`);
    const spring = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => validateJsonLd(text).nodes)
      .find((n) => n["@type"] === "Event")!;
    expect(spring).toMatchObject({
      startDate: "2027-04-22T20:00:00+02:00",
      offers: { availability: "https://schema.org/InStock" },
    });
  });

  test(`the calendar file in ${l.code}: text/calendar, an attachment, Rome's time zone and a stable UID`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`${l.prefix}/events/${CARCIOFI}/calendar.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${CARCIOFI}.ics"`);
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const raw of body.split("\r\n")) expect(Buffer.byteLength(raw), raw).toBeLessThanOrEqual(75);
    const lines = unfold(body);
    const host = new URL(process.env.BASE_URL!).host;
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Europe/Rome");
    expect(lines).toContain("DTSTART;TZID=Europe/Rome:20270121T200000");
    expect(lines).toContain("DTEND;TZID=Europe/Rome:20270121T230000");
    expect(lines).toContain(`UID:event-${CARCIOFI}@${host}`);
    const event = EVENTS.find((e) => e.slug.current === CARCIOFI)!;
    expect(lines).toContain(`SUMMARY:${event.title[l.code].replace(/,/g, "\\,")}`);
    expect(lines).toContain(`URL:${process.env.BASE_URL}${l.prefix}/events/${CARCIOFI}`);
    // The page's button downloads the same file.
    await page.goto(`${l.prefix}/events/${CARCIOFI}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: l.add }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${CARCIOFI}.ics`);
    const saved = readFileSync((await file.path())!, "utf8");
    expect(unfold(saved)).toContain(`UID:event-${CARCIOFI}@${host}`);
  });

  test(`the calendar feed in ${l.code} lists the events to come, with the UIDs of their own files`, async ({
    request,
  }) => {
    const response = await request.get(`${l.prefix}/events/calendar.ics`);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const lines = unfold(await response.text());
    const host = new URL(process.env.BASE_URL!).host;
    expect(lines.filter((line) => line.startsWith("UID:"))).toEqual(UPCOMING.map((e) => `UID:${e._id}@${host}`));
    expect(lines.find((line) => line.startsWith("X-WR-CALNAME:"))).toContain(l.title);
    expect(
      lines.filter((line) => line.startsWith("SUMMARY:")).map((line) => line.slice(8).replace(/\\,/g, ",")),
    ).toEqual(UPCOMING.map((e) => e.title[l.code]));
  });

  test(`the home page in ${l.code} shows the next events and leads to all of them`, async ({ page }) => {
    await page.goto(l.prefix || "/");
    const section = page.locator("[data-block='upcomingEvents']");
    await expect(section.getByRole("listitem").getByRole("link")).toHaveText(
      UPCOMING.slice(0, 3).map((e) => e.title[l.code]),
    );
    await section.getByRole("link", { name: l.all }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/events$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title);
  });
}

test.describe("events over and events that are not", () => {
  // The 404 page's own request logs "Failed to load resource" in the browser: expected here.
  test.use({ allowConsoleErrors: [/status of 404/] });
  for (const l of LOCALES) {
    test(`an event over in ${l.code} says so and offers no calendar file; an unknown event is a 404`, async ({
      page,
      request,
    }) => {
      await page.goto(`${l.prefix}/events/${PAST[0]!.slug.current}`);
      await expect(page.getByText(l.over)).toBeVisible();
      await expect(page.getByRole("link", { name: l.add })).toHaveCount(0);
      const missing = await page.goto(`${l.prefix}/events/no-such-event`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByText(l.notFound)).toBeVisible();
      expect((await request.get(`${l.prefix}/events/no-such-event/calendar.ics`)).status()).toBe(404);
      expect((await request.get(`${l.prefix}/events?page=2`)).status()).toBe(404);
    });
  }
});

test("switching language on an event leads to its translation, and back", async ({ page }) => {
  const event = EVENTS.find((e) => e.slug.current === CARCIOFI)!;
  await page.goto(`/events/${CARCIOFI}`);
  await settled(page);
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Lingua" })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/events/${CARCIOFI}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title.en);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Italiano" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${CARCIOFI}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title.it);
});

test("once every event is over the listing says none are planned, and the home page too; all are in the archive", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-salone-clock": "2030-01-01T00:00:00Z" });
  await page.goto("/en/events");
  await expect(page.getByText("No events planned just now.").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Past events" }).getByRole("heading", { level: 3 })).toHaveCount(
    EVENTS.length,
  );
  await page.goto("/en");
  await expect(page.locator("[data-block='upcomingEvents']").getByText("No events planned just now.")).toBeVisible();
});

test("the sitemap lists the events' listing and every event in both languages; the journal's feed announces the events to come", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of ["", ...EVENTS.map((e) => `/${e.slug.current}`)]) {
    expect(sitemap).toContain(`/events${slug}</loc>`);
    expect(sitemap).toContain(`/en/events${slug}</loc>`);
  }
  const feed = await (await request.get("/en/journal/feed.xml")).text();
  for (const event of UPCOMING) expect(feed).toContain(`/en/events/${event.slug.current}</link>`);
  for (const event of PAST) expect(feed).not.toContain(`/events/${event.slug.current}</link>`);
  expect(feed).toContain("<category>Events</category>");
});
