import type { Route } from "./+types/api.preview";
import { config } from "@config/config.server";
import { log } from "@config/log.server";
import { createPreviewToken, isHttps, previewCookie, safeRedirectPath, secretMatches } from "~/preview/preview.server";

/**
 * GET /api/preview?secret=…&redirect=/path: an editor's way into preview. The secret comes from
 * PREVIEW_SECRET (the studio's preview link carries it); the answer sets a signed, HttpOnly,
 * SameSite=Lax cookie (Secure over HTTPS) and redirects to a path on this site.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { secret, maxAgeSeconds } = config().preview;
  const noStore = { "Cache-Control": "private, no-store" };
  if (!secret) return new Response("Not Found", { status: 404, headers: noStore });
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get("secret"), secret)) {
    log.warn("preview refused: wrong or missing secret");
    return new Response("Unauthorized", { status: 401, headers: noStore });
  }
  const target = safeRedirectPath(url.searchParams.get("redirect"));
  if (!target) return new Response("The redirect must be a path on this site", { status: 400, headers: noStore });
  const cookie = previewCookie(createPreviewToken(secret, maxAgeSeconds), { maxAgeSeconds, secure: isHttps(request) });
  return new Response(null, { status: 302, headers: { ...noStore, Location: target, "Set-Cookie": cookie } });
}
