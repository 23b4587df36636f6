import { z } from "zod";
import { SURROGATE_KEY_HEADER_NAMES, XKEY_HEADER, type SurrogateKeyHeaderName } from "../site/surrogate-keys";

/**
 * Configuration, read from the environment once and validated with zod.
 * A bad value stops the process with a message naming the variable.
 * Only `publicConfig()` may reach the browser; everything else stays on the server.
 */

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1" || v === "yes"));

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).optional().default(fallback);

const httpUrl = z
  .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
  .transform((u) => u.replace(/\/+$/, ""));

const slugLike = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

const seconds = (fallback: number, max = 31_536_000) =>
  z.coerce.number().int().min(0).max(max).optional().default(fallback);

const secret = z.string().min(16, "must be at least 16 characters").max(512);

/** A comma-separated list of origins (https://host[:port]) added to the Content-Security-Policy. */
const originList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const origins: string[] = [];
    for (const item of (raw ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/+$/, "")) {
        ctx.addIssue({ code: "custom", message: `"${item}" is not an origin like https://example.com` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** A comma-separated list of shared caches' addresses (http(s)://host[:port]) the publish webhook purges. */
const urlList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const urls: string[] = [];
    for (const item of (raw ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const parsed = httpUrl.safeParse(item);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: `"${item}" is not an http(s) URL like http://127.0.0.1:6081` });
        return z.NEVER;
      }
      urls.push(parsed.data);
    }
    return urls;
  });

/**
 * The headers the surrogate keys go out in, for the shared cache in front: a comma-separated list of
 * `xkey`, `Surrogate-Key` and `Cache-Tag` (any case), or `none`. Unset: undefined (the default
 * follows PURGE_TARGETS).
 */
const keyHeaderList = z
  .string()
  .optional()
  .transform((raw, ctx): SurrogateKeyHeaderName[] | undefined => {
    if (raw === undefined) return undefined;
    const names: SurrogateKeyHeaderName[] = [];
    for (const item of raw
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (item.toLowerCase() === "none") continue;
      const name = SURROGATE_KEY_HEADER_NAMES.find((known) => known.toLowerCase() === item.toLowerCase());
      if (!name) {
        ctx.addIssue({
          code: "custom",
          message: `"${item}" is not one of ${SURROGATE_KEY_HEADER_NAMES.join(", ")} or none`,
        });
        return z.NEVER;
      }
      if (!names.includes(name)) names.push(name);
    }
    return names;
  });

