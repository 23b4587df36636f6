/** Messages between the query pool (query.ts) and its workers (query-worker.ts). Types only. */
import type { Perspective, SanityDocument } from "./perspectives.ts";
import type { SourceMapMode } from "./source-map.ts";

export type WorkerRequest =
  | { type: "load"; dataset: string; version: number; documents: SanityDocument[] }
  /** A commit (or several): the worker's copy moves to `version`, then it answers "applied". */
  | { type: "apply"; dataset: string; version: number; changes: [string, SanityDocument | null][] }
  | {
      type: "query";
      id: number;
      dataset: string;
      version: number;
      perspective: Perspective;
      query: string;
      params: Record<string, unknown>;
      projectId: string;
      /** Asked for a content source map; absent, none is made. */
      sourceMap?: SourceMapMode;
    };

/** Content Lake's error for a query it cannot parse (the client formats it with a code frame). */
export interface QueryParseFailure {
  type: "queryParseError";
  description: string;
  start: number;
  end: number;
}

/** A query that parsed but could not be evaluated (e.g. a function groq-js does not implement). */
export interface QueryExecutionFailure {
  type: "queryExecutionError";
  description: string;
}

export type QueryFailure = QueryParseFailure | QueryExecutionFailure;

export type WorkerResponse =
  | { type: "ready" }
  /** Answer to "load": the perspectives are built, the query may start (and its clock with it). */
  | { type: "loaded" }
  | { type: "applied"; dataset: string; version: number }
  | { type: "result"; id: number; ok: true; json: string; ms: number; sourceMapJson?: string }
  | { type: "result"; id: number; ok: false; error: QueryFailure };
