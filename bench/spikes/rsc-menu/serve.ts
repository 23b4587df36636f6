/**
 * The spike's server: its build's assets, the content service's images (as server/app.ts proxies
 * them), compression as the site's, and every other request to the RSC build's handler. Reads the
 * site's configuration from the environment (SANITY_API_URL…), like bench/support/site-main.ts.
 *
 *   PORT=4100 SANITY_API_URL=http://127.0.0.1:3333 npx tsx bench/spikes/rsc-menu/serve.ts
 */
import { createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

process.env.NODE_ENV ??= "production";
const { adoptConfig, parseConfig } = await import("../../../shared/config.server");
const config = parseConfig(process.env);
adoptConfig(config);

const buildDir = process.env.RSC_SPIKE_BUILD_DIR || fileURLToPath(new URL("./build", import.meta.url));
const handler = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as { default: { fetch(request: Request): Promise<Response> } };

const app = express();
app.disable("x-powered-by");
app.get("/images/{*rest}", async (req, res, next) => {
  try {
    const upstream = await fetch(new URL(req.originalUrl, config.content.apiUrl), { headers: { accept: req.get("accept") ?? "*/*" } });
    res.status(upstream.status);
    for (const name of ["content-type", "cache-control", "etag", "vary"]) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    next(error);
  }
});
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
app.use(createRequestListener((request) => handler.default.fetch(request)));

const port = Number(process.env.PORT ?? 4100);
const host = process.env.HOST ?? "127.0.0.1";
app.listen(port, host, () => console.log(`The RSC spike is serving on http://${host}:${port} (pid ${process.pid})`));
