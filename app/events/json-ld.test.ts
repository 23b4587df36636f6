import { expect, test } from "vitest";
import type { SiteSettings } from "~/content-client/types";
import type { SeoContext } from "~/ui/json-ld";
import { validateJsonLd } from "../../tests/support/seo-validate";
import { eventJsonLd, eventPlace, placeLine } from "./json-ld";
import type { EventDocument } from "./types";

const SITE = "https://salone.example";
const it: SeoContext = {
  siteUrl: SITE,
  locale: "it",
  images: { projectId: "salone", dataset: "production", imageUrl: "" },
};
const en: SeoContext = { ...it, locale: "en" };
const SETTINGS: SiteSettings = {
  _id: "siteSettings",
  title: "Salone Ottavia",
  address: {
    streetAddress: "Via dei Cappellari 61",
    postalCode: "00186",
    addressLocality: "Roma",
    addressRegion: "RM",
    addressCountry: "IT",
  },
};

const EVENT: EventDocument = {
  _id: "event-serata",
  _updatedAt: "2026-11-18T10:00:00Z",
  slug: "serata",
  title: { it: "Serata al banco", en: "Evening at the counter" },
  description: { it: "Dodici posti.", en: "Twelve seats." },
  start: "2027-03-27T19:00:00.000Z",
  end: "2027-03-27T22:00:00.000Z",
  price: 55,
  free: false,
  soldOut: false,
  image: { asset: { _id: "image-c04525def1fdd1d846afdc4483ba80ee7f9640e5-1600x1067-jpg" } },
};

const valid = (node: object) => validateJsonLd(JSON.stringify(node)).errors;

test("an event's JSON-LD validates in both languages, with its page, place, offer and status", () => {
  for (const ctx of [it, en]) {
    const node = eventJsonLd(EVENT, SETTINGS, ctx);
    expect(valid(node)).toEqual([]);
    expect(node.url).toBe(ctx.locale === "it" ? `${SITE}/events/serata` : `${SITE}/en/events/serata`);
    expect(node.name).toBe(ctx.locale === "it" ? "Serata al banco" : "Evening at the counter");
  }
  const node = eventJsonLd(EVENT, SETTINGS, it);
  expect(node.eventStatus).toBe("https://schema.org/EventScheduled");
  expect(node.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  expect(node.location).toEqual({
    "@type": "Place",
    name: "Salone Ottavia",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Via dei Cappellari 61",
      postalCode: "00186",
      addressLocality: "Roma",
      addressRegion: "RM",
      addressCountry: "IT",
    },
  });
  expect(node.offers).toEqual({
    "@type": "Offer",
    price: 55,
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
    url: `${SITE}/events/serata`,
  });
  expect((node.image as string[]).length).toBe(3);
  expect((node.image as string[])[0]).toMatch(/^https:\/\/salone\.example\/images\//);
});

test("startDate and endDate carry the day's offset: +01:00 the Saturday before the change, +02:00 the Monday after", () => {
  expect(eventJsonLd(EVENT, SETTINGS, it)).toMatchObject({
    startDate: "2027-03-27T20:00:00+01:00",
    endDate: "2027-03-27T23:00:00+01:00",
  });
  const monday = { ...EVENT, start: "2027-03-29T18:00:00.000Z", end: "2027-03-29T21:00:00.000Z" };
  expect(eventJsonLd(monday, SETTINGS, it)).toMatchObject({
    startDate: "2027-03-29T20:00:00+02:00",
    endDate: "2027-03-29T23:00:00+02:00",
  });
  // The last Sunday of October: a night that starts in summer time and ends in winter time.
  const october = { ...EVENT, start: "2026-10-24T20:00:00.000Z", end: "2026-10-25T02:00:00.000Z" };
  expect(eventJsonLd(october, SETTINGS, it)).toMatchObject({
    startDate: "2026-10-24T22:00:00+02:00",
    endDate: "2026-10-25T03:00:00+01:00",
  });
});

test("sold out says SoldOut; a free event is an offer at 0; elsewhere is its own place", () => {
  expect(eventJsonLd({ ...EVENT, soldOut: true }, SETTINGS, it).offers).toMatchObject({
    availability: "https://schema.org/SoldOut",
  });
  const free = eventJsonLd({ ...EVENT, free: true, price: undefined }, SETTINGS, en);
  expect(free.offers).toMatchObject({ price: 0, priceCurrency: "EUR" });
  expect(valid(free)).toEqual([]);
  const market = {
    ...EVENT,
    placeName: "Mercato di Testaccio",
    placeAddress: {
      streetAddress: "Via Galvani",
      postalCode: "00153",
      addressLocality: "Roma",
      addressRegion: "RM",
      addressCountry: "IT",
    },
  };
  const node = eventJsonLd(market, SETTINGS, it);
  expect(node.location).toMatchObject({ name: "Mercato di Testaccio", address: { postalCode: "00153" } });
  expect(valid(node)).toEqual([]);
  expect(placeLine(eventPlace(market, SETTINGS))).toBe("Mercato di Testaccio, Via Galvani, 00153 Roma");
});

test("the validator rejects an event whose times have no offset, or that lacks its place", () => {
  const node = eventJsonLd(EVENT, SETTINGS, it);
  expect(valid({ ...node, startDate: "2027-03-27T20:00:00" })).toEqual([expect.stringContaining("startDate")]);
  expect(valid({ ...node, startDate: "2027-03-27T19:00:00Z" })).toEqual([expect.stringContaining("startDate")]);
  const { location: _location, ...placeless } = node;
  expect(valid(placeless)).toEqual([expect.stringContaining("location: required")]);
});
