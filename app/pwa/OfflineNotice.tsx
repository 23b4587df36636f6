import { useI18n } from "~/i18n/context";
import { useOnline } from "~/browser/online";
import styles from "../ui/Notice.module.css";

/**
 * A small, polite notice while the browser is offline. The live region is always in the page (empty
 * while online), so screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const online = useOnline();
  return <div role="status">{online ? null : <p className={styles.notice}>{t("network.offline")}</p>}</div>;
}
