import type { Route } from "./+types/api.revalidate";
import { config } from "@config/config.server";
import { contentClient } from "~/content-client/clients.server";
import { log } from "@config/log.server";
import { isRecord, propertyOf } from "@site/narrow";
import { secretMatches } from "~/preview/preview.server";
import { PURGED_KEYS_HEADER, SITE_KEY, publishKeys } from "@site/surrogate-keys";
import { purgeSharedCaches } from "~/publish/purge.server";

/**
 * POST /api/revalidate: the publish webhook. With the right `x-revalidate-secret` header:
 * - this process's content cache fetches every result again before serving it;
 * - the published documents' surrogate keys (from Sanity's webhook body: `_id`, `_type`; a body
 *   without them purges everything) are purged at every shared cache (PURGE_TARGETS) and, on the
 *   way out, in this process's page cache (server/page-cache.ts reads X-Purged-Keys).
 * A shared cache that could not be purged makes the answer a 502, so that Sanity sends the webhook
 * again (a purge is idempotent).
 */
const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  const { revalidateSecret: secret, purgeTargets } = config();
  if (!secret) return Response.json({ error: "Not Found" }, { status: 404, headers: NO_STORE });
  if (request.method !== "POST") return loader();
  if (!secretMatches(request.headers.get("x-revalidate-secret"), secret)) {
    log.warn("revalidate refused: wrong or missing secret");
    return Response.json({ error: "Unauthorized" }, { status: 401, headers: NO_STORE });
  }
  const body = await readBody(request);
  const named = publishKeys(body);
  const keys = named ?? [SITE_KEY];
  const cache = contentClient();
  cache.invalidate();
  const purged = await purgeSharedCaches(purgeTargets, keys);
  const ok = purged.every((outcome) => outcome.ok);
  log.info("published: content cache invalidated, caches purged", {
    generation: cache.stats().generation,
    keys,
    slug: slugOf(body),
    sharedCaches: purged.length,
    ok,
  });
  return Response.json(
    { revalidated: ok, at: new Date().toISOString(), keys, purged },
    { status: ok ? 200 : 502, headers: { ...NO_STORE, [PURGED_KEYS_HEADER]: keys.join(" ") } },
  );
}

/** The webhook's JSON body; anything else (none, not JSON) is `undefined`, which purges everything. */
async function readBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => "");
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    log.warn("publish webhook: the body is not JSON; purging everything");
    return undefined;
  }
}

/** The published document's slug, for the log line (the keys need only its id and type). */
function slugOf(body: unknown): string | undefined {
  const slug = propertyOf(body, "slug");
  const current = isRecord(slug) ? slug.current : slug;
  return typeof current === "string" ? current.slice(0, 200) : undefined;
}
