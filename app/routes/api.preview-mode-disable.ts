import type { Route } from "./+types/api.preview-mode-disable";
import { clearedPreviewCookie, isHttps, safeRedirectPath } from "~/preview/preview.server";
import { clearedFramedPreviewCookie, framed } from "~/preview/preview-mode.server";

/**
 * GET /api/preview-mode/disable?redirect=/path: ends preview (the Presentation tool's way out; the
 * cookie of the Studio's frame is a partitioned one, and only a partitioned clear reaches it).
 */
export function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirect")) ?? "/";
  const headers = new Headers({ Location: target, "Cache-Control": "private, no-store" });
  headers.append(
    "Set-Cookie",
    framed(request) ? clearedFramedPreviewCookie() : clearedPreviewCookie({ secure: isHttps(request) }),
  );
  return new Response(null, { status: 307, headers });
}
