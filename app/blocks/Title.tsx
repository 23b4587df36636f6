import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Headings.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A page or section title: level 1 is the page's h1 (a page has at most one), otherwise h2. */
export function Title({ block }: BlockProps<"title">) {
  const { locale } = useI18n();
  const level = block.level === 1 ? 1 : 2;
  const Heading = level === 1 ? "h1" : "h2";
  const text = localized(block.text, locale);
  // No text in either language: no empty heading.
  if (!text) return null;
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="div"
      data={block}
      {...blockAttrs(block)}
      className={cx("block block-heading container-narrow", styles.title, level === 1 && styles.pageTitle)}
    >
      <Heading className={styles.titleText} lang={fallbackLang(block.text, locale)}>
        {text}
      </Heading>
      <span className={styles.ornament} aria-hidden="true" />
    </ServerMarkup>
  );
}
