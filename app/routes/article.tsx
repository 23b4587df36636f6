import { pageData } from "~/middleware/page-data.server";
import { journalText } from "~/i18n/messages/journal";
import type { Route } from "./+types/article";
import { memoRoute } from "~/ui/memo-route";
import { loadContent } from "~/content-client/fetch.server";
import { ARTICLE_NEIGHBOURS, ARTICLE_QUERY } from "~/journal/queries";
import { LocaleLink } from "~/i18n/LocaleLink";
import { PortableText, holdsPicture } from "~/ui/PortableText";
import { ServerMarkup } from "~/browser/server-markup";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { StructuredData } from "~/ui/StructuredData";
import { articleStructuredData } from "~/seo/structured-data.server";
import { SanityImage } from "~/media/SanityImage";
import { useI18n } from "~/i18n/context";
import { siteRequest } from "~/middleware/site-request.server";
import { formatDate, fallbackLang, localized } from "~/i18n/format";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { isValidSlug } from "~/content-client/validation";
import doc from "~/ui/DocumentHeader.module.css";
import styles from "./article.module.css";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isValidSlug(params.slug)) notFound();
  const found = await loadContent("article", ARTICLE_QUERY, {
    slug: params.slug,
    neighbours: ARTICLE_NEIGHBOURS,
    locale: siteRequest({ request, url, context }).locale,
  });
  if (!found) notFound();
  // The nearest neighbour on each side (the query leaves out those without a title).
  const {
    previous: [previous],
    next: [next],
    ...rest
  } = found;
  const article = { ...rest, ...(previous && { previous }), ...(next && { next }) };
  return pageData(
    { request, url, context },
    { article, jsonLd: await articleStructuredData({ request, url, context }, article) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, loaderData?.article.title, {
    description: loaderData?.article.excerpt,
    image: loaderData?.article.cover,
    type: "article",
    publishedTime: loaderData?.article.publishedAt,
  });

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Article({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { article } = loaderData;
  return (
    <article className={styles.article}>
      {/* Text and links: hydrated, the server's HTML is kept as it is (decision 0080). */}
      <ServerMarkup as="header" data={article} className={`container-narrow ${doc.header}`}>
        <p className={doc.back}>
          <LocaleLink to="/journal">
            <span aria-hidden="true">←</span> {t("journal.title")}
          </LocaleLink>
        </p>
        {article.publishedAt ?
          <p className={styles.date}>
            <time dateTime={article.publishedAt}>
              {journalText(locale, "journal.publishedOn", { date: formatDate(article.publishedAt, locale) })}
            </time>
          </p>
        : null}
        <h1 className={doc.title} lang={fallbackLang(article.title, locale)}>
          {localized(article.title, locale)}
        </h1>
        {localized(article.excerpt, locale) ?
          <p className={doc.standfirst} lang={fallbackLang(article.excerpt, locale)}>
            {localized(article.excerpt, locale)}
          </p>
        : null}
      </ServerMarkup>
      <div className={`container ${styles.coverWrap}`}>
        <SanityImage
          image={article.cover}
          sizes="(min-width: 1200px) 74rem, 100vw"
          priority
          aspectRatio={16 / 9}
          className={doc.cover}
        />
      </div>
      {/* Kept as the server sent it but where it holds a picture (lazily loaded by the page's code). */}
      <ServerMarkup
        as="div"
        data={article}
        keep={!holdsPicture(localized(article.body, locale))}
        className={`prose container-prose ${styles.body}`}
        lang={fallbackLang(article.body, locale)}
      >
        <PortableText value={localized(article.body, locale)} />
      </ServerMarkup>
      <ServerMarkup as="footer" data={article} className={`container ${styles.footer}`}>
        <span className={styles.fleuron} aria-hidden="true" />
        <nav className={styles.siblings} aria-label={t("journal.title")}>
          {article.previous ?
            <LocaleLink to={`/journal/${article.previous.slug}`} rel="prev" className={styles.sibling}>
              <span className={styles.siblingLabel}>
                <span aria-hidden="true">←</span> {journalText(locale, "journal.previousArticle")}
              </span>
              <span className={styles.siblingTitle} lang={fallbackLang(article.previous.title, locale)}>
                {localized(article.previous.title, locale)}
              </span>
            </LocaleLink>
          : <span />}
          {article.next ?
            <LocaleLink to={`/journal/${article.next.slug}`} rel="next" className={`${styles.sibling} ${styles.next}`}>
              <span className={styles.siblingLabel}>
                {journalText(locale, "journal.nextArticle")} <span aria-hidden="true">→</span>
              </span>
              <span className={styles.siblingTitle} lang={fallbackLang(article.next.title, locale)}>
                {localized(article.next.title, locale)}
              </span>
            </LocaleLink>
          : <span />}
        </nav>
      </ServerMarkup>
      <StructuredData items={loaderData.jsonLd} />
    </article>
  );
});

export const ErrorBoundary = RouteErrorBoundary;
