/**
 * `npm run dev`: the embedded content service (unless a real one is configured) and the Vite dev
 * server with hot reload, on PORT (default 5173 so it never clashes with a running `npm start`). The
 * service runs as under `npm start` (embedded-service.ts): writes with CONTENT_WRITE_TOKEN or the
 * editor's login, and a publish purges this dev server's caches through its webhook.
 */
import { spawn } from "node:child_process";
import { editorPassword } from "./editor-password";
import { contentSourceProblem, embeddedServiceOptions } from "./embedded-service";
import { listenOrExit } from "./port-in-use";
import { startupConfig } from "./startup-config";

process.env.NODE_ENV = "development";
process.env.PORT ??= "5173";
// The tokens and the webhook's secret it makes go to the dev server too, through the environment.
const config = startupConfig();

let closeService: (() => Promise<void>) | undefined;
if (config.content.embedded) {
  const problem = contentSourceProblem(config);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const { startContentService } = await import("../content-service/service");
  const service = await listenOrExit(
    () => startContentService(embeddedServiceOptions(config, editorPassword(config.contentService.editorPassword))),
    "The embedded content service",
    config.contentService.port,
    "CONTENT_PORT",
  );
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
