/**
 * `npm run dev`: the embedded content service (unless a real one is configured) and the Vite dev
 * server with hot reload, on PORT (default 5173 so it never clashes with a running `npm start`).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { ConfigError, parseConfig } from "../shared/config.server";

process.env.NODE_ENV = "development";
if (!process.env.SANITY_PROJECT_ID && !process.env.SANITY_API_URL && !process.env.CONTENT_TOKEN) {
  process.env.CONTENT_TOKEN = randomBytes(24).toString("hex");
}
let config;
try {
  config = parseConfig({ ...process.env, PORT: process.env.PORT ?? "5173" });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let closeService: (() => Promise<void>) | undefined;
if (config.content.embedded) {
  const { startContentService } = await import("../content-service/service");
  const service = await startContentService({
    port: config.contentService.port,
    host: config.contentService.host,
    token: config.contentService.token,
  });
  closeService = () => service.close();
  console.log(`Embedded content service on ${service.url}`);
}

// Its own process group, so stopping it stops npx and the dev server npx started.
const vite = spawn("npx", ["react-router", "dev", "--port", String(config.port), "--host", config.host], {
  stdio: "inherit",
  env: process.env,
  detached: true,
});
const stop = async () => {
  try {
    if (vite.pid) process.kill(-vite.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await closeService?.();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
vite.on("exit", (code) => void closeService?.().then(() => process.exit(code ?? 0)));
