import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { navigationFailure } from "./navigation-failure";
import { useI18n } from "~/i18n/context";
import { OFFLINE_FAILURE_EVENT, useChunkFailure } from "~/errors/chunk-reload";
import { PROGRESS_DURATION_MS, progress } from "./progress";
import styles from "./ProgressBar.module.css";

/**
 * The page-loading bar for client-side navigations that take a while (React Router's navigation
 * state); its timing lives in ./progress, whether the page's data failed in ./navigation-failure.
 */
export function ProgressBar() {
  const { t } = useI18n();
  const navigation = useNavigation();
  // The data failed and the error page shows.
  const failed = useSyncExternalStore(navigationFailure.subscribe, navigationFailure.failed, () => false);
  const pending = navigation.state === "idle" ? undefined : navigation.location;
  const pendingKey = pending ? (pending.key ?? "pending") : undefined;
  const pendingHref = pending ? pending.pathname + pending.search + pending.hash : undefined;
  const phase = useSyncExternalStore(progress.subscribe, progress.phase, () => "hidden");

  useEffect(() => {
    if (pendingKey !== undefined) navigationFailure.navigationStarted();
  }, [pendingKey]);
  useEffect(() => progress.update(pendingKey, pendingHref, failed), [pendingKey, pendingHref, failed]);
  useChunkFailure(useCallback(({ target }) => progress.fail(target), []));
  useChunkFailure(
    useCallback(({ target }) => progress.fail(target, true), []),
    OFFLINE_FAILURE_EVENT,
  );

  if (phase === "hidden") return null;
  return (
    <div
      className={styles.bar}
      data-state={phase}
      role="progressbar"
      aria-label={t("progress.label")}
      style={{ "--progress-duration": `${PROGRESS_DURATION_MS}ms` }}
    />
  );
}
