import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Headings.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A line under a title, in the display face's italic. */
export function Subtitle({ block }: BlockProps<"subtitle">) {
  const { locale } = useI18n();
  const text = localized(block.text, locale);
  if (!text) return null;
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="p"
      data={block}
      {...blockAttrs(block)}
      className={cx("block block-heading container-narrow", styles.subtitle)}
      lang={fallbackLang(block.text, locale)}
    >
      {text}
    </ServerMarkup>
  );
}
