/**
 * The venue as a schema.org `Restaurant` (a FoodEstablishment, a LocalBusiness), for the home page:
 * address, geo, contacts, cuisine, price range, the weekly hours and the dated exceptions.
 */
import type { SiteSettings, TimeRange } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { upcomingExceptions, weekOf, type Weekday } from "~/hours/opening-hours";
import {
  SCHEMA_ORG,
  absoluteImageUrl,
  absoluteUrl,
  compact,
  postalAddress,
  venueId,
  type JsonLdNode,
  type SeoContext,
} from "../ui/json-ld";

const DAY_URL: Record<Weekday, string> = {
  monday: `${SCHEMA_ORG}/Monday`,
  tuesday: `${SCHEMA_ORG}/Tuesday`,
  wednesday: `${SCHEMA_ORG}/Wednesday`,
  thursday: `${SCHEMA_ORG}/Thursday`,
  friday: `${SCHEMA_ORG}/Friday`,
  saturday: `${SCHEMA_ORG}/Saturday`,
  sunday: `${SCHEMA_ORG}/Sunday`,
};

/**
 * One specification per distinct range, with every weekday that has it (Tuesday to Thursday share
 * 10:00–15:30). A range past midnight keeps `closes` earlier than `opens`, which is how schema.org
 * consumers (Google among them) read "open until after midnight". Closed days are simply absent.
 */
export function openingHoursSpecification(settings: Pick<SiteSettings, "openingHours">): JsonLdNode[] {
  const byRange = new Map<string, { range: TimeRange; days: Weekday[] }>();
  for (const { day, ranges } of weekOf(settings.openingHours)) {
    for (const range of ranges) {
      const key = `${range.opens}-${range.closes}`;
      const entry = byRange.get(key) ?? { range, days: [] };
      entry.days.push(day);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ range, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((d) => DAY_URL[d]),
    opens: range.opens,
    closes: range.closes,
  }));
}

/**
 * Dated exceptions that have not ended by `today`: a closure is opens = closes = 00:00 over its
 * dates; shorter or different hours are one specification per range.
 */
export function specialOpeningHoursSpecification(
  settings: Pick<SiteSettings, "openingExceptions">,
  today: string,
): JsonLdNode[] {
  return upcomingExceptions(settings.openingExceptions, today).flatMap((exception) => {
    const dates = { validFrom: exception.from, validThrough: exception.to };
    const ranges = exception.closed ? [] : (exception.ranges ?? []);
    if (!ranges.length) return [{ "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", ...dates }];
    return ranges.map((range) => ({
      "@type": "OpeningHoursSpecification",
      opens: range.opens,
      closes: range.closes,
      ...dates,
    }));
  });
}

/** A short reference to the venue (author and publisher of articles). */
export function venueReference(settings: Pick<SiteSettings, "title">, ctx: SeoContext): JsonLdNode {
  return { "@type": "Restaurant", "@id": venueId(ctx.siteUrl), name: settings.title ?? "", url: absoluteUrl(ctx, "/") };
}

export function restaurantJsonLd(settings: SiteSettings, ctx: SeoContext, today: string): JsonLdNode {
  const geo = settings.geo;
  return compact({
    "@context": SCHEMA_ORG,
    "@type": "Restaurant",
    "@id": venueId(ctx.siteUrl),
    name: settings.title,
    description: localized<string>(settings.description, ctx.locale),
    url: absoluteUrl(ctx, "/"),
    image: absoluteImageUrl(ctx, settings.shareImage, { width: 1200, height: 630 }),
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings.address),
    geo:
      geo && Number.isFinite(geo.lat) && Number.isFinite(geo.lng) ?
        { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lng }
      : undefined,
    servesCuisine: settings.servesCuisine?.filter((c) => typeof c === "string" && c),
    priceRange: settings.priceRange,
    acceptsReservations: typeof settings.acceptsReservations === "boolean" ? settings.acceptsReservations : undefined,
    hasMenu: absoluteUrl(ctx, "/menu"),
    openingHoursSpecification: openingHoursSpecification(settings),
    specialOpeningHoursSpecification: specialOpeningHoursSpecification(settings, today),
    sameAs: (settings.socialLinks ?? [])
      .map((link) => link?.url)
      .filter((url): url is string => typeof url === "string" && /^https:\/\//.test(url)),
  });
}
