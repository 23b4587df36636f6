import { LocaleLink } from "~/i18n/LocaleLink";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { safeHref } from "~/content-client/validation";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./UnderlineCallToAction.module.css?classes";

/** A quiet call to action: an underlined line of text with an arrow. */
export function UnderlineCallToAction({ block }: BlockProps<"underlineCallToAction">) {
  const { locale } = useI18n();
  const href = safeHref(block.href);
  const label = localized(block.label, locale);
  if (!label) return null;
  return (
    <p {...blockAttrs(block)} className={cx("block container", styles.wrap)}>
      {href ?
        <LocaleLink to={href} className={styles.link}>
          <span className={styles.label}>{label}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </LocaleLink>
      : <span className={styles.label}>{label}</span>}
    </p>
  );
}
