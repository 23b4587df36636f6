import { log } from "@config/log.server";
import { unavailable } from "~/errors/http-errors";
import {
  ContentError,
  ContentUnavailableError,
  type QueryParams,
  type QueryResult,
  type SiteQuery,
} from "./protocol.server";
import { contentClient, previewClient } from "./clients.server";
import { contentScope } from "./scope.server";

/**
 * Runs a query for a loader: published content through the server's cache, or drafts (uncached)
 * when the request is an editor's preview (see scope.server.ts), their texts with stega unless
 * the scope says a program reads them. An unreachable or failing service
 * with nothing cached becomes the 503 error page; any other content error is logged and rethrown
 * (it is a bug in a query, a 500). The query is one of the site's (a `defineQuery` in a feature's
 * queries.ts), and its result comes typed as TypeGen wrote it, shaped by the query itself
 * (content-client/fragments.ts): it is handed on as it came.
 * A published result names its documents in the request's surrogate keys (scope.server.ts); a query
 * that answers after the response's headers are out (deferred data) is not in them.
 */
export async function loadContent<const Q extends SiteQuery>(
  tag: string,
  query: Q,
  params: QueryParams = {},
): Promise<QueryResult<Q>> {
  const { preview, keys, stega = preview } = contentScope();
  try {
    const result =
      preview ?
        await previewClient(stega).fetch(query, params, { tag: `preview.${tag}` })
      : await contentClient().fetch(query, params, { tag });
    // The documents the response is built from, for the caches a publish purges (site/surrogate-keys.ts).
    if (!preview) keys?.add(query, result);
    return result;
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      log.warn("content service unavailable", { tag, preview, error: error.message });
      unavailable();
    }
    if (error instanceof ContentError) {
      log.error("content query failed", { tag, preview, status: error.status, error: error.message });
    }
    throw error;
  }
}
