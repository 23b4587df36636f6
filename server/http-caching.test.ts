/**
 * The production server end to end (content service + site as processes): Cache-Control per kind
 * of response, ETag/304, compression, security headers and the CSP nonce on every inline script,
 * /healthz, and a list of hostile URLs that must never produce a 5xx.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_URL_LENGTH } from "./hardening";
import { cspNonce, groq, rawRequest, startStack, type Stack } from "../tests/support/server";

let stack: Stack;
let articleSlug: string;
const HTML_DEFAULT = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400";

beforeAll(async () => {
  stack = await startStack();
  articleSlug = await groq<string>(
    stack.content.url,
    `*[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0].slug.current`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(stack.url, target, { headers });

test("pages default to the CDN policy: public, max-age=0, s-maxage, stale-while-revalidate, stale-if-error", async () => {
  for (const target of ["/", "/en", "/it/menu", "/en/journal", `/journal/${articleSlug}`]) {
    const res = await get(target);
    expect(res.status, target).toBe(200);
    expect(res.headers["cache-control"], target).toBe(HTML_DEFAULT);
  }
});

test("data requests of client navigation get the same policy", async () => {
  const res = await get("/en/menu.data");
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe(HTML_DEFAULT);
});

test("unprefixed pages vary on Cookie (their language can come from the locale cookie); prefixed ones do not", async () => {
  expect(String((await get("/menu")).headers.vary)).toMatch(/\bCookie\b/);
  expect(String((await get("/_root.data")).headers.vary)).toMatch(/\bCookie\b/);
  expect(String((await get("/en/menu")).headers.vary ?? "")).not.toMatch(/\bCookie\b/);
});

test("a 404 page is cached briefly by CDNs", async () => {
  const res = await get("/en/no-such-page-anywhere");
  expect(res.status).toBe(404);
  expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
});

test("other error pages are never stored", async () => {
  const fault = await get("/en", { "x-salone-fault": "error-page" });
  expect(fault.status).toBe(500);
  expect(fault.headers["cache-control"]).toBe("no-store");
  const bad = await get("/%E0%A4%A");
  expect(bad.status).toBe(400);
  expect(bad.headers["cache-control"]).toBe("no-store");
  const method = await rawRequest(stack.url, "/en/menu", { method: "DELETE" });
  expect(method.status).toBe(405);
  expect(method.headers.allow).toBe("GET, HEAD");
  expect(method.headers["cache-control"]).toBe("no-store");
});

test("a locale redirect that depends on the cookie stays out of shared caches", async () => {
  const res = await get("/menu", { Cookie: "salone_locale=en" });
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/en/menu");
  expect(res.headers["cache-control"]).toBe("private, no-cache");
});

test("hashed assets are immutable for a year; a missing asset is a plain 404", async () => {
  const html = (await get("/en")).body;
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const res = await get(asset!);
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const missing = await get("/assets/entry.client-00000000.js");
  expect(missing.status).toBe(404);
  expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
});

test("pages have a weak ETag that survives the per-request nonce, and If-None-Match gets 304 without a body", async () => {
  const first = await get("/en/menu");
  const second = await get("/en/menu");
  expect(cspNonce(first.headers["content-security-policy"])).not.toBe(
    cspNonce(second.headers["content-security-policy"]),
  );
  expect(first.headers.etag).toMatch(/^W\/"/);
  expect(second.headers.etag).toBe(first.headers.etag);
  const revalidated = await get("/en/menu", { "If-None-Match": String(first.headers.etag) });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body).toBe("");
  expect(revalidated.headers["content-security-policy"]).toBeUndefined();
  expect(revalidated.headers["cache-control"]).toBe(HTML_DEFAULT);
  expect((await get("/it/menu", { "If-None-Match": String(first.headers.etag) })).status).toBe(200);
});

test("pages are compressed with brotli or gzip, as the client accepts", async () => {
  const br = await get("/en/menu", { "Accept-Encoding": "br, gzip" });
  expect(br.headers["content-encoding"]).toBe("br");
  const gzip = await get("/en/menu", { "Accept-Encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(String(gzip.headers.vary)).toMatch(/Accept-Encoding/);
  const identity = await get("/en/menu");
  expect(identity.headers["content-encoding"]).toBeUndefined();
});

test("every response carries the security headers; the build's code, styles and fonts only those that mean something on them", async () => {
  const html = (await get("/en")).body;
  const assets = [/\/assets\/[^"']+\.js/, /\/assets\/[^"']+\.css/, /\/assets\/[^"']+\.woff2/].map(
    (re) => re.exec(html)![0],
  );
  for (const target of assets) {
    const res = await get(target);
    expect(res.status, target).toBe(200);
    expect(res.headers["x-content-type-options"], target).toBe("nosniff");
    expect(res.headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(res.headers[name], `${target} ${name}`).toBeUndefined();
    }
  }
  for (const target of ["/en", "/en/nope", "/healthz", "/%00", "/sw.js", "/manifest.webmanifest", "/icons/logo.svg"]) {
    const res = await get(target);
    expect(res.headers["content-security-policy"], target).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["x-frame-options"], target).toBe("DENY");
    expect(res.headers["x-content-type-options"], target).toBe("nosniff");
    expect(res.headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"], target).toMatch(/camera=\(\)/);
    expect(res.headers["x-powered-by"], target).toBeUndefined();
    expect(res.headers["strict-transport-security"], target).toBeUndefined();
  }
});

test("HSTS is sent when the request reached the proxy over HTTPS", async () => {
  const res = await get("/en", { "X-Forwarded-Proto": "https" });
  expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
});

test("the CSP nonce is on every inline script of the page and never allows unsafe-inline scripts", async () => {
  for (const target of ["/en", "/menu", `/en/journal/${articleSlug}`, "/en/no-such-page"]) {
    const res = await get(target);
    const csp = String(res.headers["content-security-policy"]);
    const nonce = cspNonce(csp);
    expect(nonce, target).toBeTruthy();
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length, target).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes, target).toContain(`nonce="${nonce}"`);
  }
});

test("GET /healthz reports the server and the content service", async () => {
  const res = await get("/healthz");
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toEqual({ status: "ok", content: "ok" });
  expect(res.headers["cache-control"]).toBe("no-store");
});

test("preview and the webhook are off (404) when their secrets are not configured", async () => {
  expect((await get("/api/preview?secret=anything-at-all-1234")).status).toBe(404);
  expect(
    (await rawRequest(stack.url, "/api/revalidate", { method: "POST", headers: { "x-revalidate-secret": "x" } }))
      .status,
  ).toBe(404);
});

test("hostile URLs never produce a 5xx", async () => {
  const hostile = [
    `/${"a".repeat(MAX_URL_LENGTH + 1)}`,
    `/journal/${"x".repeat(1500)}`,
    "/%",
    "/%E0%A4%A",
    "/%C0%AF",
    "/%FF%FE",
    "/%00",
    "/en/%00",
    "/menu/%00carbonara",
    "/journal/a%00b.data",
    "/..",
    "/../../../../etc/passwd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/images/..%2f..%2fpackage.json",
    "/images/salone/production/x-1x1.jpg?w=%ZZ",
    "/\\\\evil.example",
    "/%5c%5cevil.example",
    "//evil.example",
    "/en//menu",
    "/caff%C3%A8",
    "/menu/%F0%9F%8D%95",
    "/journal/%E2%80%AE%E2%80%8B",
    "/journal/%EF%BF%BF",
    "/journal?page=-1",
    "/journal?page=99999999999999999999",
    "/journal?page=%ZZ",
    "/en/journal?page=1e3",
    "/en/menu.data?_routes=..%2f",
    "/__manifest?paths=%2F..%2F&version=x",
    "/_root.data",
    "/it/it/it",
    "/en/en/menu",
    "/api/preview?secret=&redirect=//evil.example",
    "/api/preview/exit?redirect=%2F%2Fevil.example",
    "/api/preview/exit?redirect=/\\evil.example",
    "/healthz/../api/revalidate",
    "/<script>alert(1)</script>",
    "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/menu?slug[]=x&slug[$ne]=1",
    "/journal/%22%20or%201%3D1",
    "/index.php",
    "/.env",
    "/.git/config",
  ];
  const results: string[] = [];
  for (const target of hostile) {
    const res = await rawRequest(stack.url, target);
    if (res.status >= 500) results.push(`${target.slice(0, 60)} -> ${res.status}`);
    if (target.includes("exit?redirect")) expect(String(res.headers.location ?? "/")).toMatch(/^\/(?![/\\])/);
  }
  expect(results).toEqual([]);
  // Methods and headers too.
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
    expect((await rawRequest(stack.url, "/", { method })).status, method).toBeLessThan(500);
  }
  for (const host of ["exa mple", "[::1", "evil.example\\@x", "a".repeat(300)]) {
    expect((await rawRequest(stack.url, "/en", { headers: { Host: host } })).status, host).toBeLessThan(500);
  }
});
