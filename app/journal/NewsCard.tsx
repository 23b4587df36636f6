import type { ArticleSummary } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { formatDate, fallbackLang, localized } from "~/i18n/format";
import { LocaleLink } from "../i18n/LocaleLink";
import { SanityImage } from "../media/SanityImage";
import { ServerMarkup } from "~/browser/server-markup";
import card from "~/ui/Card.module.css";
import styles from "./NewsCard.module.css";

/** A journal article as a card: cover, date, title, excerpt. The whole card is the link's target. */
export function NewsCard({
  article,
  headingLevel = 2,
  featured = false,
  lead = false,
  sizes = "(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 100vw",
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** A wide card: the cover beside the text on large screens. */
  featured?: boolean;
  /** The first card of a listing, on a phone's first screen: its cover loads at once, not lazily. */
  lead?: boolean;
  sizes?: string;
}) {
  const { locale, t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = localized(article.title, locale);
  return (
    <article className={[card.card, styles.card, featured ? styles.featured : ""].filter(Boolean).join(" ")}>
      <div className={card.media}>
        <SanityImage
          image={article.cover}
          sizes={featured ? "(min-width: 1024px) 44rem, 100vw" : sizes}
          aspectRatio={3 / 2}
          priority={lead}
          className={card.cover}
          decorative
        />
      </div>
      {/* Text and a link: hydrated, the server's HTML is kept as it is (decision 0080). */}
      <ServerMarkup as="div" data={article} className={styles.body}>
        {article.publishedAt ?
          <time dateTime={article.publishedAt} className={styles.date}>
            {formatDate(article.publishedAt, locale)}
          </time>
        : null}
        <Heading className={styles.title} lang={fallbackLang(article.title, locale)}>
          {article.slug ?
            <LocaleLink to={`/journal/${article.slug}`} className={card.link}>
              {title}
            </LocaleLink>
          : title}
        </Heading>
        {localized(article.excerpt, locale) ?
          <p className={styles.excerpt} lang={fallbackLang(article.excerpt, locale)}>
            {localized(article.excerpt, locale)}
          </p>
        : null}
        <span className={styles.more} aria-hidden="true">
          {t("journal.readMore")} <span className={styles.arrow}>→</span>
        </span>
      </ServerMarkup>
    </article>
  );
}
