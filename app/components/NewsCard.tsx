import type { ArticleCard } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { formatDate, localized } from "~/i18n/format";
import { LocaleLink } from "./LocaleLink";
import { SanityImage } from "./SanityImage";
import styles from "./NewsCard.module.css";

/** A journal article as a card: cover, date, title, excerpt. */
export function NewsCard({ article, headingLevel = 2 }: { article: ArticleCard; headingLevel?: 2 | 3 }) {
  const { locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <SanityImage image={article.cover} sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw" aspectRatio={3 / 2} className={styles.cover} decorative />
      <div className={styles.body}>
        {article.publishedAt ? (
          <time dateTime={article.publishedAt} className={styles.date}>
            {formatDate(article.publishedAt, locale)}
          </time>
        ) : null}
        <Heading className={styles.title}>
          <LocaleLink to={`/journal/${article.slug}`} className={styles.link}>
            {localized(article.title, locale)}
          </LocaleLink>
        </Heading>
        {article.excerpt ? <p className={styles.excerpt}>{localized(article.excerpt, locale)}</p> : null}
      </div>
    </article>
  );
}
