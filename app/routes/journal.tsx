import { pageData } from "~/middleware/page-data.server";
import type { Locale } from "@site/locales";
import { commonText } from "~/i18n/messages";
import { journalText } from "~/i18n/messages/journal";
import type { Route } from "./+types/journal";
import { memoRoute } from "~/ui/memo-route";
import { loadContent } from "~/content-client/fetch.server";
import { JOURNAL_PAGE_SIZE, JOURNAL_QUERY } from "~/journal/queries";
import { Pager } from "~/ui/Pager";
import { NewsCard } from "~/journal/NewsCard";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { StructuredData } from "~/ui/StructuredData";
import { breadcrumbStructuredData } from "~/seo/structured-data.server";
import { useI18n } from "~/i18n/context";
import { siteRequest } from "~/middleware/site-request.server";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { parsePageNumber } from "~/content-client/validation";
import styles from "./journal.module.css";
import header from "~/ui/PageHeader.module.css";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = parsePageNumber(url.searchParams.get("page"));
  if (page === null) notFound();
  const start = (page - 1) * JOURNAL_PAGE_SIZE;
  const result = await loadContent("journal", JOURNAL_QUERY, {
    start,
    end: start + JOURNAL_PAGE_SIZE,
    locale: siteRequest({ request, url, context }).locale,
  });
  const pages = Math.max(1, Math.ceil(result.total / JOURNAL_PAGE_SIZE));
  if (page > pages) notFound();
  const jsonLd = await breadcrumbStructuredData({ request, url, context }, (t) => [
    { name: t("journal.title"), path: "/journal" },
  ]);
  return pageData({ request, url, context }, { articles: result.articles, page, pages, jsonLd });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  // The page's own language is loaded before its head is written (root.tsx): pageMeta picks it.
  const title = (locale: Locale) =>
    loaderData && loaderData.page > 1 ?
      journalText(locale, "journal.titlePage", { page: loaderData.page })
    : commonText(locale, "journal.title");
  return pageMeta({ matches, location }, { it: title("it"), en: title("en") });
};

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Journal({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { articles, page, pages } = loaderData;
  const [first, ...rest] = articles;
  // The newest article leads the first page, wide.
  const featured = page === 1 ? first : undefined;
  const grid = featured ? rest : articles;
  return (
    <div className={styles.journal}>
      <header className={`container-narrow ${styles.header}`}>
        <p className="eyebrow">{journalText(locale, "journal.eyebrow")}</p>
        <h1 className={header.title}>{t("journal.title")}</h1>
        <p className={header.lead}>{journalText(locale, "journal.intro")}</p>
      </header>
      {featured ?
        <div className={`container ${styles.featured}`}>
          <NewsCard article={featured} featured lead sizes="(min-width: 1024px) 44rem, 100vw" />
        </div>
      : null}
      <div className={`container ${styles.grid}`}>
        {grid.map((article, index) => (
          <NewsCard key={article._id} article={article} lead={!featured && index === 0} />
        ))}
      </div>
      <Pager base="/journal" page={page} pages={pages} />
      <StructuredData items={loaderData.jsonLd} />
    </div>
  );
});

export const ErrorBoundary = RouteErrorBoundary;