/** Express's `trust proxy`: true/false, a hop count, or addresses/subnets/names like "loopback, uniquelocal". */
const trustProxy = z
  .string()
  .optional()
  .default("loopback")
  .transform((raw): boolean | number | string => {
    if (raw === "true") return true;
    if (raw === "false") return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    return raw;
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional().default("production"),
  PORT: port(3000),
  HOST: z.string().min(1).optional().default("0.0.0.0"),
  SITE_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).optional().default("info"),
  /** The log's lines: JSON or readable text; unset, text on a terminal and JSON elsewhere (log.server.ts reads it). */
  LOG_FORMAT: z.enum(["json", "text"]).optional(),

  SANITY_PROJECT_ID: z.string().regex(slugLike, "must be a Sanity project id (letters, digits, - and _)").optional(),
  SANITY_DATASET: z.string().regex(slugLike, "must be a dataset name").optional().default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^(1|X|\d{4}-\d{2}-\d{2})$/, "must be a date like 2025-02-19")
    .optional()
    .default("2025-02-19"),
  SANITY_API_URL: httpUrl.optional(),
  SANITY_CDN_URL: httpUrl.optional(),
  SANITY_IMAGE_URL: httpUrl.optional(),
  SANITY_USE_CDN: bool(true),
  SANITY_WITH_CREDENTIALS: bool(false),
  SANITY_READ_TOKEN: z.string().min(1).optional(),
  SANITY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional().default(5000),

  CONTENT_PORT: port(3333),
  CONTENT_HOST: z.string().min(1).optional().default("127.0.0.1"),
  CONTENT_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** The embedded service's API token with write permission (scripts, the Studio); unset: no writes. */
  CONTENT_WRITE_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** The editor's password for the Studio's local login; unset, `npm start` makes one and keeps it (decision 0082). */
  EDITOR_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  /** Where the embedded service keeps its databases (one per dataset and source); default .data/content/. */
  CONTENT_DB_DIR: z.string().optional(),
  /**
   * Whom the embedded service tells of a publish, as Sanity's webhook would: unset, the site it runs
   * beside (its /api/revalidate, with REVALIDATE_SECRET); a URL; or `off`.
   */
  CONTENT_PUBLISH_HOOK: z.union([z.literal("off"), httpUrl]).optional(),

  /** Test-only fault injection (a request header can make the error page fail). Never set in production. */
  TEST_FAULTS: bool(false),

  /** Editor preview: GET /api/preview?secret=… turns it on. Unset: preview is off (404). */
  PREVIEW_SECRET: secret.optional(),
  /** How long a preview session lasts, in seconds. */
  PREVIEW_MAX_AGE: seconds(4 * 3600, 7 * 86_400),
  /**
   * The venue's Studio: the edit links that preview's text carries (stega) point into it, and only in
   * preview may it frame the site (its Presentation tool). Default: the Studio of `npm run studio`.
   */
  SANITY_STUDIO_URL: httpUrl.optional().default("http://localhost:3334"),
  /** Publish webhook: POST /api/revalidate with this value in `x-revalidate-secret`. Unset: 404. */
  REVALIDATE_SECRET: secret.optional(),

  /** The embedded content service's dataset directory (`<dataset>.ndjson` and its images); default demo-dataset/. */
  CONTENT_DATA_DIR: z.string().optional(),
  /** A `sanity dataset export` archive (.tar.gz or its folder) the embedded service serves as the dataset instead. */
  CONTENT_ARCHIVE: z.string().optional(),
  /**
   * The server's content cache: seconds a result is fresh, then seconds it is served while refreshed.
   * Behind a shared cache (PURGE_TARGETS) both default to 0: see sharedCacheDefaults.
   */
  CONTENT_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).optional(),
  CONTENT_CACHE_SWR: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .optional(),
  CONTENT_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).optional().default(1000),
  CONTENT_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).optional().default(8),
  /**
   * The origin's page cache (rendered pages, same freshness as the content cache): its bound in MB; 0 turns
   * it off (the default behind a shared cache).
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(0).max(4096).optional(),
  /**
   * Shared caches in front of the site (Varnish with xkey): the publish webhook purges the published
   * documents' keys at each.
   */
  PURGE_TARGETS: urlList,
  /**
   * The headers a response's surrogate keys go out in (xkey, Surrogate-Key, Cache-Tag, or none), for
   * the shared cache in front to keep it by. Unset: xkey when PURGE_TARGETS names a Varnish, none
   * otherwise (a visitor's browser has no use for them: up to 1.6 KB a page in each).
   */
  SURROGATE_KEY_HEADERS: keyHeaderList,

  /** Cache-Control of HTML pages (and their data requests) for shared caches (CDNs). */
  CACHE_HTML_S_MAXAGE: seconds(60),
  CACHE_HTML_STALE_WHILE_REVALIDATE: seconds(86_400),
  CACHE_HTML_STALE_IF_ERROR: seconds(86_400),
  CACHE_NOT_FOUND_S_MAXAGE: seconds(30),

  /** Extra origins the Content-Security-Policy allows (consent and analytics providers). */
  CSP_ALLOWED_HOSTS: originList,
  /** Express `trust proxy`: which proxies' X-Forwarded-* headers are believed (HTTPS detection, client IP). */
  TRUST_PROXY: trustProxy,
  /** Requests per minute and client address on /api/preview* and /api/revalidate. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional().default(30),

  /** The consent provider's policy id (iubenda): the privacy and cookie policy links point to its pages. */
  CONSENT_POLICY_ID: z
    .string()
    .regex(/^\d{1,12}$/, "must be an iubenda policy id (digits only)")
    .optional(),
  /** A Google tag id (G-…): gtag.js loads only when it is set, and only after analytics consent. */
  ANALYTICS_ID: z
    .string()
    .regex(/^(G|GT|AW|DC)-[A-Z0-9]{4,20}$/, "must be a Google tag id like G-XXXXXXXXXX")
    .optional(),

  /** A staging site: robots.txt disallows everything and every page says noindex. */
  NOINDEX: bool(false),
});

export type Env = z.infer<typeof schema>;

