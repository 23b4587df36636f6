import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { safeHref } from "~/content-client/validation";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./ExternalLink.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A link to another site, as a card; it opens in a new tab and says so. */
export function ExternalLink({ block }: BlockProps<"externalLink">) {
  const { locale, t } = useI18n();
  const href = safeHref(block.url);
  const label = localized(block.label, locale) ?? block.url ?? "";
  const description = localized(block.description, locale);
  let host = "";
  try {
    host = href ? new URL(href).hostname.replace(/^www\./, "") : "";
  } catch {
    host = "";
  }
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup as="div" data={block} {...blockAttrs(block)} className={cx("block container-narrow")}>
      <div className={styles.card}>
        <div className={styles.body}>
          {host ?
            <span className={styles.host}>{host}</span>
          : null}
          {href ?
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden"> {t("link.newTab")}</span>
            </a>
          : <span className={styles.link}>{label}</span>}
          {description ?
            <p className={styles.description}>{description}</p>
          : null}
        </div>
        <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d="M8 16 16.5 7.5M9.5 7.5h7v7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    </ServerMarkup>
  );
}
