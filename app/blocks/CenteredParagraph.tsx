import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./Headings.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/** A short paragraph set large and centred, in the display face. */
export function CenteredParagraph({ block }: BlockProps<"centeredParagraph">) {
  const { locale } = useI18n();
  const text = lines(localized(block.text, locale));
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="div"
      data={block}
      {...blockAttrs(block)}
      className={cx("block container-narrow", styles.centered)}
      lang={fallbackLang(block.text, locale)}
    >
      {text.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </ServerMarkup>
  );
}
