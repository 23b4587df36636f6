import { expect, test } from "vitest";
import { ConfigError, parseConfig, publicConfig } from "./config.server";

test("with nothing set, the site uses the embedded content service with Sanity's defaults", () => {
  const c = parseConfig({});
  expect(c.port).toBe(3000);
  expect(c.content).toMatchObject({
    embedded: true,
    projectId: "salone",
    dataset: "production",
    apiVersion: "2025-02-19",
    apiUrl: "http://127.0.0.1:3333",
    cdnUrl: "http://127.0.0.1:3333",
    imageUrl: "",
    useCdn: true,
    withCredentials: false,
  });
  expect(c.siteUrl).toBe("http://localhost:3000");
});

test("a real Sanity project uses its api and apicdn hosts and Sanity's image CDN", () => {
  const c = parseConfig({ SANITY_PROJECT_ID: "abc123", SANITY_READ_TOKEN: "sk-token" });
  expect(c.content.embedded).toBe(false);
  expect(c.content.apiUrl).toBe("https://abc123.api.sanity.io");
  expect(c.content.cdnUrl).toBe("https://abc123.apicdn.sanity.io");
  expect(c.content.imageUrl).toBe("https://cdn.sanity.io");
  expect(c.content.token).toBe("sk-token");
});

test("a bad value stops start-up with a message that names the variable", () => {
  expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
  expect(() => parseConfig({ PORT: "99999" })).toThrow(/PORT/);
  expect(() => parseConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  expect(() => parseConfig({ SANITY_API_VERSION: "yesterday" })).toThrow(/SANITY_API_VERSION/);
  expect(() => parseConfig({ SANITY_USE_CDN: "maybe" })).toThrow(/SANITY_USE_CDN/);
  expect(() => parseConfig({ SANITY_PROJECT_ID: "a b" })).toThrow(/SANITY_PROJECT_ID/);
});

test("empty values count as unset", () => {
  expect(parseConfig({ PORT: "", SANITY_PROJECT_ID: "" }).content.embedded).toBe(true);
});

test("the browser's subset holds no token or secret", () => {
  const c = parseConfig({
    SANITY_PROJECT_ID: "abc123",
    SANITY_READ_TOKEN: "sk-very-secret",
    CONTENT_TOKEN: "0123456789abcdef0123",
  });
  const pub = publicConfig(c);
  expect(Object.keys(pub).sort()).toEqual(["dataset", "imageUrl", "projectId", "siteUrl"]);
  expect(JSON.stringify(pub)).not.toContain("sk-very-secret");
  expect(JSON.stringify(pub)).not.toContain("0123456789abcdef0123");
});

test("NOINDEX keeps a staging site out of search engines; it is off by default and must be a boolean", () => {
  expect(parseConfig({}).noindex).toBe(false);
  expect(publicConfig(parseConfig({})).noindex).toBeUndefined();
  const staging = parseConfig({ NOINDEX: "true" });
  expect(staging.noindex).toBe(true);
  expect(publicConfig(staging).noindex).toBe(true);
  expect(parseConfig({ NOINDEX: "0" }).noindex).toBe(false);
  expect(() => parseConfig({ NOINDEX: "sometimes" })).toThrow(/NOINDEX/);
});

test("behind a shared cache (PURGE_TARGETS) the origin's page cache and content cache freshness are off unless set", () => {
  const alone = parseConfig({});
  expect(alone.purgeTargets).toEqual([]);
  expect(alone.pageCache.maxBytes).toBe(24 * 1024 * 1024);
  expect(alone.contentCache).toMatchObject({ freshMs: 30_000, staleWhileRevalidateMs: 300_000 });
  const behind = parseConfig({ PURGE_TARGETS: "http://127.0.0.1:6081/, http://10.0.0.2:6081" });
  expect(behind.purgeTargets).toEqual(["http://127.0.0.1:6081", "http://10.0.0.2:6081"]);
  expect(behind.pageCache.maxBytes).toBe(0);
  expect(behind.contentCache).toMatchObject({ freshMs: 0, staleWhileRevalidateMs: 0 });
  // An operator's explicit choice wins.
  expect(
    parseConfig({ PURGE_TARGETS: "http://127.0.0.1:6081", PAGE_CACHE_MAX_MB: "8", CONTENT_CACHE_TTL: "5" }),
  ).toMatchObject({
    pageCache: { maxBytes: 8 * 1024 * 1024 },
    contentCache: { freshMs: 5000 },
  });
  expect(() => parseConfig({ PURGE_TARGETS: "varnish:6081" })).toThrow(/PURGE_TARGETS/);
});

test("the surrogate keys go out in no header alone, in xkey behind Varnish (PURGE_TARGETS), or in the headers named", () => {
  expect(parseConfig({}).surrogateKeyHeaders).toEqual([]);
  expect(parseConfig({ PURGE_TARGETS: "http://127.0.0.1:6081" }).surrogateKeyHeaders).toEqual(["xkey"]);
  expect(parseConfig({ SURROGATE_KEY_HEADERS: "surrogate-key, Cache-Tag" }).surrogateKeyHeaders).toEqual([
    "Surrogate-Key",
    "Cache-Tag",
  ]);
  expect(
    parseConfig({ PURGE_TARGETS: "http://127.0.0.1:6081", SURROGATE_KEY_HEADERS: "none" }).surrogateKeyHeaders,
  ).toEqual([]);
  expect(() => parseConfig({ SURROGATE_KEY_HEADERS: "xkey, X-Tags" })).toThrow(
    /SURROGATE_KEY_HEADERS.*"X-Tags" is not one of xkey, Surrogate-Key, Cache-Tag or none/s,
  );
});
