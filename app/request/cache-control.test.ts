import { expect, test } from "vitest";
import { finalCacheControl, htmlCacheControl, mergeCacheControl, mergeRouteHeaders } from "./cache-control";

const policy = { htmlSMaxage: 60, htmlStaleWhileRevalidate: 86_400, htmlStaleIfError: 86_400, notFoundSMaxage: 30 };
const base = { preview: false, current: null, setsCookie: false, varyCookie: false, policy };

test("pages default to the CDN-friendly HTML policy", () => {
  expect(htmlCacheControl(policy)).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400",
  );
  expect(finalCacheControl({ ...base, status: 200 })).toBe(htmlCacheControl(policy));
});

test("a route's own Cache-Control is kept for successful responses", () => {
  expect(finalCacheControl({ ...base, status: 200, current: "public, max-age=0, s-maxage=600" })).toBe(
    "public, max-age=0, s-maxage=600",
  );
});

test("preview and cookie-setting responses are private, no-store whatever the route said", () => {
  expect(finalCacheControl({ ...base, status: 200, preview: true, current: "public, s-maxage=600" })).toBe(
    "private, no-store",
  );
  expect(finalCacheControl({ ...base, status: 404, preview: true })).toBe("private, no-store");
  expect(finalCacheControl({ ...base, status: 200, setsCookie: true })).toBe("private, no-store");
});

test("404 is cached briefly by CDNs; other errors are never stored", () => {
  expect(finalCacheControl({ ...base, status: 404 })).toBe("public, max-age=0, s-maxage=30");
  for (const status of [400, 401, 405, 500, 503])
    expect(finalCacheControl({ ...base, status, current: "public, s-maxage=60" })).toBe("no-store");
});

test("a redirect that depends on the locale cookie stays out of shared caches", () => {
  expect(finalCacheControl({ ...base, status: 302, varyCookie: true })).toBe("private, no-cache");
  expect(finalCacheControl({ ...base, status: 301 })).toBe(htmlCacheControl(policy));
});

test("merging keeps the stricter value of each directive", () => {
  expect(
    mergeCacheControl("public, max-age=0, s-maxage=60", "public, max-age=0, s-maxage=600, stale-while-revalidate=30"),
  ).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
  expect(mergeCacheControl("public, s-maxage=60", "private, max-age=10")).toBe("private, max-age=10");
  expect(mergeCacheControl("public, s-maxage=60", "no-store")).toBe("no-store");
  expect(mergeCacheControl(undefined, "public, s-maxage=5")).toBe("public, s-maxage=5");
});

test("route headers merge: parent first, Cache-Control stricter, Vary accumulates", () => {
  const merged = mergeRouteHeaders({
    parentHeaders: new Headers({ Vary: "Cookie", "Cache-Control": "public, s-maxage=60", "X-Robots-Tag": "all" }),
    loaderHeaders: new Headers({
      Vary: "Accept-Language",
      "Cache-Control": "public, s-maxage=30",
      "X-Robots-Tag": "noindex",
    }),
  });
  expect(merged.get("Vary")).toBe("Cookie, Accept-Language");
  expect(merged.get("Cache-Control")).toBe("public, s-maxage=30");
  expect(merged.get("X-Robots-Tag")).toBe("noindex");
});
