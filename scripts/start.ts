/**
 * `npm start`: validate the configuration, build when the build is missing or stale, start the
 * embedded content service unless a real one is configured, and serve production on PORT.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { log } from "../shared/log.server";
import { buildIfNeeded } from "./build-if-needed";
import { buildStudioIfNeeded, studioBuildEnv } from "./build-studio";
import { editorPassword } from "./editor-password";
import { publishHooks, startupConfig } from "./startup-config";

// Before React or React Router is loaded: they pick their production or development build from it.
process.env.NODE_ENV ??= "production";
const { serveSite } = await import("../server/serve");
const config = startupConfig();

// A dataset directory that is not there would only fail later, less clearly, inside the service.
const dataDir = config.contentService.dataDir ? path.resolve(config.contentService.dataDir) : undefined;
const archive = config.contentService.archive ? path.resolve(config.contentService.archive) : undefined;
if (config.content.embedded && archive) {
  if (!existsSync(archive)) {
    console.error(`CONTENT_ARCHIVE: ${archive} does not exist (a .tar.gz from sanity dataset export or npm run content:export, or its folder)`);
    process.exit(1);
  }
} else if (config.content.embedded && dataDir) {
  const file = path.join(dataDir, `${config.content.dataset}.ndjson`);
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory() || !existsSync(file)) {
    console.error(`CONTENT_DATA_DIR: ${dataDir} must be a directory holding ${config.content.dataset}.ndjson`);
    process.exit(1);
  }
}

buildIfNeeded();

// The Studio served at /studio: local with no Sanity project (the site hands it this run's service
// and site in its page), Sanity's with one (decision 0082).
const studioBuilt = buildStudioIfNeeded(studioBuildEnv(config.env));
const editor = config.content.embedded ? editorPassword(config.contentService.editorPassword) : undefined;

const closers: (() => Promise<void>)[] = [];

if (config.content.embedded) {
  const { startContentService } = await import("../content-service/service");
  const service = await startContentService({
    port: config.contentService.port,
    host: config.contentService.host,
    projectId: config.content.projectId,
    dataset: config.content.dataset,
    token: config.contentService.token,
    writeToken: config.contentService.writeToken,
    editorPassword: editor?.password,
    // The site's own origins, and `npm run studio` (sanity dev on 3334).
    studioOrigins: [
      ...new Set([new URL(config.siteUrl).origin, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, "http://localhost:3334"]),
    ],
    dbDir: config.contentService.dbDir ? path.resolve(config.contentService.dbDir) : undefined,
    publishHooks: publishHooks(config, `http://127.0.0.1:${config.port}/api/revalidate`),
    dataDir,
    archive,
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
  });
  closers.unshift(() => service.close());
  log.info("embedded content service started", { url: service.url, dataset: config.content.dataset });
} else {
  log.info("content from a content service elsewhere", { url: config.content.apiUrl, dataset: config.content.dataset });
}

const site = await serveSite(config);
closers.unshift(() => site.close());
await warmUp(`http://127.0.0.1:${config.port}`);
// The last line of start-up, outside the log (whatever its level or format): where to open the site.
if (studioBuilt && editor) {
  const password = editor.source === "env" ? "the password in EDITOR_PASSWORD" : `the password in ${path.relative(process.cwd(), editor.file)}`;
  console.log(
    `Edit the content: open ${config.siteUrl}/studio and log in with ${password}${editor.source === "new" ? " (made just now for this machine)" : ""}.`,
  );
  // The Studio reaches the service over HTTP/2, so over TLS, on a certificate this machine made.
  console.log(
    `The first time, the browser warns about the certificate of https://${config.content.projectId}.localhost:${config.contentService.port}: it is this machine's own (.data/tls/); choose Advanced, then Proceed.`,
  );
} else if (studioBuilt) {
  console.log(`The Studio is at ${config.siteUrl}/studio (it logs in with Sanity).`);
}
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
