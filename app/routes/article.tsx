import type { Route } from "./+types/article";
import { loadContent } from "~/content/fetch.server";
import { ARTICLE_QUERY } from "~/content/queries";
import type { ArticleDocument } from "~/content/types";
import { LocaleLink } from "~/components/LocaleLink";
import { PortableText } from "~/components/PortableText";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary";
import { SanityImage } from "~/components/SanityImage";
import { useI18n } from "~/i18n/context";
import { formatDate, localized } from "~/i18n/format";
import { notFound } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { isValidSlug } from "~/lib/validation";
import styles from "./article.module.css";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isValidSlug(params.slug)) notFound();
  const article = await loadContent<ArticleDocument | null>("article", ARTICLE_QUERY, { slug: params.slug });
  if (!article) notFound();
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, loaderData?.article.title, {
    description: loaderData?.article.excerpt,
    image: loaderData?.article.cover,
    type: "article",
    publishedTime: loaderData?.article.publishedAt,
  });

export default function Article({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { article } = loaderData;
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <p className={styles.back}>
          <LocaleLink to="/journal">← {t("journal.title")}</LocaleLink>
        </p>
        <h1>{localized(article.title, locale)}</h1>
        {article.publishedAt ? (
          <p className={styles.date}>
            <time dateTime={article.publishedAt}>{t("journal.publishedOn", { date: formatDate(article.publishedAt, locale) })}</time>
          </p>
        ) : null}
      </header>
      <SanityImage image={article.cover} sizes="(min-width: 60rem) 60rem, 100vw" priority aspectRatio={3 / 2} className={styles.cover} />
      <div className={`prose ${styles.body}`}>
        <PortableText value={localized(article.body, locale)} />
      </div>
      <nav className={styles.siblings} aria-label={t("journal.title")}>
        {article.previous ? (
          <LocaleLink to={`/journal/${article.previous.slug}`} rel="prev">
            <span>{t("journal.previousArticle")}</span>
            {localized(article.previous.title, locale)}
          </LocaleLink>
        ) : (
          <span />
        )}
        {article.next ? (
          <LocaleLink to={`/journal/${article.next.slug}`} rel="next">
            <span>{t("journal.nextArticle")}</span>
            {localized(article.next.title, locale)}
          </LocaleLink>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
