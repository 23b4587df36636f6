import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Headings.module.css?classes";

/** A title between two fine rules, each ending in a small lozenge. */
export function LinedTitle({ block }: BlockProps<"linedTitle">) {
  const { locale } = useI18n();
  return (
    <div {...blockAttrs(block)} className={cx("block block-heading container", styles.lined)}>
      <span className={styles.rule} aria-hidden="true" />
      <h2 className={styles.linedText}>{localized(block.text, locale)}</h2>
      <span className={styles.rule} aria-hidden="true" />
    </div>
  );
}
