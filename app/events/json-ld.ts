/**
 * An event as a schema.org `Event` (the rich result search engines show for events): its times on
 * Rome's clock with the offset of that day (+01:00 in winter, +02:00 in summer time), the place (the
 * venue by default), the offer (price or free, sold out or not) and the venue as organiser.
 */
import type { SiteSettings } from "~/content-client/types";
import { localized } from "~/i18n/format";
import {
  SCHEMA_ORG,
  absoluteImageUrl,
  absoluteUrl,
  compact,
  postalAddress,
  type JsonLdNode,
  type SeoContext,
} from "~/ui/json-ld";
import { venueReference } from "~/venue/structured-data";
import { priceOf } from "./offer";
import { romeIsoWithOffset } from "./time";
import type { EventDocument } from "./types";

/** Google asks for several aspect ratios of an event's image (16:9, 4:3, 1:1), at least 1200 px wide. */
const EVENT_IMAGE_SIZES = [
  { width: 1200, height: 675 },
  { width: 1200, height: 900 },
  { width: 1200, height: 1200 },
];

/** The event's place: its own, or the venue's name and address from the settings. */
export function eventPlace(
  event: Pick<EventDocument, "placeName" | "placeAddress">,
  settings: Pick<SiteSettings, "title" | "address"> | null,
) {
  if (event.placeName) return { name: event.placeName, address: event.placeAddress };
  if (!settings?.address) return { name: settings?.title ?? "" };
  return { name: settings.title ?? "", address: settings.address };
}

/** The place in one line, for a calendar: "Salone Ottavia, Via dei Cappellari 61, 00186 Roma". */
export function placeLine(place: ReturnType<typeof eventPlace>): string {
  const a = place.address;
  return [place.name, a?.streetAddress, [a?.postalCode, a?.addressLocality].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

export function eventJsonLd(event: EventDocument, settings: SiteSettings | null, ctx: SeoContext): JsonLdNode {
  const url = absoluteUrl(ctx, `/events/${event.slug}`);
  const place = eventPlace(event, settings);
  const price = priceOf(event);
  return compact({
    "@context": SCHEMA_ORG,
    "@type": "Event",
    "@id": `${url}#event`,
    name: localized<string>(event.title, ctx.locale),
    description: localized<string>(event.description, ctx.locale),
    url,
    inLanguage: ctx.locale,
    startDate: romeIsoWithOffset(Date.parse(event.start)),
    endDate: romeIsoWithOffset(Date.parse(event.end)),
    eventStatus: `${SCHEMA_ORG}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA_ORG}/OfflineEventAttendanceMode`,
    image: EVENT_IMAGE_SIZES.map((size) => absoluteImageUrl(ctx, event.image, size)).filter((u): u is string =>
      Boolean(u),
    ),
    location: compact({
      "@type": "Place",
      name: place.name,
      address: postalAddress(place.address),
    }),
    offers:
      price ?
        {
          "@type": "Offer",
          price: price.free ? 0 : price.amount,
          priceCurrency: "EUR",
          availability: `${SCHEMA_ORG}/${event.soldOut ? "SoldOut" : "InStock"}`,
          url,
        }
      : undefined,
    organizer: venueReference({ title: settings?.title }, ctx),
  });
}
