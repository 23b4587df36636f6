import { LocaleLink } from "~/i18n/LocaleLink";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { safeHref } from "~/content-client/validation";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./UnderlineCallToAction.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A quiet call to action: an underlined line of text with an arrow. */
export function UnderlineCallToAction({ block }: BlockProps<"underlineCallToAction">) {
  const { locale } = useI18n();
  const href = safeHref(block.href);
  const label = localized(block.label, locale);
  if (!label) return null;
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup as="p" data={block} {...blockAttrs(block)} className={cx("block container", styles.wrap)}>
      {href ?
        <LocaleLink to={href} className={styles.link}>
          <span className={styles.label}>{label}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </LocaleLink>
      : <span className={styles.label}>{label}</span>}
    </ServerMarkup>
  );
}
