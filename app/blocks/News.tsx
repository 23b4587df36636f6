import { LocaleLink } from "~/i18n/LocaleLink";
import { NewsCard } from "~/journal/NewsCard";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { newsCount } from "./trim";
import { blockAttrs, cx } from "./util";
import head from "./SectionHead.module.css?classes";
import styles from "./News.module.css?classes";

/** The latest `count` journal articles as cards, and a link to the journal. */
export function News({ block }: BlockProps<"news">) {
  const { locale, t } = useI18n();
  const count = newsCount(block.count);
  const articles = (block.articles ?? []).filter((a) => Boolean(a?.slug)).slice(0, count);
  const title = localized(block.title, locale) ?? t("journal.title");
  return (
    <section {...blockAttrs(block)} className={cx("block container", styles.news)}>
      <div className={head.head}>
        <h2 className={head.title}>{title}</h2>
        <LocaleLink to="/journal" className={head.all}>
          {t("news.all")} <span aria-hidden="true">→</span>
        </LocaleLink>
      </div>
      {articles.length ?
        <ul className={cx("plain-list", styles.grid)}>
          {articles.map((article) => (
            <li key={article._id ?? article.slug}>
              <NewsCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
      : null}
    </section>
  );
}

/** One article, as a wide card. */
export function NewsCardBlock({ block }: BlockProps<"newsCard">) {
  if (!block.article?.slug) return null;
  return (
    <div {...blockAttrs(block)} className="block container">
      <NewsCard article={block.article} headingLevel={3} featured />
    </div>
  );
}
