/** The events as the app reads them, derived from the generated types (content-client/sanity.types.ts). */
import type { EVENTS_QUERYResult, EVENT_QUERYResult } from "~/content-client/sanity.types";
import type { Loaded } from "~/content-client/types";

export type EventsListing = Loaded<EVENTS_QUERYResult>;
/** An event as a card shows it. */
export type EventCardData = EventsListing["upcoming"][number];
export type EventDocument = Loaded<NonNullable<EVENT_QUERYResult>>;
