/**
 * Content Lake's query protocol: GET/POST /v{apiVersion}/data/query/{dataset}, and the document
 * endpoint GET /v{apiVersion}/data/doc/{dataset}/{id,id…} that @sanity/client's getDocument uses.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DatasetStore, LoadedDataset } from "./dataset.ts";
import type { SanityDocument } from "./perspectives.ts";
import { grantOf, type Tokens } from "./auth.ts";
import { HttpError, httpError, readBody, sendJson } from "./http.ts";
import { isPublishedId, PERSPECTIVES, type Perspective } from "./perspectives.ts";
import { parseSourceMapMode } from "./source-map.ts";
import { QueryTimeoutError, QueryUnavailableError, type QueryOutcome, type QueryPool } from "./query.ts";

export const MAX_QUERY_BYTES = 200 * 1024;
export const MAX_BODY_BYTES = 1024 * 1024;
/** From this API version on, Content Lake's default perspective is `published` (before: `raw`). */
const PUBLISHED_BY_DEFAULT_FROM = "2025-02-19";
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface QueryContext {
  store: DatasetStore;
  pool: QueryPool;
  projectId: string;
  tokens: Tokens;
}

export interface DataRoute {
  apiVersion: string;
  endpoint: "query" | "doc";
  dataset: string;
  /** The document ids of a doc request (comma-separated in the URL). */
  ids?: string[];
}

/** Decides the perspective of a request and checks that it may use it. */
function resolvePerspective(req: IncomingMessage, url: URL, route: DataRoute, ctx: QueryContext): Perspective {
  const authenticated = grantOf(req, ctx.tokens) !== "public";

  const requested = url.searchParams.get("perspective");
  let perspective: Perspective;
  if (requested) {
    const known = PERSPECTIVES.get(requested);
    if (!known) {
      throw httpError(
        400,
        `Invalid perspective "${requested}"; expected one of ${[...PERSPECTIVES.keys()].join(", ")}`,
      );
    }
    perspective = known;
  } else {
    const old = route.apiVersion !== "X" && route.apiVersion < PUBLISHED_BY_DEFAULT_FROM;
    perspective = old && authenticated ? "raw" : "published";
  }
  if (perspective !== "published" && !authenticated) {
    throw httpError(
      401,
      ctx.tokens.read === undefined && ctx.tokens.write === undefined ?
        `The "${requested ?? perspective}" perspective is not available: the content service has no token configured`
      : `The "${requested ?? perspective}" perspective requires a valid bearer token`,
    );
  }
  return perspective;
}

function parseParam(name: string, raw: string): unknown {
  if (!PARAM_NAME.test(name)) throw httpError(400, `Invalid parameter name "$${name}"`);
  try {
    return JSON.parse(raw);
  } catch {
    throw httpError(
      400,
      `Unable to parse value of "$${name}=${raw.slice(0, 100)}": parameters must be JSON (quote string values)`,
    );
  }
}

async function readQuery(req: IncomingMessage, url: URL): Promise<{ query: string; params: Record<string, unknown> }> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("$")) params[key.slice(1)] = parseParam(key.slice(1), value);
  }
  let query = url.searchParams.get("query");
  if (req.method === "POST") {
    const text = (await readBody(req, MAX_BODY_BYTES)).toString("utf8");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw httpError(400, 'Request body is not valid JSON; expected {"query": "…", "params": {…}}');
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw httpError(400, 'Request body must be a JSON object: {"query": "…", "params": {…}}');
    }
    const { query: bodyQuery, params: bodyParams } = body as { query?: unknown; params?: unknown };
    if (bodyQuery !== undefined && typeof bodyQuery !== "string")
      throw httpError(400, '"query" in the body must be a string');
    if (
      bodyParams !== undefined &&
      bodyParams !== null &&
      (typeof bodyParams !== "object" || Array.isArray(bodyParams))
    ) {
      throw httpError(400, '"params" in the body must be an object');
    }
    for (const [name, value] of Object.entries((bodyParams ?? {}) as Record<string, unknown>)) {
      if (!PARAM_NAME.test(name)) throw httpError(400, `Invalid parameter name "${name}"`);
      params[name] = value;
    }
    query = bodyQuery ?? query;
  }
  if (!query || !query.trim()) throw httpError(400, 'Missing query: pass a GROQ query as the "query" parameter');
  const bytes = Buffer.byteLength(query);
  if (bytes > MAX_QUERY_BYTES) {
    throw httpError(400, `Query is too large: ${bytes} bytes, the limit is ${MAX_QUERY_BYTES} bytes`);
  }
  return { query, params };
}

async function dataset(route: DataRoute, ctx: QueryContext): Promise<LoadedDataset> {
  const loaded = await ctx.store.get(route.dataset);
  if (!loaded) throw httpError(404, `Dataset "${route.dataset}" not found`);
  return loaded;
}

async function evaluate(ctx: QueryContext, data: LoadedDataset, spec: Parameters<QueryPool["run"]>[1]) {
  let outcome: QueryOutcome;
  try {
    outcome = await ctx.pool.run(data, spec);
  } catch (error) {
    if (error instanceof QueryTimeoutError) throw httpError(408, error.message);
    if (error instanceof QueryUnavailableError) throw httpError(503, error.message, { "Retry-After": "1" });
    throw httpError(500, `The query could not be evaluated: ${(error as Error).message}`);
  }
  if (!outcome.ok) throw new HttpError(400, { error: { ...outcome.error, query: spec.query } });
  return outcome;
}

export async function handleData(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: DataRoute,
  ctx: QueryContext,
) {
  const allowed = route.endpoint === "query" ? ["GET", "POST"] : ["GET"];
  if (!allowed.includes(req.method ?? "")) {
    throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: [...allowed, "OPTIONS"].join(", ") });
  }
  if (route.endpoint === "doc") {
    // Read from the dataset itself, not a worker: a document written is there as soon as the write
    // is acknowledged. Without a token only published documents; with one, drafts too.
    const authenticated = grantOf(req, ctx.tokens) !== "public";
    const data = await dataset(route, ctx);
    const ids = route.ids ?? [];
    const documents: SanityDocument[] = [];
    const omitted: { id: string; reason: string }[] = [];
    for (const id of ids) {
      const doc = authenticated || isPublishedId(id) ? data.store.get(id) : undefined;
      if (doc) documents.push(doc);
      else omitted.push({ id, reason: authenticated || isPublishedId(id) ? "existence" : "permission" });
    }
    sendJson(res, 200, { documents, omitted });
    return;
  }
  const perspective = resolvePerspective(req, url, route, ctx);
  const data = await dataset(route, ctx);

  const { query, params } = await readQuery(req, url);
  const sourceMap = parseSourceMapMode(url.searchParams.get("resultSourceMap"));
  const outcome = await evaluate(ctx, data, {
    perspective,
    query,
    params,
    projectId: ctx.projectId,
    ...(sourceMap ? { sourceMap } : {}),
  });
  const returnQuery = url.searchParams.get("returnQuery") !== "false";
  const queryPart = returnQuery ? `"query":${JSON.stringify(query)},` : "";
  const sourceMapPart = outcome.sourceMapJson === undefined ? "" : `,"resultSourceMap":${outcome.sourceMapJson}`;
  sendJson(res, 200, `{"ms":${outcome.ms},${queryPart}"result":${outcome.json}${sourceMapPart}}`);
}
