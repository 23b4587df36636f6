import { pageData } from "~/middleware/page-data.server";
import { trimBlocks } from "~/blocks/trim";
import type { Route } from "./+types/home";
import { memoRoute } from "~/ui/memo-route";
import { Blocks } from "~/blocks/Blocks";
import { loadContent } from "~/content-client/fetch.server";
import { PAGE_QUERY } from "~/blocks/queries";
import { HOME_SLUG } from "@site/paths";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { Location } from "~/venue/Location";
import { StructuredData } from "~/ui/StructuredData";
import { notFound } from "~/errors/http-errors";
import { pageMeta } from "~/seo/meta";
import { runPageMiddleware } from "~/middleware/page-middleware.server";
import { data } from "react-router";
import { mergeRouteHeaders } from "~/request/cache-control";
import { venueStructuredData } from "~/seo/structured-data.server";
import { siteRequest } from "~/middleware/site-request.server";
import { queryNow } from "~/events/rules";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const site = siteRequest({ request, url, context });
  const page = await loadContent("home", PAGE_QUERY, { slug: HOME_SLUG, now: queryNow(site.now), locale: site.locale });
  if (!page) notFound();
  const { headers } = runPageMiddleware(page.middleware);
  return data(
    pageData(
      { request, url, context },
      {
        page: { ...page, blocks: trimBlocks(page.blocks) },
        layout: page.layout ?? "default",
        jsonLd: await venueStructuredData({ request, url, context }),
      },
    ),
    { headers },
  );
}

/** The page's own headers (its middleware's X-Robots-Tag) over its parents' (Vary, Cache-Control). */
export function headers(args: Route.HeadersArgs) {
  return mergeRouteHeaders(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, undefined, {
    description: loaderData?.page.seo?.description,
    image: loaderData?.page.seo?.shareImage,
  });

// Drawn again only when what it is given changes (ui/memo-route).
export default memoRoute(function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Blocks blocks={loaderData.page.blocks} />
      <Location />
      <StructuredData items={loaderData.jsonLd} />
    </>
  );
});

export const ErrorBoundary = RouteErrorBoundary;
