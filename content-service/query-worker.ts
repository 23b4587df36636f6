/**
 * A query worker: holds the perspectives of each dataset it was sent and evaluates GROQ with groq-js.
 * It runs in a worker thread so that the pool can terminate an evaluation that runs too long
 * (groq-js evaluates on microtasks and would otherwise monopolise the service's event loop).
 */
import { parentPort } from "node:worker_threads";
import { GroqSyntaxError } from "groq-js";
import { buildViews, type Perspective, type SanityDocument } from "./perspectives.ts";
import { evaluateOnView, indexViews, type IndexedView } from "./query-evaluate.ts";
import { prepareQuery, type PreparedQuery } from "./query-prepare.ts";
import type { QueryFailure, WorkerRequest, WorkerResponse } from "./query-protocol.ts";
import { sourceMap } from "./source-map.ts";

const port = parentPort;
if (!port) throw new Error("query-worker.ts must run in a worker thread");

/**
 * Each dataset's documents by id, in dataset order, and their indexed views, built on the first query
 * after a load or a commit (a run of commits between two queries costs one build). A commit makes a
 * new entry: a query still running holds the views it started with.
 */
interface Held {
  version: number;
  documents: Map<string, SanityDocument>;
  views?: Record<Perspective, IndexedView>;
}
const datasets = new Map<string, Held>();

function viewsOf(held: Held): Record<Perspective, IndexedView> {
  held.views ??= indexViews(buildViews([...held.documents.values()]));
  return held.views;
}

function post(message: WorkerResponse): void {
  port!.postMessage(message);
}

/** Where `needle` first occurs as a whole token, to point a code frame at it. */
function locate(query: string, needle: string): { start: number; end: number } {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}(?![A-Za-z0-9_])`).exec(query);
  return match ? { start: match.index, end: match.index + needle.length } : { start: 0, end: query.length };
}

function parseFailure(query: string, error: unknown): QueryFailure {
  if (error instanceof GroqSyntaxError) {
    const description = error.message.replace(/^Syntax error in GROQ query at position \d+:?\s*/, "") || "syntax error";
    const start = Math.min(error.position, query.length);
    return { type: "queryParseError", description, start, end: Math.min(start + 1, query.length) };
  }
  const description = error instanceof Error ? error.message : String(error);
  const name = /(?:function|namespace): (\S+)/.exec(description)?.[1];
  return { type: "queryParseError", description, ...(name ? locate(query, name) : { start: 0, end: query.length }) };
}

async function runQuery(request: Extract<WorkerRequest, { type: "query" }>): Promise<WorkerResponse> {
  const { id, query, params } = request;
  const started = performance.now();
  const loaded = datasets.get(request.dataset);
  if (!loaded || loaded.version !== request.version) {
    return { type: "result", id, ok: false, error: { type: "queryExecutionError", description: "dataset not loaded" } };
  }

  let prepared: PreparedQuery;
  try {
    prepared = prepareQuery(query, params);
  } catch (error) {
    return { type: "result", id, ok: false, error: parseFailure(query, error) };
  }
  const { tree, key } = prepared;
  for (const name of prepared.reads) {
    if (!(name in params)) {
      const description = `param $${name} referenced, but not provided`;
      return {
        type: "result",
        id,
        ok: false,
        error: { type: "queryParseError", description, ...locate(query, `$${name}`) },
      };
    }
  }

  try {
    const view = viewsOf(loaded)[request.perspective];
    const options = {
      params,
      key,
      sanity: { projectId: request.projectId, dataset: request.dataset },
      onPlannerError: (error: unknown) =>
        console.error(`query planner failed, evaluating without indexes: ${(error as Error).stack ?? String(error)}`),
    };
    const result = await evaluateOnView(tree, view, options);
    const json = JSON.stringify(result) ?? "null";
    const sourceMapJson =
      request.sourceMap && JSON.stringify(await sourceMap(tree, view, result, request.sourceMap, options));
    return {
      type: "result",
      id,
      ok: true,
      json,
      ms: Math.round(performance.now() - started),
      ...(sourceMapJson ? { sourceMapJson } : {}),
    };
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    return { type: "result", id, ok: false, error: { type: "queryExecutionError", description } };
  }
}

port.on("message", (request: WorkerRequest) => {
  if (request.type === "load") {
    const held: Held = { version: request.version, documents: new Map(request.documents.map((doc) => [doc._id, doc])) };
    viewsOf(held);
    datasets.set(request.dataset, held);
    post({ type: "loaded" });
    return;
  }
  if (request.type === "apply") {
    const previous = datasets.get(request.dataset);
    if (previous) {
      const documents = new Map(previous.documents);
      for (const [id, doc] of request.changes) {
        if (doc) documents.set(id, doc);
        else documents.delete(id);
      }
      datasets.set(request.dataset, { version: request.version, documents });
    }
    post({ type: "applied", dataset: request.dataset, version: request.version });
    return;
  }
  void runQuery(request).then(post);
});

post({ type: "ready" });
