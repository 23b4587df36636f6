import { useHydrated } from "~/browser/hydrated";
import styles from "./PrintButton.module.css";

/**
 * "Print the menu": a button only once JavaScript runs (without it, the browser's own Print still works).
 * On a phone it is a printer beside the filter (its words stay its name), so the dishes start higher.
 */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={[className, styles.print].filter(Boolean).join(" ")}
      data-print="hide"
      onClick={() => window.print()}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
