/**
 * POST /v{apiVersion}/data/mutate/{dataset}: Content Lake's mutation endpoint, as @sanity/client
 * calls it (`{"mutations": [...], "transactionId"?}`; options in the URL: returnIds,
 * returnDocuments, visibility, autoGenerateArrayKeys, dryRun).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { requireWrite } from "./auth.ts";
import { httpError, readBody, sendJson } from "./http.ts";
import { applyMutations, mutationError, newTransactionId, parseMutations, type Visibility } from "./mutate.ts";
import type { QueryContext } from "./query-handler.ts";
import { QueryTimeoutError } from "./query.ts";
import type { Writer } from "./writer.ts";

/** A transaction's body: large enough for a long article with its blocks, small enough to refuse a flood. */
export const MAX_MUTATION_BYTES = 4 * 1024 * 1024;
const VISIBILITIES = new Set<Visibility>(["sync", "async", "deferred"]);

export interface WriteContext extends QueryContext {
  writer: Writer;
}

export function flag(url: URL, name: string): boolean {
  const value = url.searchParams.get(name);
  if (value === null || value === "" || value === "false") return false;
  if (value === "true") return true;
  throw httpError(400, `"${name}" must be true or false`);
}

export function visibilityOf(url: URL): Visibility {
  const value = url.searchParams.get("visibility") ?? "sync";
  if (!VISIBILITIES.has(value as Visibility)) throw httpError(400, `"visibility" must be one of sync, async, deferred`);
  return value as Visibility;
}

export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = (await readBody(req, limit)).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(400, "The body is not valid JSON");
  }
}

/** The ids a query selects, evaluated by a query worker against the state before the transaction. */
export function selector(ctx: QueryContext, dataset: Parameters<QueryContext["pool"]["run"]>[0]) {
  return async (query: string, params: Record<string, unknown>, index: number): Promise<string[]> => {
    let outcome;
    try {
      outcome = await ctx.pool.run(dataset, { perspective: "raw", query, params, projectId: ctx.projectId });
    } catch (error) {
      if (error instanceof QueryTimeoutError)
        throw mutationError(400, index, {
          type: "queryError",
          description: `Mutation #${index}: the query took too long`,
        });
      throw error;
    }
    if (!outcome.ok)
      throw mutationError(400, index, {
        type: "queryError",
        description: `Mutation #${index}: ${outcome.error.description}`,
      });
    const result = JSON.parse(outcome.json) as unknown;
    const items =
      Array.isArray(result) ? result
      : result === null ? []
      : [result];
    return items.flatMap((item) => {
      const id = typeof item === "string" ? item : (item as { _id?: unknown } | null)?._id;
      return typeof id === "string" ? [id] : [];
    });
  };
}

export async function handleMutate(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  datasetName: string,
  ctx: WriteContext,
): Promise<void> {
  if (req.method !== "POST")
    throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "POST, OPTIONS" });
  requireWrite(req, ctx.tokens);
  const dataset = await ctx.store.get(datasetName);
  if (!dataset) throw httpError(404, `Dataset "${datasetName}" not found`);
  const options = {
    returnIds: flag(url, "returnIds"),
    returnDocuments: flag(url, "returnDocuments"),
    autoGenerateArrayKeys: flag(url, "autoGenerateArrayKeys"),
    dryRun: flag(url, "dryRun"),
    visibility: visibilityOf(url),
  };
  const body = await readJson(req, MAX_MUTATION_BYTES);
  const { mutations, transactionId } = parseMutations(body, options);
  const id = transactionId ?? newTransactionId();
  const commit = await ctx.writer.write(
    dataset,
    () =>
      applyMutations(
        mutations,
        { get: (docId) => dataset.store.get(docId), select: selector(ctx, dataset) },
        id,
        new Date().toISOString(),
      ),
    {
      dryRun: options.dryRun,
      visibility: options.visibility,
      author: "api-token",
    },
  );
  const final = new Map(commit.tx.changes.map((change) => [change.id, change.after]));
  const results = commit.tx.results.map((result) => ({
    ...result,
    ...(options.returnDocuments && result.operation !== "delete" ?
      { document: final.get(result.id) ?? dataset.store.get(result.id) ?? null }
    : {}),
  }));
  sendJson(res, 200, {
    transactionId: commit.tx.id,
    results,
    ...(options.returnIds ? { documentIds: commit.tx.results.map((result) => result.id) } : {}),
  });
}
