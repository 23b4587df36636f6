import { LocaleLink } from "~/i18n/LocaleLink";
import { SanityImage } from "~/media/SanityImage";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { safeHref } from "~/content-client/validation";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./DoubleImageText.module.css?classes";

/** Two pictures, one arched like the shop's windows and one overlapping it, beside a short text. */
export function DoubleImageText({ block }: BlockProps<"doubleImageText">) {
  const { locale } = useI18n();
  const [first, second] = (block.images ?? []).filter((image) => image?.asset);
  const href = safeHref(block.link?.href);
  return (
    <section {...blockAttrs(block)} className={cx("block container", styles.section)}>
      <div className={styles.images}>
        {first ?
          <SanityImage
            image={first}
            sizes="(min-width: 1024px) 26rem, 60vw"
            aspectRatio={4 / 5}
            className={styles.main}
          />
        : null}
        {second ?
          <SanityImage
            image={second}
            sizes="(min-width: 1024px) 16rem, 40vw"
            aspectRatio={1}
            className={styles.second}
          />
        : null}
      </div>
      <div className={styles.text}>
        <h2 className={styles.title}>{localized(block.title, locale)}</h2>
        {lines(localized(block.text, locale)).map((line, i) => (
          <p key={i} className={i === 0 ? styles.lead : styles.paragraph}>
            {line}
          </p>
        ))}
        {href ?
          <LocaleLink to={href} className={`button button-ghost ${styles.link}`}>
            {localized(block.link?.label, locale)}{" "}
            <span className="arrow" aria-hidden="true">
              →
            </span>
          </LocaleLink>
        : null}
      </div>
    </section>
  );
}
