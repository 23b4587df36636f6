import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import path from "node:path";
import { Readable } from "node:stream";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { Config } from "../app/config.server";
import { log } from "../app/lib/log.server";

export interface AppOptions {
  config: Config;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client; static files are served from here. */
  clientDir: string;
}

const IMAGE_PATH = /^\/images\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9_-]+\/[a-zA-Z0-9]+-\d+x\d+\.[a-z0-9]+$/;

/**
 * The production server: static assets, the embedded service's image CDN (proxied, so the browser
 * only ever talks to this origin) and the React Router request handler.
 */
export function createApp({ config, build, clientDir }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use(requestLog);

  if (config.content.embedded || !config.content.imageUrl) {
    app.get("/images/{*rest}", (req, res, next) => proxyImage(config.content.apiUrl, req, res).catch(next));
  }

  // Hashed assets never change: cache them for a year.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  app.all("/{*rest}", createRequestHandler({ build, mode: config.env.NODE_ENV }));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error("unhandled server error", { path: req.path, error: String((error as Error)?.stack ?? error) });
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
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
    res.status(503).type("text/plain").send("Image service unavailable");
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
