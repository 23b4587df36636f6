import { pageData } from "~/lib/page-data.server";
import { trimBlocks } from "~/blocks/trim";
import type { Route } from "./+types/home";
import { Blocks } from "~/blocks/Blocks";
import { loadContent } from "~/content/fetch.server";
import { HOME_SLUG, PAGE_QUERY } from "~/content/queries";
import type { PageDocument } from "~/content/types";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary";
import { Location } from "~/components/Location";
import { StructuredData } from "~/components/StructuredData";
import { notFound } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { runPageMiddleware } from "~/lib/page-middleware.server";
import { data } from "react-router";
import { mergeRouteHeaders } from "~/lib/cache-control";
import { venueStructuredData } from "~/lib/seo/structured-data.server";
import { requestInstant } from "~/lib/clock.server";
import { queryNow } from "~/events/rules";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadContent<PageDocument | null>("home", PAGE_QUERY, { slug: HOME_SLUG, now: queryNow(requestInstant(request)) });
  if (!page) notFound();
  const { headers } = runPageMiddleware(page.middleware);
  return data(pageData({ request, context }, { page: { ...page, blocks: trimBlocks(page.blocks) }, layout: page.layout ?? "default", jsonLd: await venueStructuredData(request) }), { headers });
}

/** The page's own headers (its middleware's X-Robots-Tag) over its parents' (Vary, Cache-Control). */
export function headers(args: Route.HeadersArgs) {
  return mergeRouteHeaders(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, undefined, { description: loaderData?.page.seo?.description, image: loaderData?.page.seo?.shareImage });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Blocks blocks={loaderData.page.blocks} />
      <Location />
      <StructuredData items={loaderData.jsonLd} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
