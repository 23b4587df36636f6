import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Headings.module.css";

/** A page or section title: level 1 is the page's h1 (a page has at most one), otherwise h2. */
export function Title({ block }: BlockProps<"title">) {
  const { locale } = useI18n();
  const level = block.level === 1 ? 1 : 2;
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div {...blockAttrs(block)} className={cx("block block-heading container-narrow", styles.title, level === 1 && styles.pageTitle)}>
      <Heading className={styles.titleText}>{localized(block.text, locale)}</Heading>
      <span className={styles.ornament} aria-hidden="true" />
    </div>
  );
}
