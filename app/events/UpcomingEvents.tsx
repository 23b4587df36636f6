import { LocaleLink } from "~/components/LocaleLink";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "~/blocks/types";
import { blockAttrs, cx } from "~/blocks/util";
import { DateBadge } from "./DateBadge";
import { eventWhen } from "./format";
import { upcomingCount } from "./rules";
import { eventText } from "./texts";
import styles from "./UpcomingEvents.module.css";
// The head of the section is the news block's, drawn just above it on the home page: the same look,
// and the same class names (they compress against each other in the home document, which has a budget).
import news from "~/blocks/News.module.css";

/**
 * The next events, as a short list of dates and titles, and a link to all of them. No pictures and
 * one class name for the list (its items are styled through it): the home page's document has a budget. The page's query put them in the block (content/queries.ts), its loader left out any broken one (blocks/trim.ts).
 */
export function UpcomingEvents({ block }: BlockProps<"upcomingEvents">) {
  const { locale } = useI18n();
  const events = (block.events ?? []).slice(0, upcomingCount(block.count));
  const title = localized(block.title, locale) ?? eventText(locale, "upcoming");
  return (
    <section {...blockAttrs(block)} className="block container">
      <div className={news.head}>
        <h2 className={news.title}>{title}</h2>
        <LocaleLink to="/events" className={news.all}>
          {`${eventText(locale, "all")} `}
          <span aria-hidden="true">→</span>
        </LocaleLink>
      </div>
      {events.length ? (
        <ul className={cx("plain-list", styles.list)}>
          {events.map((event) => {
            const when = eventWhen(event.start, event.end, locale);
            return (
              <li key={event.slug}>
                <DateBadge day={when.day} month={when.monthShort} />
                <div>
                  <LocaleLink to={`/events/${event.slug}`}>
                    {localized(event.title, locale)}
                  </LocaleLink>
                  <p>
                    {`${when.date}, ${when.time}`}
                    {event.soldOut ? <strong>{eventText(locale, "soldOut")}</strong> : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.none}>{eventText(locale, "none")}</p>
      )}
    </section>
  );
}
