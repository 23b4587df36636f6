import { useI18n } from "~/i18n/context";
import { ServerMarkup } from "~/browser/server-markup";
import type { eventPlace } from "./json-ld";
import { EventPrice } from "./EventPrice";
import { eventWhen } from "./format";
import { bookingOf } from "./offer";
import { eventText } from "~/i18n/messages/events";
import type { EventDocument } from "./types";
import styles from "./EventPage.module.css";

/** When, where, how much and how to book, and the calendar file to download. */
export function EventFacts({
  event,
  place,
  over,
}: {
  event: EventDocument;
  place: ReturnType<typeof eventPlace>;
  over: boolean;
}) {
  const { locale, path, t } = useI18n();
  const when = eventWhen(event.start, event.end, locale);
  const booking = bookingOf(event);
  const address = place.address;
  return (
    // Text and links: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup as="aside" data={event} className={styles.facts}>
      {over ?
        <p className={styles.notice}>{eventText(locale, "over")}</p>
      : null}
      {event.soldOut && !over ?
        <p className={`${styles.notice} ${styles.soldOut}`}>{t("events.soldOut")}</p>
      : null}
      <dl className={styles.list}>
        <dt>{eventText(locale, "when")}</dt>
        <dd>
          <time dateTime={event.start} className={styles.date}>
            {when.date}
          </time>
          <br />
          {when.time}
        </dd>
        <dt>{eventText(locale, "where")}</dt>
        <dd>
          {place.name}
          {address ?
            <>
              <br />
              {address.streetAddress}, {address.postalCode} {address.addressLocality}
            </>
          : null}
        </dd>
        <dt>{eventText(locale, "price")}</dt>
        <dd>
          <EventPrice event={event} />
        </dd>
        {!over && !event.soldOut ?
          <>
            <dt>{eventText(locale, "booking")}</dt>
            <dd>
              {booking ?
                <a href={booking.href} {...(booking.kind === "url" ? { rel: "noopener", target: "_blank" } : {})}>
                  {booking.kind === "url" ? eventText(locale, "bookOnline") : booking.label}
                </a>
              : eventText(locale, "noBooking")}
            </dd>
          </>
        : null}
      </dl>
      {!over ?
        <a
          className={styles.calendar}
          href={path(`/events/${event.slug}/calendar.ics`)}
          download={`${event.slug}.ics`}
          type="text/calendar"
        >
          <span aria-hidden="true">+</span> {eventText(locale, "addToCalendar")}
        </a>
      : null}
    </ServerMarkup>
  );
}
