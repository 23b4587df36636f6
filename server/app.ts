import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type NextFunction, type Request, type Response } from "express";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants as zlib } from "node:zlib";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { Config } from "../config/config.server";
import { PREVIEW_COOKIE } from "../site/cookies";
import { FRAME_ORIGINS } from "../site/frames";
import { log } from "../config/log.server";
import { isSiteEntry, type SiteEntry } from "../site/site-entry";
import { htmlEtag } from "./etag";
import { pageCache } from "./page-cache";
import { requestHardening } from "./hardening";
import { surrogateKeyHeadersOut } from "./surrogate-key-headers";
import { rateLimit } from "./rate-limit";
import { allowFramingBy, securityHeaders } from "./security";
import { STUDIO_PATH, studioRouter, studioSettings } from "./studio";

export interface AppOptions {
  config: Config;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client; static files are served from here. */
  clientDir: string;
  /** studio/dist: the built Studio, served at /studio with headers of its own (server/studio.ts). */
  studioDir?: string | undefined;
}

const IMAGE_PATH = /^\/images\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9]+-\d+x\d+\.[a-z0-9]+$/;
const FILE_PATH = /^\/files\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9]+\.[a-zA-Z0-9]{1,10}$/;

/** The only POST the site accepts: the publish webhook. */
export const WEBHOOK_PATH = "/api/revalidate";

/** Files that must be revalidated on every use: the service worker and the web app manifest. */
const NO_CACHE_FILES = /^(sw\.js|manifest\.webmanifest|site\.webmanifest|manifest\.json)$/;

/**
 * The production server, in order: request log; the surrogate keys' headers on the way out (for the
 * shared cache in front, or none: surrogate-key-headers.ts); security headers (and the CSP nonce); request
 * hardening (the Studio at /studio before those, with its own); the embedded service's file CDN (proxied
 * before compression: a byte range of a recompressed body would be wrong, and media is compressed already);
 * gzip/brotli; rate limits on the preview and webhook endpoints; the embedded service's image CDN (proxied,
 * so the browser only ever talks to this origin); static files with their caching rules; the page cache;
 * ETag/304 for pages; the Studio's leave to frame a preview page; the React Router request handler.
 */
