/**
 * The rules of an event: when it is usable (a start, an end after it), when it is still to come.
 * One home for each: the loaders, the calendar files, the JSON-LD and the Studio's validation
 * (studio/schemaTypes/rules.ts) import them. Its price and how to book: offer.ts (apart, because the
 * home page's loader imports this module and the bundler then counts it in the home's first load).
 */

/** What every rule of this module reads of an event. */
export interface EventTimes {
  start?: unknown;
  end?: unknown;
}

const instantOf = (iso: unknown): number => (typeof iso === "string" && iso ? Date.parse(iso) : Number.NaN);

/** Why an event cannot be shown (no start, no end, an end not after its start), or null when it can. */
export function eventProblem(event: EventTimes): string | null {
  const start = instantOf(event.start);
  const end = instantOf(event.end);
  if (Number.isNaN(start)) return "no start";
  if (Number.isNaN(end)) return "no end";
  if (end <= start) return "ends before it starts";
  return null;
}

/** An event is still to come until it has ended (one under way is listed with the upcoming ones). */
export function isUpcoming(event: EventTimes, now: number): boolean {
  return instantOf(event.end) > now;
}

/** The usable events of a list, in their order; each one skipped is reported (`warn`) with the reason. */
export function usableEvents<T extends EventTimes & { _id?: unknown; slug?: unknown }>(
  events: readonly T[] | null | undefined,
  warn: (problem: { id: unknown; slug: unknown; problem: string }) => void,
): T[] {
  return (events ?? []).filter((event) => {
    const problem = eventProblem(event);
    if (problem) warn({ id: event._id, slug: event.slug, problem });
    return !problem;
  });
}

/** "now" for the events' queries: to the minute, so that a minute's requests share one cached result. */
export function queryNow(instant: number): string {
  return new Date(Math.floor(instant / 60_000) * 60_000).toISOString();
}

/** How many events the listing's archive shows per page (as the journal pages its articles). */
export const EVENTS_ARCHIVE_PAGE_SIZE = 9;
/** How many events still to come the listing shows at most (a venue has a few a month). */
export const EVENTS_UPCOMING_LIMIT = 24;
/** How many the calendar feed and the home page's section ask for. */
export const EVENTS_FEED_SIZE = 50;
/** How many events the home page's section shows: its `count` when a positive number, else 3. */
export function upcomingCount(count: unknown): number {
  return typeof count === "number" && count > 0 ? Math.min(6, Math.floor(count)) : 3;
}
