import { LocaleLink } from "~/components/LocaleLink";
import { SanityImage } from "~/components/SanityImage";
import type { LocaleString, SanityImageValue } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import styles from "./Hero.module.css";

type HeroBlock = { title?: LocaleString; subtitle?: LocaleString; image?: SanityImageValue; cta?: { label?: LocaleString; href?: string } };

export function Hero({ block, index }: BlockProps<HeroBlock>) {
  const { locale } = useI18n();
  const Heading = index === 0 ? "h1" : "h2";
  return (
    <section className={styles.hero}>
      <SanityImage image={block.image} sizes="100vw" priority={index === 0} className={styles.image} aspectRatio={16 / 10} />
      <div className={styles.text}>
        <Heading className={styles.title}>{localized(block.title, locale)}</Heading>
        {block.subtitle ? <p className={styles.subtitle}>{localized(block.subtitle, locale)}</p> : null}
        {block.cta?.href ? (
          <LocaleLink to={block.cta.href} className={styles.cta}>
            {localized(block.cta.label, locale)}
          </LocaleLink>
        ) : null}
      </div>
    </section>
  );
}