export interface ContentConfig {
  /** True when the site talks to the embedded content service started by `npm start`. */
  embedded: boolean;
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Live API base, e.g. https://abc123.api.sanity.io or http://127.0.0.1:3333 */
  apiUrl: string;
  /** Cached API base, e.g. https://abc123.apicdn.sanity.io */
  cdnUrl: string;
  /** Asset CDN base for image and file URLs (empty string: same origin as the site, which proxies them). */
  imageUrl: string;
  useCdn: boolean;
  withCredentials: boolean;
  token: string | undefined;
  timeoutMs: number;
}

export interface Config {
  env: Env;
  port: number;
  host: string;
  siteUrl: string;
  logLevel: Env["LOG_LEVEL"];
  content: ContentConfig;
  contentService: {
    port: number;
    host: string;
    token: string | undefined;
    writeToken: string | undefined;
    editorPassword: string | undefined;
    dataDir: string | undefined;
    archive: string | undefined;
    dbDir: string | undefined;
    publishHook: string | undefined;
  };
  testFaults: boolean;
  preview: { secret: string | undefined; maxAgeSeconds: number; studioUrl: string };
  revalidateSecret: string | undefined;
  contentCache: { freshMs: number; staleWhileRevalidateMs: number; maxEntries: number; maxBytes: number };
  /** The origin's page cache; maxBytes 0 means off. */
  pageCache: { maxBytes: number };
  /** The shared caches the publish webhook purges (empty: none in front, the origin's caches are the only ones). */
  purgeTargets: string[];
  /** The headers the server sends a response's surrogate keys in (none: no shared cache reads them). */
  surrogateKeyHeaders: SurrogateKeyHeaderName[];
  httpCache: {
    htmlSMaxage: number;
    htmlStaleWhileRevalidate: number;
    htmlStaleIfError: number;
    notFoundSMaxage: number;
  };
  security: { cspAllowedHosts: string[]; trustProxy: boolean | number | string; apiRateLimitPerMinute: number };
  consent: { policyId: string | undefined; analyticsId: string | undefined };
  /** Keep the whole site out of search engines (staging). */
  noindex: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like not setting FOO.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in schema.shape && value !== undefined && value !== ""),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const embedded = !env.SANITY_PROJECT_ID && !env.SANITY_API_URL;
  const projectId = env.SANITY_PROJECT_ID ?? "salone";
  const embeddedUrl = `http://${env.CONTENT_HOST === "0.0.0.0" ? "127.0.0.1" : env.CONTENT_HOST}:${env.CONTENT_PORT}`;
  const apiUrl = env.SANITY_API_URL ?? (embedded ? embeddedUrl : `https://${projectId}.api.sanity.io`);
  const cdnUrl =
    env.SANITY_CDN_URL ?? (env.SANITY_API_URL || embedded ? apiUrl : `https://${projectId}.apicdn.sanity.io`);
  // The embedded service's images and files are proxied by the site server under /images and
  // /files, so the browser only ever talks to the site's own origin.
  const imageUrl = env.SANITY_IMAGE_URL ?? (env.SANITY_PROJECT_ID ? "https://cdn.sanity.io" : "");
  const port = env.PORT;
  const shared = sharedCacheDefaults(env.PURGE_TARGETS.length > 0);
  return {
    env,
    port,
    host: env.HOST,
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL,
    content: {
      embedded,
      projectId,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      apiUrl,
      cdnUrl,
      imageUrl,
      useCdn: env.SANITY_USE_CDN,
      withCredentials: env.SANITY_WITH_CREDENTIALS,
      token: env.SANITY_READ_TOKEN ?? (embedded ? env.CONTENT_TOKEN : undefined),
      timeoutMs: env.SANITY_TIMEOUT_MS,
    },
    contentService: {
      port: env.CONTENT_PORT,
      host: env.CONTENT_HOST,
      token: env.CONTENT_TOKEN,
      writeToken: env.CONTENT_WRITE_TOKEN,
      editorPassword: env.EDITOR_PASSWORD,
      dataDir: env.CONTENT_DATA_DIR,
      archive: env.CONTENT_ARCHIVE,
      dbDir: env.CONTENT_DB_DIR,
      publishHook: env.CONTENT_PUBLISH_HOOK,
    },
    testFaults: env.TEST_FAULTS,
    preview: { secret: env.PREVIEW_SECRET, maxAgeSeconds: env.PREVIEW_MAX_AGE, studioUrl: env.SANITY_STUDIO_URL },
    revalidateSecret: env.REVALIDATE_SECRET,
    contentCache: {
      freshMs: (env.CONTENT_CACHE_TTL ?? shared.contentCacheTtl) * 1000,
      staleWhileRevalidateMs: (env.CONTENT_CACHE_SWR ?? shared.contentCacheSwr) * 1000,
      maxEntries: env.CONTENT_CACHE_MAX_ENTRIES,
      maxBytes: Math.round(env.CONTENT_CACHE_MAX_MB * 1024 * 1024),
    },
    pageCache: { maxBytes: Math.round((env.PAGE_CACHE_MAX_MB ?? shared.pageCacheMb) * 1024 * 1024) },
    purgeTargets: env.PURGE_TARGETS,
    surrogateKeyHeaders: env.SURROGATE_KEY_HEADERS ?? shared.surrogateKeyHeaders,
    httpCache: {
      htmlSMaxage: env.CACHE_HTML_S_MAXAGE,
      htmlStaleWhileRevalidate: env.CACHE_HTML_STALE_WHILE_REVALIDATE,
      htmlStaleIfError: env.CACHE_HTML_STALE_IF_ERROR,
      notFoundSMaxage: env.CACHE_NOT_FOUND_S_MAXAGE,
    },
    security: {
      cspAllowedHosts: env.CSP_ALLOWED_HOSTS,
      trustProxy: env.TRUST_PROXY,
      apiRateLimitPerMinute: env.API_RATE_LIMIT,
    },
    consent: { policyId: env.CONSENT_POLICY_ID, analyticsId: env.ANALYTICS_ID },
    noindex: env.NOINDEX,
  };
}

