import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./Quote.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A quotation set large, with who said it. */
export function Quote({ block }: BlockProps<"quote">) {
  const { locale } = useI18n();
  const text = lines(localized(block.text, locale));
  const role = localized(block.role, locale);
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="figure"
      data={block}
      {...blockAttrs(block)}
      className={cx("block container-narrow", styles.quote)}
    >
      <span className={styles.mark} aria-hidden="true">
        “
      </span>
      <blockquote className={styles.text} lang={fallbackLang(block.text, locale)}>
        {text.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </blockquote>
      {block.author || role ?
        <figcaption className={styles.by}>
          <span>
            {block.author ?
              <span className={styles.author}>{block.author}</span>
            : null}
            {block.author && role ? ", " : null}
            <span lang={fallbackLang(block.role, locale)}>{role}</span>
          </span>
        </figcaption>
      : null}
    </ServerMarkup>
  );
}
