import { LocaleLink } from "~/i18n/LocaleLink";
import { SanityImage } from "~/media/SanityImage";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import { safeHref } from "~/content-client/validation";
import type { BlockProps } from "./types";
import { blockAttrs } from "./util";
import styles from "./Hero.module.css?classes";

/**
 * Edge to edge; on a phone screen of three device pixels per CSS pixel, the browser is told two
 * thirds of the width, so it picks an image of twice the screen's width instead of three times: a
 * photograph under a title shows no difference, and the largest paint of a first visit comes sooner
 * (800 w instead of 1280 w at 390 px: 38 KB instead of 67 KB, docs/decisions/0027-fonts.md).
 */
export const HERO_SIZES = "(max-width: 640px) and (min-resolution: 2.5dppx) 67vw, 100vw";

/**
 * The opening picture of a page, edge to edge, with its title. As the page's first block it is the
 * h1 and its image the page's largest paint: loaded at once, with high priority.
 */
export function Hero({ block, index, nested, lead }: BlockProps<"hero">) {
  const { locale } = useI18n();
  const first = index === 0 && !nested;
  const Heading = first ? "h1" : "h2";
  const href = safeHref(block.cta?.href);
  const hotspot = block.image?.hotspot;
  return (
    <section {...blockAttrs(block)} className={styles.hero} data-first={first ? "" : undefined}>
      <div
        className={styles.media}
        style={hotspot ? { "--focus": `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%` } : undefined}
      >
        <SanityImage
          image={block.image}
          sizes={HERO_SIZES}
          priority={first || lead}
          className={styles.image}
          decorative
        />
      </div>
      <div className={`${styles.text} surface-dark`}>
        <span className={styles.ornament} aria-hidden="true" />
        {localized(block.title, locale) ?
          <Heading className={styles.title} lang={fallbackLang(block.title, locale)}>
            {localized(block.title, locale)}
          </Heading>
        : null}
        {localized(block.subtitle, locale) ?
          <p className={styles.subtitle} lang={fallbackLang(block.subtitle, locale)}>
            {localized(block.subtitle, locale)}
          </p>
        : null}
        {href ?
          <LocaleLink
            to={href}
            className={`button button-accent ${styles.cta}`}
            lang={fallbackLang(block.cta?.label, locale)}
          >
            {localized(block.cta?.label, locale)}{" "}
            <span className="arrow" aria-hidden="true">
              →
            </span>
          </LocaleLink>
        : null}
      </div>
    </section>
  );
}
