import type { OpeningDay } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { endsNextDay, formatRange, groupWeek, type Weekday } from "./opening-hours";
import styles from "./HoursSummary.module.css";

/** The week in a few lines: days with the same hours grouped (Tue–Thu 10:00–15:30 · 18:30–23:00). */
export function HoursSummary({ days, className }: { days: OpeningDay[] | null | undefined; className?: string }) {
  const { t } = useI18n();
  const groups = groupWeek(days);
  if (!Array.isArray(days) || days.length === 0) return null;
  const dayName = (day: Weekday) => t(`day.${day}`);
  const short = (day: Weekday) => t(`dayShort.${day}`);
  return (
    <dl className={[styles.summary, className].filter(Boolean).join(" ")}>
      {groups.map((group) => (
        <div key={group.from} className={styles.row}>
          <dt>
            {group.from === group.to ?
              <abbr title={dayName(group.from)}>{short(group.from)}</abbr>
            : <>
                <abbr title={dayName(group.from)}>{short(group.from)}</abbr>–
                <abbr title={dayName(group.to)}>{short(group.to)}</abbr>
              </>
            }
          </dt>
          <dd>
            {group.ranges.length === 0 ?
              t("hours.closed")
            : group.ranges.map((range, i) => (
                <span key={i} className={styles.range}>
                  {formatRange(range)}
                  {endsNextDay(range) ?
                    <span className="visually-hidden"> {t("hours.nextDay")}</span>
                  : null}
                </span>
              ))
            }
          </dd>
        </div>
      ))}
    </dl>
  );
}
