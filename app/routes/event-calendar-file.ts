import type { Route } from "./+types/event-calendar-file";
import { loadContent } from "~/content-client/fetch.server";
import { SETTINGS_QUERY } from "~/chrome/queries";
import { EVENT_QUERY } from "~/events/queries";
import { splitLocalePath } from "@site/locales";
import { isValidSlug } from "~/content-client/validation";
import { xmlResource } from "~/request/resource.server";
import { calendarResponse } from "~/events/calendar.server";
import { eventProblem } from "~/events/rules";
import { warnSkipped } from "~/events/loaders.server";

const notFound = () =>
  new Response("Not Found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=30" },
  });

/** GET /events/{slug}/calendar.ics (and /en, /it): one event to add to a calendar, in the URL's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = splitLocalePath(new URL(request.url).pathname).prefix || "it";
  return xmlResource("event calendar", async () => {
    if (!isValidSlug(params.slug)) return notFound();
    const [event, settings] = await Promise.all([
      loadContent("event", EVENT_QUERY, { slug: params.slug, locale }),
      loadContent("settings", SETTINGS_QUERY, { locale }),
    ]);
    if (!event) return notFound();
    const problem = eventProblem(event);
    if (problem) {
      warnSkipped({ id: event._id, slug: event.slug, problem });
      return notFound();
    }
    return calendarResponse([event], settings, locale, { feed: false, filename: `${event.slug}.ics` });
  });
}
