import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Headings.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A title between two fine rules, each ending in a small lozenge. */
export function LinedTitle({ block }: BlockProps<"linedTitle">) {
  const { locale } = useI18n();
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="div"
      data={block}
      {...blockAttrs(block)}
      className={cx("block block-heading container", styles.lined)}
    >
      <span className={styles.rule} aria-hidden="true" />
      <h2 className={styles.linedText}>{localized(block.text, locale)}</h2>
      <span className={styles.rule} aria-hidden="true" />
    </ServerMarkup>
  );
}
