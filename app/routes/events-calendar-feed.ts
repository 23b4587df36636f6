import type { Route } from "./+types/events-calendar-feed";
import { loadContent } from "~/content-client/fetch.server";
import { SETTINGS_QUERY } from "~/chrome/queries";
import { UPCOMING_EVENTS_QUERY } from "~/events/queries";
import { splitLocalePath } from "@site/locales";
import { siteRequest } from "~/middleware/site-request.server";
import { xmlResource } from "~/request/resource.server";
import { calendarResponse } from "~/events/calendar.server";
import { warnSkipped } from "~/events/loaders.server";
import { EVENTS_FEED_SIZE, queryNow, usableEvents } from "~/events/rules";

/**
 * GET /events/calendar.ics (Italian; /it too) and /en/events/calendar.ics: the events to come, a calendar to
 * subscribe to.
 */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = splitLocalePath(url.pathname).prefix || "it";
  return xmlResource("events calendar", async () => {
    const [events, settings] = await Promise.all([
      loadContent("events-calendar", UPCOMING_EVENTS_QUERY, {
        locale,
        now: queryNow(siteRequest({ request, url, context }).now),
        size: EVENTS_FEED_SIZE,
      }),
      loadContent("settings", SETTINGS_QUERY, { locale }),
    ]);
    return calendarResponse(usableEvents(events, warnSkipped), settings, locale, { feed: true });
  });
}
