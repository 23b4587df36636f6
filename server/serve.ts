import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Config } from "../config/config.server";
import { createApp } from "./app";
import { tuneHeapGrowth } from "./heap";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = path.join(ROOT, "build");
export const STUDIO_DIR = path.join(ROOT, "studio", "dist");

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the production build on config.port (0: a free port). */
export async function serveSite(
  config: Config,
  buildDir = BUILD_DIR,
  studioDir: string | undefined = STUDIO_DIR,
): Promise<RunningServer> {
  tuneHeapGrowth();
  const serverBuildPath = path.join(buildDir, "server", "index.js");
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const app = createApp({
    config,
    build,
    clientDir: path.join(buildDir, "client"),
    studioDir: studioDir && existsSync(studioDir) ? studioDir : undefined,
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once("error", reject);
  });
  // Slow clients cannot hold a connection forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        // In-flight requests finish; keep-alive sockets are closed as soon as they fall idle
        // (otherwise the process would wait out keepAliveTimeout after the last response).
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
