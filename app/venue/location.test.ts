import { expect, test } from "vitest";
import type { SiteSettings } from "~/content-client/types";
import { MAP_EMBED_ORIGIN } from "@site/frames";
import { addressLine, directionsUrl, mapEmbedUrl, openStreetMapUrl, telHref } from "./location";
import { drifted } from "../../tests/support/drifted";

const PLACE = {
  title: "Salone Ottavia",
  // Without region and country: an address that lacks what the schema requires.
  address: drifted<NonNullable<SiteSettings["address"]>>({
    streetAddress: "Via dei Cappellari 61",
    postalCode: "00186",
    addressLocality: "Roma",
  }),
  geo: { lat: 41.89631, lng: 12.47065 },
};

test("directions go to the coordinates when known, else to the address", () => {
  expect(directionsUrl(PLACE)).toBe("https://www.google.com/maps/dir/?api=1&destination=41.89631%2C12.47065");
  expect(directionsUrl({ ...PLACE, geo: undefined })).toBe(
    "https://www.google.com/maps/dir/?api=1&destination=Via%20dei%20Cappellari%2061%2C%2000186%20Roma",
  );
  expect(directionsUrl({ title: "x" })).toBeNull();
  expect(addressLine(PLACE.address)).toBe("Via dei Cappellari 61, 00186 Roma");
});

test("the embedded map is OpenStreetMap around the venue, with a marker; no coordinates, no map", () => {
  const url = new URL(mapEmbedUrl(PLACE)!);
  expect(url.origin).toBe(MAP_EMBED_ORIGIN);
  expect(url.pathname).toBe("/export/embed.html");
  expect(url.searchParams.get("marker")).toBe("41.89631,12.47065");
  const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
  expect(west! < PLACE.geo.lng && PLACE.geo.lng < east! && south! < PLACE.geo.lat && PLACE.geo.lat < north!).toBe(true);
  expect(openStreetMapUrl(PLACE)).toBe(
    "https://www.openstreetmap.org/?mlat=41.89631&mlon=12.47065#map=18/41.89631/12.47065",
  );
  expect(mapEmbedUrl({ ...PLACE, geo: { lat: Number.NaN, lng: 12 } })).toBeNull();
});

test("phone numbers become tel: links of digits", () => {
  expect(telHref("+39 06 5550 1874")).toBe("tel:+390655501874");
});
