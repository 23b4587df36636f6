import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import path from "node:path";
import { Readable } from "node:stream";
import { constants as zlib } from "node:zlib";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { Config } from "../app/config.server";
import { log } from "../app/lib/log.server";
import { serverRequestContext } from "../app/lib/request-context";
import { htmlEtag } from "./etag";
import { pageCache } from "./page-cache";
import { requestHardening } from "./hardening";
import { rateLimit } from "./rate-limit";
import { securityHeaders } from "./security";
import { MAP_EMBED_ORIGIN } from "../app/lib/location";

export interface AppOptions {
  config: Config;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client; static files are served from here. */
  clientDir: string;
}

const IMAGE_PATH = /^\/images\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9]+-\d+x\d+\.[a-z0-9]+$/;

/** The only POST the site accepts: the publish webhook. */
export const WEBHOOK_PATH = "/api/revalidate";

/** Files that must be revalidated on every use: the service worker and the web app manifest. */
const NO_CACHE_FILES = /^(sw\.js|manifest\.webmanifest|site\.webmanifest|manifest\.json)$/;

/**
 * The production server, in order: request log; security headers (and the CSP nonce); request
 * hardening; gzip/brotli; rate limits on the preview and webhook endpoints; the embedded service's
 * image CDN (proxied, so the browser only ever talks to this origin); static files with their
 * caching rules; the page cache; ETag/304 for pages; the React Router request handler.
 */
export function createApp({ config, build, clientDir }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Pages get their ETag from htmlEtag (nonce-aware); static files from express.static.
  app.set("etag", false);
  app.set("trust proxy", config.security.trustProxy);
  app.use(requestLog);
  app.use(
    securityHeaders({
      imageUrl: config.content.imageUrl,
      allowedHosts: config.security.cspAllowedHosts,
      // The location section's map, embedded only after the visitor's consent (app/lib/location.ts).
      extra: { "frame-src": [MAP_EMBED_ORIGIN] },
    }),
  );
  app.use(requestHardening({ postPaths: [WEBHOOK_PATH] }));
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));

  const limit = rateLimit({ limit: config.security.apiRateLimitPerMinute, windowMs: 60_000 });
  app.use(["/api/preview", WEBHOOK_PATH], limit);

  if (config.content.embedded || !config.content.imageUrl) {
    app.get("/images/{*rest}", (req, res, next) => proxyImage(config.content.apiUrl, req, res).catch(next));
  }

  // Hashed assets never change: cache them for a year. A missing one is a plain 404, never a page.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use("/assets", (_req, res) => void res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found"));
  app.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders(res, file) {
        if (NO_CACHE_FILES.test(path.basename(file))) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );

  // Pages already rendered come from memory; what is rendered next is kept there (page-cache.ts).
  if (config.pageCache.maxBytes > 0) {
    app.use(
      pageCache({
        freshMs: config.contentCache.freshMs,
        staleMs: config.contentCache.staleWhileRevalidateMs,
        maxBytes: config.pageCache.maxBytes,
        webhookPath: WEBHOOK_PATH,
        testFaults: config.testFaults,
      }),
    );
  }
  app.use(htmlEtag());
  app.all(
    "/{*rest}",
    createRequestHandler({
      build,
      mode: config.env.NODE_ENV,
      getLoadContext: (_req, res) =>
        new RouterContextProvider(new Map<RouterContext, unknown>([[serverRequestContext, { nonce: res.locals.nonce as string }]])),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (res.headersSent) return res.end();
      return void res.status(status).set("Cache-Control", "no-store").type("text/plain").send(status === 404 ? "Not Found" : "Bad Request");
    }
    log.error("unhandled server error", { path: req.path, error: String((error as Error)?.stack ?? error) });
    if (res.headersSent) return res.end();
    res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal Server Error");
  });
  return app;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info("request", { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });
  next();
}

async function proxyImage(apiUrl: string, req: Request, res: Response) {
  if (!IMAGE_PATH.test(req.path)) {
    res.status(404).type("text/plain").send("Not Found");
    return;
  }
  const search = req.originalUrl.slice(req.path.length);
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(`${apiUrl}${req.path}${search}`, {
      headers: { Accept: req.get("accept") ?? "*/*" },
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    res.status(503).set("Cache-Control", "no-store").type("text/plain").send("Image service unavailable");
    return;
  }
  res.status(upstream.status);
  for (const header of ["content-type", "cache-control", "etag", "vary", "last-modified", "content-length"]) {
    const value = upstream.headers.get(header);
    if (value) res.setHeader(header, value);
  }
  if (!upstream.body) return void res.end();
  Readable.fromWeb(upstream.body as never).pipe(res);
}
