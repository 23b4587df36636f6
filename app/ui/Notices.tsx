import type { ReactNode } from "react";
import styles from "./Notice.module.css";

/**
 * Where the site's notices live (offline, a page that could not load). The consent banner's code sets
 * its extent on this element, not on the document's root: a custom property changed on the root is
 * inherited by every element, and the browser restyles the whole page for it (17 ms on the home page
 * at 412 px); here only the notices are restyled.
 */
export const NOTICES_ID = "notices";

export function Notices({ children }: { children: ReactNode }) {
  return (
    <div id={NOTICES_ID} className={styles.notices}>
      {children}
    </div>
  );
}
