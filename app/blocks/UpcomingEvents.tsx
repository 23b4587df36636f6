import { LocaleLink } from "~/i18n/LocaleLink";
import { useI18n } from "~/i18n/context";
import { formatDate, localized } from "~/i18n/format";
import type { BlockProps } from "~/blocks/types";
import { blockAttrs } from "~/blocks/util";
import { formatTime, romeWallClock } from "~/hours/opening-hours";
import styles from "./UpcomingEvents.module.css";
// The head of the section is every home section's, the news block's just above it among them: the
// same look, and the same class names (they compress against each other in the home document).
import head from "~/blocks/SectionHead.module.css?classes";

/** HH:MM on Rome's clock. */
const clock = (iso: string) => formatTime(romeWallClock(Date.parse(iso)).minutes);

/**
 * The next events: for each, its day and hours in Rome and its title, and a link to all of them.
 * Small on purpose, in code and in markup: it is in the home page's first load and document, which
 * both have a budget. No pictures, one class name (its items are styled through it), and dates
 * written with the helpers the home page loads anyway (the journal's dates, the hours' times), not
 * the events' own (format.ts, DateBadge), which stay in the events' chunks. The page's query put the
 * events in the block (blocks/queries.ts), its loader kept the usable ones (blocks/trim.ts).
 */
export function UpcomingEvents({ block }: BlockProps<"upcomingEvents">) {
  const { locale, t } = useI18n();
  const events = block.events ?? [];
  return (
    <section {...blockAttrs(block)} className="block container">
      <div className={head.head}>
        <h2 className={head.title}>{localized(block.title, locale)}</h2>
        <LocaleLink to="/events" className={head.all}>
          {`${t("events.all")} `}
          <span aria-hidden="true">→</span>
        </LocaleLink>
      </div>
      <ul className={`plain-list ${styles.list}`}>
        {events.map((event) => (
          <li key={event.slug}>
            <p>
              {`${formatDate(event.start, locale)}, ${clock(event.start)}–${clock(event.end)}`}
              {event.soldOut ?
                <strong>{t("events.soldOut")}</strong>
              : null}
            </p>
            <LocaleLink to={`/events/${event.slug}`}>{localized(event.title, locale)}</LocaleLink>
          </li>
        ))}
      </ul>
      {events.length ? null : <p>{t("events.none")}</p>}
    </section>
  );
}
