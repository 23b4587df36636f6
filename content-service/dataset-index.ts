/**
 * Indexes over one view of a dataset (one perspective), so that the query planner (query-plan.ts)
 * can hand groq-js the few documents a filter can match instead of every document.
 *
 * Built when a query worker loads a dataset: documents by `_type`, `_id` and `slug.current`, and
 * every document by each id it references (as `references()` sees them). An index on any other
 * attribute path (`category._ref`), the documents where a path is defined, candidate sets and their
 * sorted orders are built on first use and kept, bounded, until the dataset is loaded again.
 *
 * Every predicate here has two halves that must agree with groq-js: `lookup` (documents from an
 * index, a superset is not allowed: the planner may drop the condition it answers) and `test` (the
 * same predicate on one document). Both follow groq-js 1.x exactly (equality, `in`, comparisons,
 * `defined`, `references`); the property test (index.property.test.ts) holds them to it.
 */
import type { SanityDocument } from "./perspectives.ts";

/** An attribute path from the document (`slug.current` is ["slug", "current"]). */
export type AttributePath = readonly string[];
/** The values groq-js compares by identity: a string equals only the same string, and so on. */
export type Primitive = string | number | boolean | null;
export type Comparison = "<" | "<=" | ">" | ">=";

export type Predicate =
  /** `path == key`, and `path in [keys]` (a key that is not a primitive equals nothing). */
  | { kind: "in"; path: AttributePath; keys: readonly Primitive[] }
  | { kind: "compare"; path: AttributePath; op: Comparison; key: Primitive }
  | { kind: "defined"; path: AttributePath }
  /** `references(ids…)`. */
  | { kind: "references"; ids: readonly string[] }
  | { kind: "or"; left: Predicate; right: Predicate };

const EAGER_PATHS: AttributePath[] = [["_type"], ["_id"], ["slug", "current"]];
/** Bounds on what is built on first use, per view. */
const MAX_PATH_INDEXES = 64;
const MAX_CANDIDATE_SETS = 512;

/** groq-js's attribute access: only a plain object's own attribute, else null. */
export function valueAt(doc: unknown, path: AttributePath): unknown {
  let value: unknown = doc;
  for (const name of path) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    if (!Object.prototype.hasOwnProperty.call(value, name)) return null;
    value = (value as Record<string, unknown>)[name];
  }
  return value ?? null;
}

/** groq-js's partialCompare for values read from JSON documents: only same-type scalars compare. */
function compare(a: unknown, b: Primitive): number | null {
  if (a === null || b === null || typeof a !== typeof b) return null;
  if (typeof a === "number" || typeof a === "boolean") return (a as number) - (b as number);
  if (typeof a === "string")
    return (
      a < (b as string) ? -1
      : a > (b as string) ? 1
      : 0
    );
  return null;
}

/** The ids groq-js's `references()` finds in a value: an object with a `_ref` stops the descent. */
function collectReferences(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, out);
  } else if (value !== null && typeof value === "object") {
    const ref = (value as { _ref?: unknown })._ref;
    if (ref) {
      if (typeof ref === "string") out.add(ref);
      return;
    }
    for (const item of Object.values(value)) collectReferences(item, out);
  }
}

/**
 * The ids a document references, found once per document object: the perspectives share most of
 * their documents, and walking every document is most of what building an index costs.
 */
const referencesFound = new WeakMap<SanityDocument, readonly string[]>();
function referencesOf(doc: SanityDocument): readonly string[] {
  let ids = referencesFound.get(doc);
  if (!ids) {
    const found = new Set<string>();
    collectReferences(doc, found);
    ids = [...found];
    referencesFound.set(doc, ids);
  }
  return ids;
}

export function test(predicate: Predicate, doc: SanityDocument): boolean {
  switch (predicate.kind) {
    case "in": {
      const value = valueAt(doc, predicate.path);
      return predicate.keys.includes(value as Primitive);
    }
    case "compare": {
      const c = compare(valueAt(doc, predicate.path), predicate.key);
      if (c === null) return false;
      return (
        predicate.op === "<" ? c < 0
        : predicate.op === "<=" ? c <= 0
        : predicate.op === ">" ? c > 0
        : c >= 0
      );
    }
    case "defined":
      return valueAt(doc, predicate.path) !== null;
    case "references": {
      const found = referencesOf(doc);
      return predicate.ids.some((id) => found.includes(id));
    }
    case "or":
      return test(predicate.left, doc) || test(predicate.right, doc);
  }
}

const pathKey = (path: AttributePath) => JSON.stringify(path);

function remember<K, V>(cache: Map<K, V>, key: K, value: V, max: number): V {
  if (cache.size >= max) cache.delete(cache.keys().next().value as K);
  cache.set(key, value);
  return value;
}

