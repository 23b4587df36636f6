import { data, redirect } from "react-router";
import { pageData } from "~/middleware/page-data.server";
import { trimBlocks } from "~/blocks/trim";
import type { Route } from "./+types/page";
import { memoRoute } from "~/ui/memo-route";
import { Blocks, hasOwnH1 } from "~/blocks/Blocks";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import { loadContent } from "~/content-client/fetch.server";
import { PAGE_QUERY } from "~/blocks/queries";
import { HOME_SLUG } from "@site/paths";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { PageExtras } from "~/blocks/PageExtras";
import { splitLocalePath } from "@site/locales";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { runPageMiddleware } from "~/middleware/page-middleware.server";
import { isValidSlug } from "~/content-client/validation";
import { mergeRouteHeaders } from "~/request/cache-control";
import { breadcrumbStructuredData } from "~/seo/structured-data.server";
import { siteRequest } from "~/middleware/site-request.server";
import { queryNow } from "~/events/rules";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!isValidSlug(params.slug)) notFound();
  if (params.slug === HOME_SLUG) {
    // The home page document has one URL: the site root of its locale.
    const { prefix } = splitLocalePath(url.pathname);
    throw redirect(prefix ? `/${prefix}` : "/", 301);
  }
  const site = siteRequest({ request, url, context });
  const page = await loadContent("page", PAGE_QUERY, {
    slug: params.slug,
    now: queryNow(site.now),
    locale: site.locale,
  });
  if (!page) notFound();
  const { headers } = runPageMiddleware(page.middleware);
  const jsonLd = await breadcrumbStructuredData({ request, url, context }, (_t, locale) => [
    { name: localized<string>(page.title, locale), path: `/${page.slug}` },
  ]);
  return data(
    pageData(
      { request, url, context },
      { page: { ...page, blocks: trimBlocks(page.blocks) }, layout: page.layout ?? "default", jsonLd },
    ),
    {
      headers,
    },
  );
}

/** The page's own headers (its middleware's X-Robots-Tag) over its parents' (Vary, Cache-Control). */
export function headers(args: Route.HeadersArgs) {
  return mergeRouteHeaders(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, loaderData?.page.seo?.title ?? loaderData?.page.title, {
    description: loaderData?.page.seo?.description,
    image: loaderData?.page.seo?.shareImage,
    noindex: loaderData?.page.middleware?.includes("noindex"),
  });

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Page({ loaderData }: Route.ComponentProps) {
  const { locale } = useI18n();
  const { page } = loaderData;
  return (
    <>
      {/* Every page has one h1: when no block provides it (a hero first, or a level-1 title), the page's title does. */}
      {hasOwnH1(page.blocks) ? null : (
        <h1 className="visually-hidden" lang={fallbackLang(page.title, locale)}>
          {localized(page.title, locale)}
        </h1>
      )}
      <Blocks blocks={page.blocks} />
      <PageExtras page={page} jsonLd={loaderData.jsonLd} />
    </>
  );
});

export const ErrorBoundary = RouteErrorBoundary;
