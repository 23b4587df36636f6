/**
 * Content source maps (`resultSourceMap`), which groq-js does not produce. The query runs a second
 * time over a copy of the view in which content strings are replaced by markers, each naming the
 * document and path it stands for; a string of the marked result that is exactly a marker was
 * copied unchanged from that field, anything else (a concatenation, `count()`, `now()`) was computed.
 *
 * Markers change what a query sees, so strings a query tests are left as they are: keys that start
 * with `_` (`_id`, `_type`, `_ref`, `_key`), slugs, dates, and any string equal to a literal or a
 * parameter of the query. Anything else a query tests (`order(title.en)`, `lower(name)`) can make the
 * marked evaluation differ; then the marked result, its markers put back, no longer equals the real
 * one, and nothing is mapped: a missing mapping is a missing link, a wrong one edits the wrong field.
 */
import { isDeepStrictEqual } from "node:util";
import type { ContentSourceMap, ContentSourceMapMappings } from "@sanity/client";
import type { ExprNode } from "groq-js";
import { LRUCache } from "lru-cache";
import { DatasetIndex } from "./dataset-index.ts";
import type { SanityDocument } from "./perspectives.ts";
import { evaluateOnView, PlanCache, type EvaluateOnViewOptions, type IndexedView } from "./query-evaluate.ts";

/** `true` names array members by index, `withKeyArraySelector` by `_key` where they have one. */
export type SourceMapMode = "true" | "withKeyArraySelector";

/** Content Lake's values; any other value (as any unknown option) is ignored. */
export function parseSourceMapMode(raw: string | null): SourceMapMode | undefined {
  return raw === "true" || raw === "withKeyArraySelector" ? raw : undefined;
}

type Segment = string | { index: number; key?: string };

interface Origin {
  document: number;
  path: Segment[];
  value: string;
}

interface MarkedView extends IndexedView {
  origins: Origin[];
}

// Private-use characters never occur in the demo's text; the mixed case makes `lower()` and
// `upper()` of a marker something that is not a marker.
const MARKER = /\uE000Mm([0-9a-z]+)\uE001/g;
const EXACT_MARKER = /^\uE000Mm([0-9a-z]+)\uE001$/;
const marker = (id: number) => `\uE000Mm${id.toString(36)}\uE001`;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Strings the query compares with: its literals and the values of the parameters it reads. */
function literals(node: unknown, params: Record<string, unknown>, found = new Set<string>()): Set<string> {
  if (typeof node === "string") found.add(node);
  else if (Array.isArray(node)) for (const item of node) literals(item, params, found);
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record.type === "Value") literals(record.value, params, found);
    else if (record.type === "Parameter" && typeof record.name === "string")
      literals(params[record.name], params, found);
    else for (const [key, value] of Object.entries(record)) if (key !== "type") literals(value, params, found);
  }
  return found;
}

/** Whether a string at `path` (in an object `parent`) is never marked, whatever the query. */
function machineRead(value: string, path: Segment[], parent: Record<string, unknown> | null): boolean {
  const field = path.at(-1);
  return (typeof field === "string" && field.startsWith("_")) || parent?._type === "slug" || DATE.test(value);
}

function markView(view: IndexedView, keep: Set<string>): MarkedView {
  const origins: Origin[] = [];
  const mark = (value: unknown, document: number, path: Segment[], parent: Record<string, unknown> | null): unknown => {
    if (typeof value === "string") {
      if (machineRead(value, path, parent) || keep.has(value)) return value;
      origins.push({ document, path, value });
      return marker(origins.length - 1);
    }
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const key = item && typeof item === "object" ? (item as { _key?: unknown })._key : undefined;
        return mark(item, document, [...path, typeof key === "string" ? { index, key } : { index }], null);
      });
    }
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(record).map(([key, item]) => [key, mark(item, document, [...path, key], record)]),
      );
    }
    return value;
  };
  const documents = view.documents.map((doc, index) => mark(doc, index, [], null) as SanityDocument);
  return {
    documents,
    byId: new Map(documents.map((doc) => [doc._id, doc])),
    index: new DatasetIndex(documents),
    plans: new PlanCache(64),
    origins,
  };
}

interface MarkedViews {
  /** Every string that would be marked: only a literal among them changes the marked copy. */
  markable: Set<string>;
  copies: LRUCache<string, MarkedView>;
}

