import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./DoubleText.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** Two columns of text side by side (stacked on a phone), a fine rule between them. */
export function DoubleText({ block }: BlockProps<"doubleText">) {
  const { locale } = useI18n();
  const columns = [block.left, block.right].filter((c): c is NonNullable<typeof c> => Boolean(c));
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup as="div" data={block} {...blockAttrs(block)} className={cx("block container", styles.double)}>
      {columns.map((column, i) => {
        const title = localized(column.title, locale);
        return (
          <section key={i} className={styles.column}>
            {title ?
              <h2 className={styles.title} lang={fallbackLang(column.title, locale)}>
                {title}
              </h2>
            : null}
            <p className={styles.text} lang={fallbackLang(column.text, locale)}>
              {lines(localized(column.text, locale)).map((line, j) => (
                <span key={j}>{line}</span>
              ))}
            </p>
          </section>
        );
      })}
    </ServerMarkup>
  );
}
