import { ContentUnavailableError } from "~/content-client/protocol.server";
import { withoutStega } from "~/content-client/scope.server";
import { isRouteErrorResponse } from "react-router";
import { log } from "@config/log.server";
import { propertyOf } from "@site/narrow";

/** Sitemaps, feeds and robots.txt: CDNs keep them an hour and ride out errors; browsers revalidate. */
export const RESOURCE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=86400";

/**
 * Runs a resource route's body, which a program reads (so even in preview its texts carry no stega);
 * when the content service cannot answer, a plain 503 (with
 * Retry-After) instead of an HTML error page, which a crawler or feed reader would misread.
 */
export async function xmlResource(name: string, build: () => Promise<Response>): Promise<Response> {
  try {
    return await withoutStega(build);
  } catch (error) {
    const unavailable =
      error instanceof ContentUnavailableError ||
      (isRouteErrorResponse(error) && error.status === 503) ||
      propertyOf(propertyOf(error, "init"), "status") === 503;
    if (!unavailable) throw error;
    log.warn(`${name}: content unavailable`, { error: propertyOf(error, "message") });
    return new Response("Service Unavailable\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
}
