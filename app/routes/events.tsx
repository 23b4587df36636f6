import { pageData } from "~/middleware/page-data.server";
import type { Route } from "./+types/events";
import { memoRoute } from "~/ui/memo-route";
import { loadContent } from "~/content-client/fetch.server";
import { EVENTS_QUERY } from "~/events/queries";
import { Pager } from "~/ui/Pager";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { StructuredData } from "~/ui/StructuredData";
import { breadcrumbStructuredData } from "~/seo/structured-data.server";
import { useI18n } from "~/i18n/context";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { parsePageNumber } from "~/content-client/validation";
import { siteRequest } from "~/middleware/site-request.server";
import { EventCard } from "~/events/EventCard";
import { warnSkipped } from "~/events/loaders.server";
import { EVENTS_ARCHIVE_PAGE_SIZE, EVENTS_UPCOMING_LIMIT, queryNow, usableEvents } from "~/events/rules";
import { eventText } from "~/i18n/messages/events";
import styles from "~/events/EventsListing.module.css";
import header from "~/ui/PageHeader.module.css";

/**
 * /events: the events still to come, soonest first, then the archive of those over, latest first,
 * paged as the journal is (`?page=N` pages the archive; the events to come lead the first page).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = parsePageNumber(url.searchParams.get("page"));
  if (page === null) notFound();
  const start = (page - 1) * EVENTS_ARCHIVE_PAGE_SIZE;
  const result = await loadContent("events", EVENTS_QUERY, {
    locale: siteRequest({ request, url, context }).locale,
    now: queryNow(siteRequest({ request, url, context }).now),
    upcomingLimit: EVENTS_UPCOMING_LIMIT,
    start,
    end: start + EVENTS_ARCHIVE_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(result.pastTotal / EVENTS_ARCHIVE_PAGE_SIZE));
  if (page > pages) notFound();
  const upcoming = page === 1 ? usableEvents(result.upcoming, warnSkipped) : [];
  const past = usableEvents(result.past, warnSkipped);
  const jsonLd = await breadcrumbStructuredData({ request, url, context }, (_t, locale) => [
    { name: eventText(locale, "title"), path: "/events" },
  ]);
  return pageData({ request, url, context }, { upcoming, past, page, pages, jsonLd });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(
    { matches, location },
    loaderData && loaderData.page > 1 ?
      {
        it: eventText("it", "archivePage", { page: loaderData.page }),
        en: eventText("en", "archivePage", { page: loaderData.page }),
      }
    : { it: eventText("it", "title"), en: eventText("en", "title") },
    { description: { it: eventText("it", "intro"), en: eventText("en", "intro") } },
  );

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Events({ loaderData }: Route.ComponentProps) {
  const { locale, path, t } = useI18n();
  const { upcoming, past, page, pages } = loaderData;
  return (
    <div>
      <header className={`container-narrow ${styles.header}`}>
        <p className="eyebrow">{eventText(locale, "eyebrow")}</p>
        <h1 className={header.title}>
          {page > 1 ? eventText(locale, "archivePage", { page }) : eventText(locale, "title")}
        </h1>
        {page === 1 ?
          <p className={header.lead}>{eventText(locale, "intro")}</p>
        : null}
      </header>
      {page === 1 ?
        <section className={`container ${styles.section}`} aria-labelledby="events-upcoming">
          <h2 id="events-upcoming" className={styles.sectionTitle}>
            {eventText(locale, "upcoming")}
          </h2>
          {upcoming.length ?
            <ul className={`plain-list ${styles.grid}`}>
              {upcoming.map((event, index) => (
                <li key={event._id}>
                  <EventCard event={event} lead={index === 0} />
                </li>
              ))}
            </ul>
          : <p className={styles.none}>{t("events.none")}</p>}
          <p className={styles.feed}>
            <a href={path("/events/calendar.ics")} type="text/calendar">
              <span aria-hidden="true">+</span> {eventText(locale, "calendarFeed")}
            </a>
          </p>
        </section>
      : null}
      {past.length ?
        <section className={`container ${styles.section}`} aria-labelledby="events-archive">
          <h2 id="events-archive" className={styles.sectionTitle}>
            {eventText(locale, "archive")}
          </h2>
          <ul className={`plain-list ${styles.grid}`}>
            {past.map((event, index) => (
              <li key={event._id}>
                {/* The archive leads its own pages, and the first when nothing is to come. */}
                <EventCard event={event} past lead={index === 0 && (page > 1 || !upcoming.length)} />
              </li>
            ))}
          </ul>
        </section>
      : null}
      <Pager base="/events" page={page} pages={pages} />
      <StructuredData items={loaderData.jsonLd} />
    </div>
  );
});

export const ErrorBoundary = RouteErrorBoundary;
