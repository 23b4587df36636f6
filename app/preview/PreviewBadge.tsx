import { useLocation } from "react-router";
import { useI18n } from "~/i18n/context";
import styles from "./PreviewBadge.module.css?classes";

/**
 * Shown to an editor whose browser is in preview (drafts visible): a badge that cannot be mistaken
 * for the public site, and a way out. The exit link is a plain anchor: it is a server endpoint that
 * clears the cookie, not a page.
 */
export function PreviewBadge() {
  const { t } = useI18n();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <aside className={styles.badge} aria-label={t("preview.badge")} data-testid="preview-badge">
      <strong className={styles.label}>{t("preview.badge")}</strong>
      <span className={styles.description}>{t("preview.description")}</span>
      <a className={styles.exit} href={`/api/preview/exit?redirect=${encodeURIComponent(back)}`} rel="nofollow">
        {t("preview.exit")}
      </a>
    </aside>
  );
}
