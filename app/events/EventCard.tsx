import { LocaleLink } from "~/i18n/LocaleLink";
import { SanityImage } from "~/media/SanityImage";
import { ServerMarkup } from "~/browser/server-markup";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { DateBadge } from "./DateBadge";
import { eventWhen } from "./format";
import { EventPrice } from "./EventPrice";
import type { EventCardData } from "./types";
import card from "~/ui/Card.module.css";
import styles from "./EventCard.module.css";

/**
 * An event as a card: picture with its date, title, day and hours, price or sold out. The whole card
 * is the link's target. `lead`: the listing's first card, on a phone's first screen: its picture
 * loads at once, not lazily.
 */
export function EventCard({
  event,
  past = false,
  lead = false,
}: {
  event: Omit<EventCardData, "_updatedAt">;
  past?: boolean;
  lead?: boolean;
}) {
  const { locale, t } = useI18n();
  const when = eventWhen(event.start, event.end, locale);
  return (
    <article className={[card.card, styles.card, past ? styles.past : ""].filter(Boolean).join(" ")}>
      <div className={`${card.media} ${styles.media}`}>
        <SanityImage
          image={event.image}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 100vw"
          aspectRatio={3 / 2}
          priority={lead}
          className={`${card.cover} ${styles.cover}`}
          decorative
        />
        <span className={styles.badge}>
          <DateBadge day={when.day} month={when.monthShort} />
        </span>
      </div>
      {/* Text and a link: hydrated, the server's HTML is kept as it is (decision 0080). */}
      <ServerMarkup as="h3" data={event} className={styles.title}>
        <LocaleLink to={`/events/${event.slug}`} className={card.link}>
          {localized(event.title, locale)}
        </LocaleLink>
      </ServerMarkup>
      <ServerMarkup as="p" data={event} className={styles.when}>
        <time dateTime={event.start}>{when.date}</time>
        <br />
        {when.time}
      </ServerMarkup>
      <ServerMarkup as="p" data={event} className={styles.price}>
        {event.soldOut && !past ?
          <span className={styles.soldOut}>{t("events.soldOut")}</span>
        : <EventPrice event={event} />}
      </ServerMarkup>
    </article>
  );
}
