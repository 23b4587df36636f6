import styles from "./DateBadge.module.css";

/**
 * The day and short month of an event, like a torn-off calendar leaf; the full date is read beside
 * it. Two elements, no more: it is drawn on the home page, whose document has a budget.
 */
export function DateBadge({ day, month }: { day: number; month: string }) {
  return (
    <span className={styles.badge} aria-hidden="true">
      {day}
      <small>{month}</small>
    </span>
  );
}
