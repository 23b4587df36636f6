/**
 * The events' queries (routes/events.tsx, routes/event.tsx, the calendars), shaped as their pages
 * draw them (content-client/fragments.ts): the visitor's language (`$locale`), no nulls, no untitled
 * events. `$now` is the request's instant to the minute (events/rules.ts queryNow): an event is still
 * to come until it has ended. Which events are usable (a start, an end after it) is the app's rule
 * (events/rules.ts), applied to every result.
 */
import { defineQuery } from "groq";
import { DESCRIPTION, IMAGE, TITLE, TITLED } from "../content-client/fragments";

/** An address, without its shape-only `_type`. */
const ADDRESS = /* groq */ `{streetAddress, postalCode, addressLocality, addressRegion, addressCountry}`;

/** An event as a card shows it. */
const EVENT_CARD =
  /* groq */ `_id, _updatedAt, "slug": slug.current, ${TITLE}, start, end, ...select(defined(free) => {free}), ...select(defined(price) => {price}), ...select(defined(soldOut) => {soldOut}), ...select(defined(image.asset) => {"image": image${IMAGE}})` as const;
/** An event as its page and a calendar show it. */
const EVENT_FIELDS =
  /* groq */ `${EVENT_CARD}, ${DESCRIPTION}, ...select(defined(bookingUrl) => {bookingUrl}), ...select(defined(bookingEmail) => {bookingEmail}), ...select(defined(bookingPhone) => {bookingPhone}), ...select(defined(placeName) => {placeName}), ...select(defined(placeAddress) => {"placeAddress": placeAddress${ADDRESS}})` as const;

const UPCOMING =
  /* groq */ `_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now) && ${TITLED}` as const;
const PAST =
  /* groq */ `_type == "event" && defined(slug.current) && dateTime(end) <= dateTime($now) && ${TITLED}` as const;

/**
 * The listing: the events to come (soonest first, at most $upcomingLimit), and one page of the archive
 * (latest first).
 */
export const EVENTS_QUERY = /* @__PURE__ */ defineQuery(`{
  "upcoming": *[${UPCOMING}] | order(start asc, _id asc) [0...$upcomingLimit]{${EVENT_CARD}},
  "pastTotal": count(*[${PAST}]),
  "past": *[${PAST}] | order(start desc, _id asc) [$start...$end]{${EVENT_CARD}}
}`);

export const EVENT_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "event" && slug.current == $slug && ${TITLED}][0]{${EVENT_FIELDS}}`,
);

/** The events to come, soonest first: the calendar feed. */
export const UPCOMING_EVENTS_QUERY = /* @__PURE__ */ defineQuery(
  `*[${UPCOMING}] | order(start asc, _id asc) [0...$size]{${EVENT_FIELDS}}`,
);
