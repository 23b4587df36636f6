import type { Route } from "./+types/api.preview-exit";
import { clearedPreviewCookie, isHttps, safeRedirectPath } from "~/preview/preview.server";

/** GET /api/preview/exit?redirect=/path: ends preview (clears the cookie) and goes back to the page. */
export function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirect")) ?? "/";
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      "Set-Cookie": clearedPreviewCookie({ secure: isHttps(request) }),
      "Cache-Control": "private, no-store",
    },
  });
}
