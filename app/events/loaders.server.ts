/** What the events' loaders and resources share on the server: the skipped event's warning and 404. */
import { notFound } from "~/errors/http-errors";
import { log } from "@config/log.server";
import { eventProblem } from "./rules";

/** Logs an event that cannot be shown (no start, no end, an end before its start), with why. */
export function warnSkipped(problem: { id: unknown; slug: unknown; problem: string }): void {
  log.warn("event skipped", problem);
}

/** The event, if it can be shown; a 404 when there is none or it is broken (and a warning says why). */
export function usableEvent<T extends { _id?: unknown; slug?: unknown; start?: unknown; end?: unknown }>(
  event: T | null | undefined,
): T {
  if (!event) notFound();
  const problem = eventProblem(event);
  if (problem) {
    warnSkipped({ id: event._id, slug: event.slug, problem });
    notFound();
  }
  return event;
}
