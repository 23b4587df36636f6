/**
 * Getting to the venue: a directions link (a maps URL: nothing third-party loads until the visitor
 * follows it) and, once the visitor accepts the "experience" cookies, an embedded OpenStreetMap.
 */
import type { SiteSettings } from "~/content-client/types";
import { MAP_EMBED_ORIGIN } from "@site/frames";

type Place = Pick<SiteSettings, "title" | "address" | "geo">;

function hasGeo(geo: Place["geo"]): geo is { lat: number; lng: number } {
  const lat = geo?.lat;
  const lng = geo?.lng;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** One line: "Via dei Cappellari 61, 00186 Roma". */
export function addressLine(address: Place["address"]): string {
  if (!address) return "";
  const city = [address.postalCode, address.addressLocality].filter(Boolean).join(" ");
  return [address.streetAddress, city].filter(Boolean).join(", ");
}

/**
 * Google Maps' universal directions URL (opens the app on phones): to the coordinates when known,
 * otherwise to the address. Null when neither is known.
 */
export function directionsUrl(place: Place): string | null {
  const destination = hasGeo(place.geo) ? `${place.geo.lat},${place.geo.lng}` : addressLine(place.address);
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The venue on openstreetmap.org (a plain link, shown with the static map). */
export function openStreetMapUrl(place: Place): string | null {
  if (!hasGeo(place.geo)) return null;
  const { lat, lng } = place.geo;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}

/** The embeddable map around the venue, with a marker on it (about 600 m across). */
export function mapEmbedUrl(place: Place): string | null {
  if (!hasGeo(place.geo)) return null;
  const { lat, lng } = place.geo;
  const bbox = [lng - 0.004, lat - 0.0025, lng + 0.004, lat + 0.0025].map((n) => n.toFixed(5)).join(",");
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lng}`)}`;
}

/** A phone number as a tel: URL (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