export function createApp({ config, build, clientDir, studioDir }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Pages get their ETag from htmlEtag (nonce-aware); static files from express.static.
  app.set("etag", false);
  app.set("trust proxy", config.security.trustProxy);
  app.use(requestLog);
  app.use(surrogateKeyHeadersOut(config.surrogateKeyHeaders));
  // Before the site's headers: the Studio is another application (server/studio.ts).
  if (studioDir) app.use(STUDIO_PATH, studioRouter(studioDir, studioSettings(config)));
  app.use(
    securityHeaders({
      imageUrl: config.content.imageUrl,
      allowedHosts: config.security.cspAllowedHosts,
      // The location section's map and the video block's embeds (YouTube, Vimeo), each framed only
      // after the visitor's consent (site/frames.ts).
      extra: { "frame-src": FRAME_ORIGINS },
    }),
  );
  app.use(requestHardening({ postPaths: [WEBHOOK_PATH] }));
  // The embedded service's assets, when the browser cannot reach a CDN of its own for them.
  const proxied = config.content.embedded || !config.content.imageUrl;
  if (proxied) {
    app.get("/files/{*rest}", (req, res, next) => proxyAsset(config.content.apiUrl, req, res, FILE_PROXY).catch(next));
  }
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));

  const limit = rateLimit({ limit: config.security.apiRateLimitPerMinute, windowMs: 60_000 });
  app.use(["/api/preview", "/api/preview-mode", WEBHOOK_PATH], limit);

  if (proxied) {
    app.get("/images/{*rest}", (req, res, next) =>
      proxyAsset(config.content.apiUrl, req, res, IMAGE_PROXY).catch(next),
    );
  }

  // Pages already rendered come from memory; what is rendered next is kept there (page-cache.ts).
  const pages =
    config.pageCache.maxBytes > 0 ?
      pageCache({
        freshMs: config.contentCache.freshMs,
        staleMs: config.contentCache.staleWhileRevalidateMs,
        maxBytes: config.pageCache.maxBytes,
        webhookPath: WEBHOOK_PATH,
        testFaults: config.testFaults,
      })
    : undefined;

  // Hashed assets never change: cache them for a year. A missing one is a plain 404, never a page.
  // Scripts, stylesheets and SVGs go out as the build compressed them (brotli 11 or gzip 9, by the
  // request's Accept-Encoding: build-plugins/precompress.ts), which the compression above leaves
  // as they are; the rest, and a client that accepts neither, get the file.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  app.use(
    "/assets",
    (_req, res) => void res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found"),
  );
  // A stored page is answered before the disk is asked for a file of that name (none has one).
  if (pages) app.use(pages.fromMemory);
  app.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders(res, file) {
        if (NO_CACHE_FILES.test(path.basename(file))) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  if (pages) app.use(pages);
  app.use(htmlEtag());
  // The app's server entry, handed this process's configuration once per build.
  let adopted: SiteEntry | undefined;
  const entry = async () => {
    const current = await siteEntry(build);
    if (current !== adopted) current.adoptConfig(config);
    adopted = current;
    return current;
  };
  // A preview page, and only a preview page, may be framed by the venue's Studio (its Presentation tool).
  const studioOrigin = new URL(config.preview.studioUrl).origin;
  app.use((req, res, next) => {
    if (!config.preview.secret || !req.headers.cookie?.includes(PREVIEW_COOKIE)) return next();
    entry().then((site) => {
      if (site.inPreview(req.headers.cookie)) allowFramingBy(res, studioOrigin);
      next();
    }, next);
  });
  app.all(
    "/{*rest}",
    createRequestHandler({
      build,
      mode: config.env.NODE_ENV,
      // The app makes the request's context from what the server knows (site/site-entry.ts).
      getLoadContext: async (req, res) =>
        (await entry()).requestContext({ nonce: res.locals.nonce as string, document: !req.path.endsWith(".data") }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (res.headersSent) return res.end();
      return void res
        .status(status)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(status === 404 ? "Not Found" : "Bad Request");
    }
    log.error("unhandled server error", { path: req.path, error: String((error as Error)?.stack ?? error) });
    if (res.headersSent) return res.end();
    res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal Server Error");
  });
  return app;
}

/** The app's server entry, from the build the server runs. */
async function siteEntry(build: AppOptions["build"]): Promise<SiteEntry> {
  const module: unknown = (typeof build === "function" ? await build() : build).entry.module;
  if (!isSiteEntry(module))
    throw new Error("The build's server entry does not export requestContext and adoptConfig (app/entry.server.tsx)");
  return module;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info("request", { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });
  next();
}

interface AssetProxy {
  path: RegExp;
  /** Request headers passed on to the service. */
  forward: readonly string[];
  /** Response headers passed back. */
  back: readonly string[];
  unavailable: string;
}

const IMAGE_PROXY: AssetProxy = {
  path: IMAGE_PATH,
  forward: ["accept"],
  back: ["content-type", "cache-control", "etag", "vary", "last-modified", "content-length"],
  unavailable: "Image service unavailable",
};

/** A player asks for byte ranges (to start, to seek, to read the index at the end): they pass through both ways. */
const FILE_PROXY: AssetProxy = {
  path: FILE_PATH,
  forward: ["range", "if-range", "if-none-match"],
  back: ["content-type", "cache-control", "etag", "last-modified", "content-length", "content-range", "accept-ranges"],
  unavailable: "File service unavailable",
};

/** How long the service may take to start answering (a long video may take longer to stream). */
const PROXY_HEADERS_TIMEOUT_MS = 15_000;

async function proxyAsset(apiUrl: string, req: Request, res: Response, proxy: AssetProxy) {
  if (!proxy.path.test(req.path)) {
    res.status(404).type("text/plain").send("Not Found");
    return;
  }
  const search = req.originalUrl.slice(req.path.length);
  const headers: Record<string, string> = {};
  for (const name of proxy.forward) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  if (proxy.forward.includes("accept")) headers.accept ??= "*/*";
  // A visitor who leaves (or seeks elsewhere) stops the upstream request too.
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  const timer = setTimeout(() => abort.abort(), PROXY_HEADERS_TIMEOUT_MS);
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(`${apiUrl}${req.path}${search}`, {
      method: req.method === "HEAD" ? "HEAD" : "GET",
      headers,
      signal: abort.signal,
    });
  } catch {
    if (!res.headersSent && !res.destroyed)
      res.status(503).set("Cache-Control", "no-store").type("text/plain").send(proxy.unavailable);
    return;
  } finally {
    clearTimeout(timer);
  }
  res.status(upstream.status);
  for (const header of proxy.back) {
    const value = upstream.headers.get(header);
    if (value) res.setHeader(header, value);
  }
  if (!upstream.body || req.method === "HEAD") return void res.end();
  await pipeline(Readable.fromWeb(upstream.body as never), res).catch(() => {
    // The visitor went away, or the service did mid-answer: nothing more can be sent.
    res.destroy();
  });
}
