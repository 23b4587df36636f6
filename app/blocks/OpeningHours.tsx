import { useSiteSettings, useVenue } from "~/venue/SiteSettings";
import { ServerMarkup } from "~/browser/server-markup";
import { EXCEPTIONS_LISTED, endsNextDay, romeToday, service, upcomingExceptions, weekOf } from "~/hours/opening-hours";
import type { OpeningException, TimeRange } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import type { Locale } from "@site/locales";
import { dayMonthYear } from "~/i18n/calendar";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./OpeningHours.module.css?classes";

/**
 * The week's hours from the site settings (lunch and dinner, closed days) and the closures and
 * special days still to come. Whether the salon is open right now is not shown here.
 */
export function OpeningHours({ block }: BlockProps<"openingHours">) {
  const { locale, t } = useI18n();
  const settings = useSiteSettings();
  const week = weekOf(settings.openingHours);
  // The server's "today" (from the request it answered), so the browser hydrates the same list.
  const today = useVenue()?.openingStatus?.today ?? romeToday();
  const exceptions = upcomingExceptions(settings.openingExceptions, today, EXCEPTIONS_LISTED);
  const title = localized(block.title, locale);
  const Sub = title ? "h3" : "h2";
  const id = `hours-${block._key ?? "block"}`;

  return (
    // Text only: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="section"
      data={block}
      {...blockAttrs(block)}
      className={cx("block container", styles.hours)}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className={styles.card}>
        {title ?
          <h2 id={`${id}-title`} className={styles.title} lang={fallbackLang(block.title, locale)}>
            {title}
          </h2>
        : null}
        <div className={styles.columns}>
          <div>
            <Sub className={styles.subtitle}>{t("hours.week")}</Sub>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t("hours.day")}</span>
                  </th>
                  <th scope="col">{t("hours.lunch")}</th>
                  <th scope="col">{t("hours.dinner")}</th>
                </tr>
              </thead>
              <tbody>
                {week.map(({ day, ranges }) => {
                  const lunch = ranges.filter((r) => service(r) === "lunch");
                  const dinner = ranges.filter((r) => service(r) === "dinner");
                  return (
                    <tr key={day} className={ranges.length ? undefined : styles.closedRow}>
                      <th scope="row">{t(`day.${day}`)}</th>
                      {ranges.length === 0 ?
                        <td colSpan={2} className={styles.closed}>
                          {t("hours.closed")}
                        </td>
                      : <>
                          <td>
                            <Ranges ranges={lunch} />
                          </td>
                          <td>
                            <Ranges ranges={dinner} />
                          </td>
                        </>
                      }
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {exceptions.length || block.note ?
            <div className={styles.side}>
              {exceptions.length ?
                <div>
                  <Sub className={styles.subtitle}>{t("hours.exceptions")}</Sub>
                  <ul className={cx("plain-list", styles.exceptions)}>
                    {exceptions.map((x, i) => (
                      <li key={i} className={styles.exception}>
                        <span className={styles.when}>{formatDays(x, locale)}</span>
                        <span className={styles.what} lang={fallbackLang(x.label, locale)}>
                          {localized(x.label, locale)}
                        </span>
                        <span className={styles.status}>
                          {x.closed || !x.ranges?.length ? t("hours.closed") : <Ranges ranges={x.ranges} />}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              : null}
              {block.note ?
                <div className={styles.note} lang={fallbackLang(block.note, locale)}>
                  {lines(localized(block.note, locale)).map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
                </div>
              : null}
            </div>
          : null}
        </div>
      </div>
    </ServerMarkup>
  );
}

function Ranges({ ranges }: { ranges: TimeRange[] }) {
  const { t } = useI18n();
  if (ranges.length === 0)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t("hours.closed")}</span>
      </>
    );
  return (
    <>
      {ranges.map((range, i) => (
        <span key={i} className={styles.range}>
          <time dateTime={range.opens}>{range.opens}</time>–<time dateTime={range.closes}>{range.closes}</time>
          {endsNextDay(range) ?
            <span className="visually-hidden"> {t("hours.nextDay")}</span>
          : null}
        </span>
      ))}
    </>
  );
}

/** 24 December 2026, or 10–23 August 2026 (in Rome's calendar, whatever the server's zone). */
function formatDays(x: OpeningException, locale: Locale): string {
  const fmt = (iso: string, parts: "day" | "day month" | "day month year") => {
    const at = new Date(`${iso}T12:00:00Z`);
    return dayMonthYear(
      { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() },
      locale,
      parts,
    );
  };
  const full = "day month year";
  if (!x.to || x.to === x.from) return fmt(x.from, full);
  const sameMonth = x.from.slice(0, 7) === x.to.slice(0, 7);
  const sameYear = x.from.slice(0, 4) === x.to.slice(0, 4);
  const start = fmt(
    x.from,
    sameMonth ? "day"
    : sameYear ? "day month"
    : full,
  );
  return `${start}–${fmt(x.to, full)}`;
}
