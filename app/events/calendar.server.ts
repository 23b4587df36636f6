/**
 * The calendar files' responses: one event to add (`/events/{slug}/calendar.ics`, an attachment) and
 * the feed of the events to come in a language (`/events/calendar.ics`, `/en/events/calendar.ics`, for
 * a calendar to subscribe to). Both in the URL's language, with the events' stable UIDs.
 */
import { publicConfig } from "@config/config.server";
import type { SiteSettings } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { localizePath, type Locale } from "@site/locales";
import { RESOURCE_CACHE_CONTROL } from "~/request/resource.server";
import { CALENDAR_CONTENT_TYPE, calendarFile, type CalendarEvent } from "./ics";
import { eventPlace, placeLine } from "./json-ld";
import { eventText } from "~/i18n/messages/events";
import type { EventDocument } from "./types";

type CalendarSource = Pick<
  EventDocument,
  "_id" | "_updatedAt" | "slug" | "title" | "description" | "start" | "end" | "placeName" | "placeAddress"
>;

export function calendarEvent(
  event: CalendarSource,
  settings: SiteSettings | null,
  locale: Locale,
  siteUrl: string,
): CalendarEvent {
  const page = `${siteUrl.replace(/\/+$/, "")}${localizePath(`/events/${event.slug}`, locale)}`;
  return {
    id: event._id,
    url: page,
    title: localized<string>(event.title, locale) ?? event.slug,
    description: [localized<string>(event.description, locale), page].filter(Boolean).join("\n\n"),
    location: placeLine(eventPlace(event, settings)),
    start: Date.parse(event.start),
    end: Date.parse(event.end),
    updated: Date.parse(event._updatedAt),
  };
}

export function calendarResponse(
  events: readonly CalendarSource[],
  settings: SiteSettings | null,
  locale: Locale,
  options: { feed: boolean; filename?: string },
): Response {
  const { siteUrl } = publicConfig();
  const site = settings?.title ?? "Salone";
  const body = calendarFile({
    siteUrl,
    language: locale,
    name: options.feed ? `${site} · ${eventText(locale, "calendarName")}` : undefined,
    events: events.map((event) => calendarEvent(event, settings, locale, siteUrl)),
  });
  const headers: Record<string, string> = {
    "Content-Type": CALENDAR_CONTENT_TYPE,
    "Cache-Control": RESOURCE_CACHE_CONTROL,
  };
  if (options.filename) headers["Content-Disposition"] = `attachment; filename="${options.filename}"`;
  return new Response(body, { headers });
}