/**
 * The origin's own caches, by whether a shared cache is in front (decision 0058). Alone, the origin
 * keeps rendered pages (24 MB) and query results (fresh 30 s, then 300 s served while refreshed).
 * Behind a shared cache, which a publish purges at once, both are off by default: the webhook
 * reaches one instance, and another instance's cached results would render the old content again
 * into the freshly purged shared cache. The content cache still answers an outage with its last
 * good results, and still makes concurrent requests for one query one request. The surrogate keys go
 * out in Varnish's xkey header behind one, and in none alone (SURROGATE_KEY_HEADERS names others).
 */
export function sharedCacheDefaults(behindSharedCache: boolean) {
  return behindSharedCache ?
      {
        pageCacheMb: 0,
        contentCacheTtl: 0,
        contentCacheSwr: 0,
        surrogateKeyHeaders: [XKEY_HEADER] as SurrogateKeyHeaderName[],
      }
    : {
        pageCacheMb: 24,
        contentCacheTtl: 30,
        contentCacheSwr: 300,
        surrogateKeyHeaders: [] as SurrogateKeyHeaderName[],
      };
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use. Throws ConfigError on a bad value. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * The configuration the production server parsed, for the app's copy of this module in the build
 * (the server calls it through the build's server entry, site/site-entry.ts): parsed once per process.
 */
export function adoptConfig(given: Config): void {
  cached = given;
}

/** Test seam: forget the parsed configuration so the next call re-reads the environment. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/** The named subset of configuration the browser may see. Never add a secret here. */
export interface PublicConfig {
  siteUrl: string;
  projectId: string;
  dataset: string;
  imageUrl: string;
  /** The consent provider's policy id (public: it is in the policy links). */
  consentPolicyId?: string;
  /** The Google tag id, public by nature (it is in the gtag.js URL). */
  analyticsId?: string;
  /** Present (true) only on a site that must stay out of search engines (NOINDEX=true). */
  noindex?: true;
}

export function publicConfig(c: Config = config()): PublicConfig {
  return {
    siteUrl: c.siteUrl,
    projectId: c.content.projectId,
    dataset: c.content.dataset,
    imageUrl: c.content.imageUrl,
    ...(c.consent.policyId ? { consentPolicyId: c.consent.policyId } : {}),
    ...(c.consent.analyticsId ? { analyticsId: c.consent.analyticsId } : {}),
    ...(c.noindex ? { noindex: true as const } : {}),
  };
}
