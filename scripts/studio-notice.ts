import path from "node:path";
import { studioSettings } from "../server/studio";
import type { Config } from "../config/config.server";
import type { EditorPassword } from "./editor-password";

/**
 * What `npm start` prints about the Studio at /studio, true to the mode it runs in: the embedded
 * service (this run's password and the certificate's warning), a content service elsewhere with no
 * Sanity project (that service's own login), or a Sanity project (Sanity's login). Nothing when the
 * Studio was not built.
 */
export function studioNotice(
  config: Pick<Config, "env" | "content" | "siteUrl" | "contentService">,
  studioBuilt: boolean,
  editor: EditorPassword | undefined,
  cwd = process.cwd(),
): string[] {
  if (!studioBuilt) return [];
  const studio = `${config.siteUrl}/studio`;
  if (config.env.SANITY_PROJECT_ID)
    return [`The Studio is at ${studio} (it logs in with Sanity, project ${config.env.SANITY_PROJECT_ID}).`];
  const settings = studioSettings(config);
  const warning = (origin: string, whose: string) =>
    `The first time, the browser warns about the certificate of ${origin}: it is ${whose}; choose Advanced, then Proceed.`;
  if (config.content.embedded && editor) {
    const password =
      editor.source === "env" ?
        "the password in EDITOR_PASSWORD"
      : `the password in ${path.relative(cwd, editor.file)}`;
    return [
      `Edit the content: open ${studio} and log in with ${password}${editor.source === "new" ? " (made just now for this machine)" : ""}.`,
      // The Studio reaches the service over HTTP/2, so over TLS, on a certificate this machine made.
      warning(
        `https://${config.content.projectId}.localhost:${config.contentService.port}`,
        "this machine's own (.data/tls/)",
      ),
    ];
  }
  // A content service elsewhere, no Sanity project: the Studio edits that service and logs in on its page.
  const service = settings.certificate ? new URL(settings.certificate.login).origin : settings.apiHost;
  return [
    `The Studio is at ${studio}: it edits the content service at ${service} and logs in with that service's editor password (its EDITOR_PASSWORD).`,
    ...(settings.certificate ? [warning(service!, "the content service's own")] : []),
  ];
}
