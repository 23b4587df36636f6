/**
 * Cache-Control, decided where the data is known and merged in one place.
 *
 * Loaders may set a Cache-Control header (say, a page that changes rarely asks for a longer
 * s-maxage); `mergeRouteHeaders` combines a route's headers with its parents' (the stricter
 * Cache-Control wins, Vary is the union), and the root middleware applies `finalCacheControl`,
 * which knows the response's status and whether the visitor is an editor in preview.
 */
export type Directives = Map<string, string | true>;

export function parseCacheControl(header: string | null | undefined): Directives {
  const directives: Directives = new Map();
  for (const part of (header ?? "").split(",")) {
    const [rawName, ...rest] = part.split("=");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    directives.set(name, rest.length ? rest.join("=").trim().replace(/^"|"$/g, "") : true);
  }
  return directives;
}

export function serializeCacheControl(directives: Directives): string {
  return [...directives].map(([name, value]) => (value === true ? name : `${name}=${value}`)).join(", ");
}

const SECONDS = ["max-age", "s-maxage", "stale-while-revalidate", "stale-if-error"];

/** The stricter of two Cache-Control values: no-store and private win, durations take the minimum. */
export function mergeCacheControl(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  const x = parseCacheControl(a);
  const y = parseCacheControl(b);
  if (x.has("no-store") || y.has("no-store"))
    return x.has("private") || y.has("private") ? "private, no-store" : "no-store";
  const merged: Directives = new Map();
  const isPrivate = x.has("private") || y.has("private");
  merged.set(isPrivate ? "private" : "public", true);
  if (x.has("no-cache") || y.has("no-cache")) merged.set("no-cache", true);
  for (const name of SECONDS) {
    if (isPrivate && name === "s-maxage") continue;
    const values = [x.get(name), y.get(name)].filter((v): v is string => typeof v === "string").map(Number);
    // A duration only one side states is kept only if the other side did not forbid caching for that audience.
    if (values.length) merged.set(name, String(Math.min(...values)));
  }
  if (x.has("must-revalidate") || y.has("must-revalidate")) merged.set("must-revalidate", true);
  if (x.has("immutable") && y.has("immutable")) merged.set("immutable", true);
  return serializeCacheControl(merged);
}

function unionVary(a: string | null, b: string | null): string | undefined {
  const names = new Map<string, string>();
  for (const value of [a, b])
    for (const name of (value ?? "").split(",")) if (name.trim()) names.set(name.trim().toLowerCase(), name.trim());
  return names.size ? [...names.values()].join(", ") : undefined;
}

/**
 * The `headers` export every route can use: the parent's headers, then this route's loader (or
 * error) headers; the stricter Cache-Control wins and Vary accumulates.
 */
export function mergeRouteHeaders({
  parentHeaders,
  loaderHeaders,
  errorHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
  errorHeaders?: Headers | undefined;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, errorHeaders]) {
    if (!source) continue;
    for (const [name, value] of source) {
      if (name === "cache-control") {
        const merged = mergeCacheControl(headers.get(name), value);
        if (merged) headers.set(name, merged);
      } else if (name === "vary") {
        const vary = unionVary(headers.get(name), value);
        if (vary) headers.set(name, vary);
      } else if (name !== "set-cookie") {
        headers.set(name, value);
      }
    }
  }
  return headers;
}

export interface HttpCachePolicy {
  htmlSMaxage: number;
  htmlStaleWhileRevalidate: number;
  htmlStaleIfError: number;
  notFoundSMaxage: number;
}

export const PRIVATE_NO_STORE = "private, no-store";

/** Pages: browsers revalidate every time (ETag makes that cheap), CDNs keep them briefly and ride out errors. */
export function htmlCacheControl(policy: HttpCachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.htmlSMaxage}, stale-while-revalidate=${policy.htmlStaleWhileRevalidate}, stale-if-error=${policy.htmlStaleIfError}`;
}

/**
 * The Cache-Control a page or data response finally carries:
 * - preview, or a response that sets a cookie: `private, no-store` (never in a shared cache);
 * - 404/410: public for a short s-maxage (a flood of unknown URLs is absorbed by the CDN);
 * - any other error: `no-store` (an outage must not be cached over good pages);
 * - a redirect that depends on a cookie: `private, no-cache`;
 * - otherwise what the routes set, else the HTML default.
 */
export function finalCacheControl(input: {
  status: number;
  preview: boolean;
  current: string | null;
  setsCookie: boolean;
  varyCookie: boolean;
  policy: HttpCachePolicy;
}): string {
  const { status, policy } = input;
  if (input.preview || input.setsCookie) return PRIVATE_NO_STORE;
  if (status === 404 || status === 410) return `public, max-age=0, s-maxage=${policy.notFoundSMaxage}`;
  if (status >= 400) return "no-store";
  if (status >= 300 && status < 400 && input.varyCookie) return "private, no-cache";
  return input.current || htmlCacheControl(policy);
}
