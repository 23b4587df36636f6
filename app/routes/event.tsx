import { pageData } from "~/middleware/page-data.server";
import type { Route } from "./+types/event";
import { memoRoute } from "~/ui/memo-route";
import { loadContent } from "~/content-client/fetch.server";
import { EVENT_QUERY } from "~/events/queries";
import { LocaleLink } from "~/i18n/LocaleLink";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { SanityImage } from "~/media/SanityImage";
import { ServerMarkup } from "~/browser/server-markup";
import { StructuredData } from "~/ui/StructuredData";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { isValidSlug } from "~/content-client/validation";
import { siteRequest } from "~/middleware/site-request.server";
import { EventFacts } from "~/events/EventFacts";
import { eventPlace } from "~/events/json-ld";
import { usableEvent } from "~/events/loaders.server";
import { isUpcoming } from "~/events/rules";
import { eventStructuredData } from "~/seo/event-structured-data.server";
import { eventText } from "~/i18n/messages/events";
import doc from "~/ui/DocumentHeader.module.css";
import styles from "~/events/EventPage.module.css";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isValidSlug(params.slug)) notFound();
  const site = siteRequest({ request, url, context });
  // The settings the layout's loader asked for: fetched once per request.
  const [found, settings] = await Promise.all([
    loadContent("event", EVENT_QUERY, { slug: params.slug, locale: site.locale }),
    site.settings(),
  ]);
  const event = usableEvent(found);
  const place = eventPlace(event, settings);
  return pageData(
    { request, url, context },
    {
      event,
      place,
      over: !isUpcoming(event, site.now),
      jsonLd: await eventStructuredData({ request, url, context }, event),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, loaderData?.event.title, {
    description: loaderData?.event.description,
    image: loaderData?.event.image,
  });

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Event({ loaderData }: Route.ComponentProps) {
  const { locale } = useI18n();
  const { event, place, over } = loaderData;
  return (
    <article className={styles.event}>
      <ServerMarkup as="header" data={event} className={`container-narrow ${doc.header}`}>
        <p className={doc.back}>
          <LocaleLink to="/events">
            <span aria-hidden="true">←</span> {eventText(locale, "back")}
          </LocaleLink>
        </p>
        <h1 className={doc.title}>{localized(event.title, locale)}</h1>
        <p className={doc.standfirst}>{localized(event.description, locale)}</p>
      </ServerMarkup>
      <div className={`container ${styles.layout}`}>
        <SanityImage
          image={event.image}
          sizes="(min-width: 1024px) 44rem, 100vw"
          priority
          aspectRatio={3 / 2}
          className={doc.cover}
        />
        <EventFacts event={event} place={place} over={over} />
      </div>
      <StructuredData items={loaderData.jsonLd} />
    </article>
  );
});

export const ErrorBoundary = RouteErrorBoundary;
