import { log } from "~/lib/log.server";
import { unavailable } from "~/lib/http-errors";
import { ContentError, ContentUnavailableError, type QueryParams } from "./client.server";
import { contentClient } from "./clients.server";

/**
 * Runs a query for a loader. An unreachable or failing service becomes the 503 error page;
 * any other content error is logged and rethrown (it is a bug in a query, a 500).
 */
export async function loadContent<T>(tag: string, query: string, params: QueryParams = {}): Promise<T> {
  try {
    return await contentClient().fetch<T>(query, params, { tag });
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      log.warn("content service unavailable", { tag, error: error.message });
      unavailable();
    }
    if (error instanceof ContentError) {
      log.error("content query failed", { tag, status: error.status, error: error.message });
    }
    throw error;
  }
}
