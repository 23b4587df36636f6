import type { Route } from "./+types/api.revalidate";
import { config } from "@shared/config.server";
import { contentClient } from "~/content/clients.server";
import { log } from "@shared/log.server";
import { secretMatches } from "~/preview/preview.server";

/**
 * POST /api/revalidate: the publish webhook. With the right `x-revalidate-secret` header, every
 * cached content result must be fetched again before it is served, so an edit shows on the next
 * request without a restart (the old results stay as a fallback should the service fail).
 * Shared caches (a CDN) follow within their s-maxage.
 */
const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  const secret = config().revalidateSecret;
  if (!secret) return Response.json({ error: "Not Found" }, { status: 404, headers: NO_STORE });
  if (request.method !== "POST") return loader();
  if (!secretMatches(request.headers.get("x-revalidate-secret"), secret)) {
    log.warn("revalidate refused: wrong or missing secret");
    return Response.json({ error: "Unauthorized" }, { status: 401, headers: NO_STORE });
  }
  const cache = contentClient();
  cache.invalidate();
  log.info("content cache invalidated by the publish webhook", { generation: cache.stats().generation });
  return Response.json({ revalidated: true, at: new Date().toISOString() }, { headers: NO_STORE });
}
