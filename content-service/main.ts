/**
 * CLI: `tsx content-service/main.ts`. Configuration from the environment:
 * CONTENT_PORT (3333), CONTENT_HOST (127.0.0.1), CONTENT_TOKEN, CONTENT_DATA_DIR (demo-dataset/),
 * CONTENT_ARCHIVE (a `sanity dataset export` .tar.gz or folder, served as SANITY_DATASET instead),
 * CONTENT_WRITE_TOKEN (the API token that may write), CONTENT_DB_DIR (.data/content/: the databases),
 * CONTENT_PUBLISH_HOOK with REVALIDATE_SECRET (the site's webhook, told of each publish),
 * SANITY_PROJECT_ID (salone), SANITY_DATASET (production), EDITOR_PASSWORD and STUDIO_ORIGINS (comma
 * separated: the Studio's login, decision 0082). SIGHUP opens the database again.
 */
import { resolve } from "node:path";
import { startContentService } from "./service.ts";

function port(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 3333;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`CONTENT_PORT must be a port number from 0 to 65535, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

const env = process.env;
const service = await startContentService({
  port: port(env.CONTENT_PORT),
  host: env.CONTENT_HOST || "127.0.0.1",
  token: env.CONTENT_TOKEN || undefined,
  writeToken: env.CONTENT_WRITE_TOKEN || undefined,
  dbDir: env.CONTENT_DB_DIR ? resolve(env.CONTENT_DB_DIR) : undefined,
  // Alone, it tells a site of a publish only when told where (and with the site's webhook secret).
  publishHooks:
    env.CONTENT_PUBLISH_HOOK && env.CONTENT_PUBLISH_HOOK !== "off" && env.REVALIDATE_SECRET ?
      [{ url: env.CONTENT_PUBLISH_HOOK, secret: env.REVALIDATE_SECRET }]
    : [],
  dataDir: env.CONTENT_DATA_DIR ? resolve(env.CONTENT_DATA_DIR) : undefined,
  archive: env.CONTENT_ARCHIVE ? resolve(env.CONTENT_ARCHIVE) : undefined,
  editorPassword: env.EDITOR_PASSWORD || undefined,
  studioOrigins: (env.STUDIO_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean),
  projectId: env.SANITY_PROJECT_ID || "salone",
  dataset: env.SANITY_DATASET || "production",
});
const { documents } = await service.stats();
console.log(`content service listening on ${service.url} (${documents} documents)`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

process.on("SIGHUP", () => {
  service.reload().catch((error: unknown) => console.error(error));
});
