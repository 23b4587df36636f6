import { useCallback, useContext, useEffect, useSyncExternalStore } from "react";
import { UNSAFE_DataRouterStateContext, useNavigation } from "react-router";
import { useI18n } from "~/i18n/context";
import { useChunkFailure } from "~/lib/chunk-reload";
import { PROGRESS_DURATION_MS, progress } from "~/lib/progress";
import styles from "./ProgressBar.module.css";

/**
 * The page-loading bar for client-side navigations that take a while (React Router's navigation
 * state); its timing lives in lib/progress.
 */
export function ProgressBar() {
  const { t } = useI18n();
  const navigation = useNavigation();
  // The router's errors after a navigation: the data failed and the error page shows.
  const failed = Boolean(useContext(UNSAFE_DataRouterStateContext)?.errors);
  const pending = navigation.state === "idle" ? undefined : navigation.location;
  const pendingKey = pending ? (pending.key ?? "pending") : undefined;
  const pendingHref = pending ? pending.pathname + pending.search + pending.hash : undefined;
  const phase = useSyncExternalStore(progress.subscribe, progress.phase, () => "hidden");

  useEffect(() => progress.update(pendingKey, pendingHref, failed), [pendingKey, pendingHref, failed]);
  useChunkFailure(useCallback(({ target }) => progress.fail(target), []));

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
