import { LocaleLink } from "~/i18n/LocaleLink";
import { SanityImage } from "~/media/SanityImage";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { safeHref } from "~/content-client/validation";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./CallToAction.module.css?classes";

/** An invitation: a teal panel with a title, a line of text and a button, beside a picture. */
export function CallToAction({ block }: BlockProps<"callToAction">) {
  const { locale } = useI18n();
  const href = safeHref(block.link?.href);
  const hasImage = Boolean(block.image?.asset);
  return (
    <section {...blockAttrs(block)} className={cx("block container", styles.cta, hasImage && styles.withImage)}>
      {hasImage ?
        <div className={styles.media}>
          <SanityImage
            image={block.image}
            sizes="(min-width: 1024px) 44rem, 100vw"
            aspectRatio={4 / 3}
            className={styles.image}
          />
        </div>
      : null}
      <div className={`${styles.panel} surface-dark`}>
        <span className={styles.tiles} aria-hidden="true" />
        <h2 className={styles.title}>{localized(block.title, locale)}</h2>
        {lines(localized(block.text, locale)).map((line, i) => (
          <p key={i} className={styles.text}>
            {line}
          </p>
        ))}
        {href ?
          <LocaleLink to={href} className={`button ${styles.button}`}>
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
