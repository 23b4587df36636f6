import type { MiddlewareFunction } from "react-router";
import { config } from "@config/config.server";
import { runInContentScope } from "~/content-client/scope.server";
import { splitLocalePath } from "@site/locales";
import { isPageResponse } from "@site/page-response";
import { SurrogateKeys, XKEY_HEADER, surrogateKeyHeaders } from "@site/surrogate-keys";
import { finalCacheControl, parseCacheControl } from "~/request/cache-control";
import { provideSiteRequest } from "./site-request.server";

/**
 * Around every request React Router handles (pages, data requests, resource routes):
 * 1. works out once what the app knows of the request (its language, preview, instant, settings:
 *    site-request.server.ts), puts it in the request's context, and runs the loaders in the content
 *    scope it says: drafts (uncached) for an editor in preview, else the published content (cached);
 * 2. gives the response its final Cache-Control (see cache-control.ts) and, on unprefixed pages whose
 *    language comes from the locale cookie, `Vary: Cookie`;
 * 3. names, on a response a shared cache may keep, the documents its loaders read (the surrogate
 *    keys a publish purges by: site/surrogate-keys.ts), in an `xkey` header: the server's page
 *    cache reads it, and on the way out the server sends it on in the headers the shared cache in
 *    front reads, or drops it when none is (server/surrogate-key-headers.ts).
 */
export const contentAndCacheMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  // `url` is the page's (a data request's `.data` and `_routes` taken off): /en.data is /en.
  const { preview } = provideSiteRequest(request, url, context);
  const keys = new SurrogateKeys();
  const response = await runInContentScope({ preview, keys }, () => next());
  return withSurrogateKeys(applyCachePolicy(request, url, response, preview), keys);
};

/** The keys go on what a shared cache may keep; a private or uncacheable answer needs none. */
function withSurrogateKeys(response: Response, keys: SurrogateKeys): Response {
  const cacheControl = parseCacheControl(response.headers.get("Cache-Control"));
  if (
    !cacheControl.size ||
    cacheControl.has("private") ||
    cacheControl.has("no-store") ||
    cacheControl.get("s-maxage") === "0"
  )
    return response;
  const headers = new Headers(response.headers);
  const missing = response.status === 404 || response.status === 410;
  for (const [name, value] of surrogateKeyHeaders(keys.keys({ missing }), [XKEY_HEADER])) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function applyCachePolicy(request: Request, url: URL, response: Response, preview: boolean): Response {
  const page = isPageResponse(new URL(request.url).pathname, response.headers.get("Content-Type"));
  // Resource routes (health, API, feeds) set their own Cache-Control; only preview overrides them.
  if (!page && !preview && response.status < 300 && response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  // A page's data (/en.data, /en/menu.data) is prefixed as its page is.
  if (page && !splitLocalePath(url.pathname).prefix) {
    const vary = headers.get("Vary");
    if (!vary || !/(^|,)\s*cookie\s*(,|$)/i.test(vary)) headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
  }
  // An outage page tells clients and CDNs when to try again (the loader's own header is lost when
  // a route without a `headers` export renders the error).
  if (response.status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", "30");
  headers.set(
    "Cache-Control",
    finalCacheControl({
      status: response.status,
      preview,
      current: headers.get("Cache-Control"),
      setsCookie: headers.has("Set-Cookie"),
      varyCookie: /cookie/i.test(headers.get("Vary") ?? ""),
      policy: config().httpCache,
    }),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
