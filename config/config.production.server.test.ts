import { expect, test } from "vitest";
import { parseConfig, publicConfig } from "./config.server";

/** The production server's settings: caches, secrets, CSP hosts, proxies, rate limit. */

test("defaults: 30 s fresh content, 5 min stale-while-revalidate, bounded cache, the spec's HTML policy", () => {
  const c = parseConfig({});
  expect(c.contentCache).toEqual({
    freshMs: 30_000,
    staleWhileRevalidateMs: 300_000,
    maxEntries: 1000,
    maxBytes: 8 * 1024 * 1024,
  });
  expect(c.pageCache).toEqual({ maxBytes: 24 * 1024 * 1024 });
  expect(c.httpCache).toEqual({
    htmlSMaxage: 60,
    htmlStaleWhileRevalidate: 86_400,
    htmlStaleIfError: 86_400,
    notFoundSMaxage: 30,
  });
  expect(c.preview).toEqual({ secret: undefined, maxAgeSeconds: 14_400, studioUrl: "http://localhost:3334" });
  expect(c.revalidateSecret).toBeUndefined();
  expect(c.security).toEqual({ cspAllowedHosts: [], trustProxy: "loopback", apiRateLimitPerMinute: 30 });
});

test("cache values are configurable", () => {
  const c = parseConfig({
    CONTENT_CACHE_TTL: "5",
    CONTENT_CACHE_SWR: "0",
    CACHE_HTML_S_MAXAGE: "600",
    CACHE_NOT_FOUND_S_MAXAGE: "10",
    CONTENT_CACHE_MAX_MB: "32",
    PAGE_CACHE_MAX_MB: "0",
  });
  expect(c.contentCache.freshMs).toBe(5000);
  expect(c.contentCache.staleWhileRevalidateMs).toBe(0);
  expect(c.contentCache.maxBytes).toBe(32 * 1024 * 1024);
  expect(c.pageCache.maxBytes).toBe(0);
  expect(c.httpCache.htmlSMaxage).toBe(600);
  expect(c.httpCache.notFoundSMaxage).toBe(10);
});

test("secrets must be long enough, and bad values name their variable", () => {
  expect(() => parseConfig({ PREVIEW_SECRET: "short" })).toThrow(/PREVIEW_SECRET/);
  expect(() => parseConfig({ REVALIDATE_SECRET: "short" })).toThrow(/REVALIDATE_SECRET/);
  expect(() => parseConfig({ CONTENT_CACHE_TTL: "-1" })).toThrow(/CONTENT_CACHE_TTL/);
  expect(() => parseConfig({ CACHE_HTML_S_MAXAGE: "soon" })).toThrow(/CACHE_HTML_S_MAXAGE/);
  expect(() => parseConfig({ API_RATE_LIMIT: "0" })).toThrow(/API_RATE_LIMIT/);
  expect(parseConfig({ PREVIEW_SECRET: "a-long-enough-secret" }).preview.secret).toBe("a-long-enough-secret");
});

test("CSP hosts are a list of origins; anything else is refused", () => {
  expect(
    parseConfig({ CSP_ALLOWED_HOSTS: "https://cs.iubenda.com, https://www.googletagmanager.com" }).security
      .cspAllowedHosts,
  ).toEqual(["https://cs.iubenda.com", "https://www.googletagmanager.com"]);
  expect(() => parseConfig({ CSP_ALLOWED_HOSTS: "https://cs.iubenda.com/path" })).toThrow(/CSP_ALLOWED_HOSTS/);
  expect(() => parseConfig({ CSP_ALLOWED_HOSTS: "'unsafe-inline'" })).toThrow(/CSP_ALLOWED_HOSTS/);
  expect(() => parseConfig({ CSP_ALLOWED_HOSTS: "javascript:alert(1)" })).toThrow(/CSP_ALLOWED_HOSTS/);
});

test("TRUST_PROXY takes Express's forms", () => {
  expect(parseConfig({ TRUST_PROXY: "true" }).security.trustProxy).toBe(true);
  expect(parseConfig({ TRUST_PROXY: "false" }).security.trustProxy).toBe(false);
  expect(parseConfig({ TRUST_PROXY: "2" }).security.trustProxy).toBe(2);
  expect(parseConfig({ TRUST_PROXY: "loopback, uniquelocal" }).security.trustProxy).toBe("loopback, uniquelocal");
});

test("no secret is part of the public configuration", () => {
  const c = parseConfig({
    PREVIEW_SECRET: "preview-secret-0123456789",
    REVALIDATE_SECRET: "revalidate-secret-0123456789",
    SANITY_READ_TOKEN: "sk-abc",
  });
  const serialized = JSON.stringify(publicConfig(c));
  expect(serialized).not.toContain("preview-secret");
  expect(serialized).not.toContain("revalidate-secret");
  expect(serialized).not.toContain("sk-abc");
});
