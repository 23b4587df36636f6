import type { Route } from "./+types/api.preview-mode-enable";
import { config } from "@config/config.server";
import { log } from "@config/log.server";
import { propertyOf } from "@site/narrow";
import { createPreviewToken, isHttps, previewCookie, safeRedirectPath } from "~/preview/preview.server";
import { checkPreviewUrl, framed, framedPreviewCookie, secretsClient } from "~/preview/preview-mode.server";

/**
 * GET /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/path (the Studio's
 * Presentation tool adds both): checks the secret against the Studio's `sanity.previewUrlSecret`
 * documents, then starts the same signed preview session as /api/preview and redirects to the path.
 * Inside the Studio's frame the cookie is SameSite=None; Secure; Partitioned (preview-mode.server.ts).
 * A wrong or expired secret: 401, nothing set. Off (404) without PREVIEW_SECRET (the cookie's key)
 * or a read token (to read the secrets with).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { secret, maxAgeSeconds } = config().preview;
  const noStore = { "Cache-Control": "private, no-store" };
  const client = secretsClient();
  if (!secret || !client) return new Response("Not Found", { status: 404, headers: noStore });
  let check;
  try {
    check = await checkPreviewUrl(client, request.url);
  } catch (error) {
    log.warn("preview mode: the secret could not be checked", { error: String(propertyOf(error, "message") ?? error) });
    return new Response("Service Unavailable", { status: 503, headers: { ...noStore, "Retry-After": "30" } });
  }
  if (!check.valid) {
    log.warn("preview mode refused: wrong, expired or missing secret");
    return new Response("Unauthorized", { status: 401, headers: noStore });
  }
  const target = safeRedirectPath(check.redirectTo);
  if (!target) return new Response("The path must be a path on this site", { status: 400, headers: noStore });
  const token = createPreviewToken(secret, maxAgeSeconds);
  const cookie =
    framed(request) ?
      framedPreviewCookie(token, maxAgeSeconds)
    : previewCookie(token, { maxAgeSeconds, secure: isHttps(request) });
  return new Response(null, { status: 307, headers: { ...noStore, Location: target, "Set-Cookie": cookie } });
}
