/**
 * `npm start`: validate the configuration, build when the build is missing or stale, start the
 * embedded content service unless a real one is configured, and serve production on PORT.
 */
import { log } from "../config/log.server";
import { buildIfNeeded } from "./build-if-needed";
import { buildStudioIfNeeded, studioBuildEnv } from "./build-studio";
import { editorPassword } from "./editor-password";
import { contentSourceProblem, embeddedServiceOptions } from "./embedded-service";
import { listenOrExit } from "./port-in-use";
import { startupConfig } from "./startup-config";
import { studioNotice } from "./studio-notice";

// Before React or React Router is loaded: they pick their production or development build from it.
process.env.NODE_ENV ??= "production";
const { serveSite } = await import("../server/serve");
const config = startupConfig();

// A dataset source that is not there would only fail later, less clearly, inside the service.
const sourceProblem = config.content.embedded ? contentSourceProblem(config) : null;
if (sourceProblem) {
  console.error(sourceProblem);
  process.exit(1);
}

buildIfNeeded();

// The Studio served at /studio: local with no Sanity project (the site hands it this run's service
// and site in its page), Sanity's with one (decision 0082).
const studioBuilt = buildStudioIfNeeded(studioBuildEnv(config.env));
const editor = config.content.embedded ? editorPassword(config.contentService.editorPassword) : undefined;

const closers: (() => Promise<void>)[] = [];

if (config.content.embedded) {
  const { startContentService } = await import("../content-service/service");
  const service = await listenOrExit(
    () => startContentService(embeddedServiceOptions(config, editor)),
    "The embedded content service",
    config.contentService.port,
    "CONTENT_PORT",
  );
  closers.unshift(() => service.close());
  log.info("embedded content service started", { url: service.url, dataset: config.content.dataset });
} else {
  log.info("content from a content service elsewhere", { url: config.content.apiUrl, dataset: config.content.dataset });
}

const site = await listenOrExit(() => serveSite(config), "The site", config.port, "PORT");
closers.unshift(() => site.close());
await warmUp(`http://127.0.0.1:${config.port}`);
// The last lines of start-up, outside the log (whatever its level or format): how to edit, where to open the site.
for (const line of studioNotice(config, studioBuilt, editor)) console.log(line);
console.log(`Salone is serving at ${site.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  for (const close of closers) await close().catch(() => undefined);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/**
 * The first render of a fresh process is slow (modules compiled on first use, the content service's
 * first queries): measured at 3.6 s for the home page on a busy 2-core machine, against 25 ms after.
 * The server renders its home pages once before it says it is serving, so no visitor pays for that
 * (and none meets a content timeout for it). A failure here is only logged: the site serves anyway.
 */
async function warmUp(origin: string): Promise<void> {
  for (const path of ["/", "/en"]) {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) log.warn("warm-up request failed", { path, status: response.status });
    } catch (error) {
      log.warn("warm-up request failed", { path, error: String((error as Error)?.message ?? error) });
    }
  }
}