export class DatasetIndex {
  /** Each document's place in the view: candidate lists are always in this order. */
  readonly position = new Map<SanityDocument, number>();
  private readonly byPath = new Map<string, Map<unknown, SanityDocument[]>>();
  private readonly definedAt = new Map<string, SanityDocument[]>();
  private readonly byReference = new Map<string, SanityDocument[]>();
  private readonly candidateSets = new Map<string, readonly SanityDocument[]>();
  private readonly sortedSets = new Map<string, Sorted | null>();

  constructor(readonly documents: readonly SanityDocument[]) {
    documents.forEach((doc, i) => this.position.set(doc, i));
    for (const path of EAGER_PATHS) this.pathIndex(path);
    for (const doc of documents) for (const id of referencesOf(doc)) push(this.byReference, id, doc);
  }

  /** Documents by the value at `path` (primitives only: nothing else is equal to anything). */
  pathIndex(path: AttributePath): Map<unknown, SanityDocument[]> {
    const key = pathKey(path);
    let index = this.byPath.get(key);
    if (!index) {
      index = new Map();
      for (const doc of this.documents) {
        const value = valueAt(doc, path);
        if (value === null || typeof value !== "object") push(index, value, doc);
      }
      remember(this.byPath, key, index, MAX_PATH_INDEXES + EAGER_PATHS.length);
    }
    return index;
  }

  /** The documents a predicate matches, in view order, when an index answers it; else undefined. */
  lookup(predicate: Predicate): readonly SanityDocument[] | undefined {
    switch (predicate.kind) {
      case "in": {
        const index = this.pathIndex(predicate.path);
        return this.union([...new Set(predicate.keys)].map((key) => index.get(key) ?? []));
      }
      case "defined": {
        const key = pathKey(predicate.path);
        let docs = this.definedAt.get(key);
        if (!docs) {
          docs = this.documents.filter((doc) => valueAt(doc, predicate.path) !== null);
          remember(this.definedAt, key, docs, MAX_PATH_INDEXES);
        }
        return docs;
      }
      case "references":
        return this.union([...new Set(predicate.ids)].map((id) => this.byReference.get(id) ?? []));
      case "or": {
        const left = this.lookup(predicate.left);
        const right = left && this.lookup(predicate.right);
        return left && right ? this.union([left, right]) : undefined;
      }
      case "compare":
        return undefined;
    }
  }

  /**
   * The documents every predicate matches, in view order: the smallest indexed set, tested against
   * the other predicates. Kept per set of predicates (they hold only constants).
   */
  candidates(predicates: readonly Predicate[]): readonly SanityDocument[] {
    if (predicates.length === 0) return this.documents;
    const key = JSON.stringify(predicates);
    const known = this.candidateSets.get(key);
    if (known) return known;
    const docs = this.match(predicates);
    return remember(this.candidateSets, key, Object.freeze(docs), MAX_CANDIDATE_SETS);
  }

  /** Like `candidates`, without keeping the answer (for predicates with a key known only now). */
  match(predicates: readonly Predicate[], within?: readonly SanityDocument[]): SanityDocument[] {
    let best: readonly SanityDocument[] | undefined = within;
    let answered: Predicate | undefined;
    for (const predicate of predicates) {
      const docs = this.lookup(predicate);
      if (docs && (!best || docs.length < best.length)) {
        best = docs;
        answered = predicate;
      }
    }
    const rest = predicates.filter((p) => p !== answered);
    return (best ?? this.documents).filter((doc) => rest.every((p) => test(p, doc)));
  }

  /**
   * `documents` sorted by `sort` (which runs groq-js's own `order()` on them), kept under `key`, with
   * each document's rank for sorting a subset the same way; undefined if `sort` cannot (it throws).
   */
  sorted(
    key: string,
    documents: readonly SanityDocument[],
    sort: (docs: readonly SanityDocument[]) => SanityDocument[],
  ): Sorted | undefined {
    let known = this.sortedSets.get(key);
    if (known === undefined) {
      try {
        const docs = sort(documents);
        known = { documents: Object.freeze(docs), rank: new Map(docs.map((doc, i) => [doc, i])) };
      } catch {
        known = null;
      }
      remember(this.sortedSets, key, known, MAX_CANDIDATE_SETS);
    }
    return known ?? undefined;
  }

  /** Several lists in view order, merged into one in view order without repeats. */
  private union(lists: readonly (readonly SanityDocument[])[]): readonly SanityDocument[] {
    const nonEmpty = lists.filter((list) => list.length > 0);
    if (nonEmpty.length <= 1) return nonEmpty[0] ?? [];
    const docs = [...new Set(nonEmpty.flat())];
    return docs.sort((a, b) => this.position.get(a)! - this.position.get(b)!);
  }
}

export interface Sorted {
  documents: readonly SanityDocument[];
  rank: ReadonlyMap<SanityDocument, number>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
