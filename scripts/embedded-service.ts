/**
 * The embedded content service as `npm start` and `npm run dev` run it, one recipe for both: the
 * dataset source checked first, the tokens, the editor's login, the site's origins for the Studio,
 * and the publish hook to the site's own webhook, so an edit purges the site whichever way it runs.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { ContentServiceOptions } from "../content-service/service";
import type { Config } from "../config/config.server";
import { log } from "../config/log.server";
import type { EditorPassword } from "./editor-password";
import { publishHooks } from "./startup-config";

/** Why the configured dataset source cannot be served (it would only fail later, less clearly), or null. */
export function contentSourceProblem(config: Config): string | null {
  const { dataDir, archive } = config.contentService;
  if (archive) {
    const file = path.resolve(archive);
    return existsSync(file) ? null : (
        `CONTENT_ARCHIVE: ${file} does not exist (a .tar.gz from sanity dataset export or npm run content:export, or its folder)`
      );
  }
  if (!dataDir) return null;
  const dir = path.resolve(dataDir);
  const file = path.join(dir, `${config.content.dataset}.ndjson`);
  return existsSync(dir) && statSync(dir).isDirectory() && existsSync(file) ?
      null
    : `CONTENT_DATA_DIR: ${dir} must be a directory holding ${config.content.dataset}.ndjson`;
}

/** The service's options for a site served on `config.port`. */
export function embeddedServiceOptions(config: Config, editor: EditorPassword | undefined): ContentServiceOptions {
  const { contentService } = config;
  return {
    port: contentService.port,
    host: contentService.host,
    projectId: config.content.projectId,
    dataset: config.content.dataset,
    token: contentService.token,
    writeToken: contentService.writeToken,
    editorPassword: editor?.password,
    // The site's own origins, and `npm run studio` (sanity dev on 3334).
    studioOrigins: [
      ...new Set([
        new URL(config.siteUrl).origin,
        `http://localhost:${config.port}`,
        `http://127.0.0.1:${config.port}`,
        "http://localhost:3334",
      ]),
    ],
    dbDir: contentService.dbDir ? path.resolve(contentService.dbDir) : undefined,
    publishHooks: publishHooks(config, `http://127.0.0.1:${config.port}/api/revalidate`),
    dataDir: contentService.dataDir ? path.resolve(contentService.dataDir) : undefined,
    archive: contentService.archive ? path.resolve(contentService.archive) : undefined,
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
  };
}
