import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "~/i18n/context";
import { useChunkFailure, useNavigationWatchdog } from "./chunk-reload";
import styles from "../ui/Notice.module.css";

/**
 * When the code of a page could not load and the page may not reload itself again yet (chunk
 * recovery's once-per-minute rule), the visitor is told, with a link that loads the page in full.
 * It also keeps the watch on navigations that never settle (errors/chunk-reload).
 */
export function LoadFailedNotice() {
  const { t } = useI18n();
  const location = useLocation();
  useNavigationWatchdog();
  const [failure, setFailure] = useState<{ href: string; at: string }>();
  useChunkFailure(
    useCallback(
      ({ target }) => {
        // Only a page the visitor was going to: an optional chunk failing (smooth scrolling) says nothing.
        if (target) setFailure({ href: target, at: location.key });
      },
      [location.key],
    ),
  );
  // A later page that loaded makes the notice stale.
  const show = failure && failure.at === location.key;
  return (
    <div role="alert">
      {show ?
        <p className={`${styles.notice} ${styles.failed}`}>
          {t("network.loadFailed")} <a href={failure.href}>{t("network.loadFailedRetry")}</a>
        </p>
      : null}
    </div>
  );
}