function markableStrings(view: IndexedView): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown, path: Segment[], parent: Record<string, unknown> | null) => {
    if (typeof value === "string") {
      if (!machineRead(value, path, parent)) found.add(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, { index }], null));
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const [key, item] of Object.entries(record)) visit(item, [...path, key], record);
    }
  };
  for (const doc of view.documents) visit(doc, [], null);
  return found;
}

/**
 * Marked copies by view and by the literals that occur among its strings: the site's queries have
 * a handful, whatever their slugs and instants.
 */
const markedViews = new WeakMap<IndexedView, MarkedViews>();
function markedView(view: IndexedView, tree: ExprNode, params: Record<string, unknown>): MarkedView {
  let views = markedViews.get(view);
  if (!views) markedViews.set(view, (views = { markable: markableStrings(view), copies: new LRUCache({ max: 16 }) }));
  const keep = new Set([...literals(tree, params)].filter((text) => views.markable.has(text)));
  const key = JSON.stringify([...keep].sort());
  let marked = views.copies.get(key);
  if (!marked) views.copies.set(key, (marked = markView(view, keep)));
  return marked;
}

/** A marker whose case a function changed (`lower()`, `upper()`): what it stood for is lost. */
const ALTERED_MARKER = /\uE000(?!Mm)[Mm]{2}[0-9A-Za-z]+\uE001/;

/**
 * Whether the marked result, its markers put back, is the real one: then the marked evaluation
 * made the same choices. A string made from a marker whose case changed can only be compared as
 * a string: it is computed, and never mapped.
 */
function consistent(marked: unknown, real: unknown, origins: Origin[]): boolean {
  if (typeof marked === "string") {
    if (typeof real !== "string") return false;
    if (ALTERED_MARKER.test(marked)) return true;
    return marked.replace(MARKER, (_, id: string) => origins[parseInt(id, 36)]?.value ?? "\uFFFD") === real;
  }
  if (Array.isArray(marked)) {
    return (
      Array.isArray(real) &&
      marked.length === real.length &&
      marked.every((item, index) => consistent(item, real[index], origins))
    );
  }
  if (marked && typeof marked === "object") {
    if (!real || typeof real !== "object" || Array.isArray(real)) return false;
    const keys = Object.keys(marked);
    const realRecord = real as Record<string, unknown>;
    return (
      keys.length === Object.keys(realRecord).length &&
      keys.every(
        (key) => key in realRecord && consistent((marked as Record<string, unknown>)[key], realRecord[key], origins),
      )
    );
  }
  return isDeepStrictEqual(marked, real);
}

const quote = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

function jsonPath(path: Segment[], keyed: boolean): string {
  return (
    "$" +
    path
      .map((segment) =>
        typeof segment === "string" ? `[${quote(segment)}]`
        : keyed && segment.key !== undefined ? `[?(@._key==${quote(segment.key)})]`
        : `[${segment.index}]`,
      )
      .join("")
  );
}

/**
 * The source map of `result`, the real result of `tree` over `view`. Evaluates the query once more,
 * over the marked view.
 */
export async function sourceMap(
  tree: ExprNode,
  view: IndexedView,
  result: unknown,
  mode: SourceMapMode,
  options: EvaluateOnViewOptions,
): Promise<ContentSourceMap> {
  const marked = markedView(view, tree, options.params);
  const markedResult = await evaluateOnView(tree, marked, options);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  if (!consistent(markedResult, result, marked.origins)) return map;

  const documentIndex = new Map<number, number>();
  const pathIndex = new Map<string, number>();
  const mappings: ContentSourceMapMappings = map.mappings;
  const walk = (value: unknown, resultPath: string) => {
    if (typeof value === "string") {
      const id = EXACT_MARKER.exec(value)?.[1];
      const origin = id === undefined ? undefined : marked.origins[parseInt(id, 36)];
      if (!origin) return;
      let document = documentIndex.get(origin.document);
      if (document === undefined) {
        const doc = view.documents[origin.document]!;
        document =
          map.documents.push({ _id: (doc._originalId as string | undefined) ?? doc._id, _type: doc._type ?? "" }) - 1;
        documentIndex.set(origin.document, document);
      }
      const sourcePath = jsonPath(origin.path, mode === "withKeyArraySelector");
      let path = pathIndex.get(sourcePath);
      if (path === undefined) {
        path = map.paths.push(sourcePath) - 1;
        pathIndex.set(sourcePath, path);
      }
      mappings[resultPath] = { type: "value", source: { type: "documentValue", document, path } };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${resultPath}[${index}]`));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, `${resultPath}[${quote(key)}]`);
    }
  };
  walk(markedResult, "$");
  return map;
}
