/**
 * Content Lake's mutations, applied as one transaction: create, createOrReplace, createIfNotExists,
 * delete (by id or query), patch (by id or query; set, setIfMissing, unset, inc, dec, insert,
 * diffMatchPatch, ifRevisionID). The patch semantics are @sanity/mutator's (the Studio's own), so the
 * service and the Studio's optimistic copy agree; this module checks the input, resolves queries,
 * keeps `_rev`/`_createdAt`/`_updatedAt` as Content Lake does and says what went wrong in its shape.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { extract, Mutation } from "@sanity/mutator";
import { HttpError } from "./http.ts";
import type { SanityDocument } from "./perspectives.ts";
import type { Change } from "./store.ts";

/** Sanity's alphabet for ids; `..`, slashes and control characters are refused. */
export const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/;
/** Deeper than any document the Studio makes (portable text nests about ten levels). */
export const MAX_DEPTH = 64;
export const MAX_MUTATIONS = 1000;

const KINDS = ["create", "createOrReplace", "createIfNotExists", "delete", "patch"] as const;
type Kind = (typeof KINDS)[number];
const PATCH_KEYS = new Set([
  "id",
  "query",
  "params",
  "ifRevisionID",
  "set",
  "setIfMissing",
  "unset",
  "inc",
  "dec",
  "insert",
  "diffMatchPatch",
]);

export type Visibility = "sync" | "async" | "deferred";

export interface MutationItemError {
  type: string;
  description: string;
  id?: string;
}

/** A mutation error in Content Lake's shape: `{"error": {"type": "mutationError", "description", "items"}}`. */
export function mutationError(status: number, index: number | undefined, item: MutationItemError): HttpError {
  return new HttpError(status, {
    error: {
      type: "mutationError",
      description: `The mutation(s) failed: ${item.description}`,
      items: [{ error: item, ...(index === undefined ? {} : { index }) }],
    },
  });
}

const bad = (index: number | undefined, description: string) =>
  mutationError(400, index, { type: "invalidMutationError", description });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The nesting depth of a JSON value, stopping as soon as it passes `max`. */
export function depthOver(value: unknown, max: number, depth = 0): boolean {
  if (depth > max) return true;
  if (Array.isArray(value)) return value.some((item) => depthOver(item, max, depth + 1));
  if (isObject(value)) return Object.values(value).some((item) => depthOver(item, max, depth + 1));
  return false;
}

export function checkDocumentId(id: unknown, index?: number): string {
  if (typeof id !== "string" || !DOCUMENT_ID.test(id) || id.includes("..")) {
    const shown = typeof id === "string" ? JSON.stringify(id.slice(0, 140)) : typeof id;
    throw bad(
      index,
      `Invalid document ID ${shown}: use letters, digits, ".", "_" and "-" (at most 128, not starting with "-" or ".")`,
    );
  }
  return id;
}

export interface ParsedMutation {
  kind: Kind;
  /** The mutation as the client sent it (keys filled in when asked), for the log and the listeners. */
  body: Record<string, unknown>;
  index: number;
}

/** Checks a mutate request's body: `{"mutations": [...], "transactionId"?: "..."}`. */
export function parseMutations(
  body: unknown,
  options: { autoGenerateArrayKeys: boolean },
): { mutations: ParsedMutation[]; transactionId?: string } {
  if (!isObject(body)) throw bad(undefined, 'The body must be a JSON object: {"mutations": [...]}');
  if (depthOver(body, MAX_DEPTH + 4)) throw bad(undefined, `The mutations are nested deeper than ${MAX_DEPTH} levels`);
  const { mutations, transactionId } = body;
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw bad(undefined, '"mutations" must be a non-empty array');
  if (mutations.length > MAX_MUTATIONS)
    throw bad(undefined, `At most ${MAX_MUTATIONS} mutations per transaction, not ${mutations.length}`);
  if (transactionId !== undefined && (typeof transactionId !== "string" || !TRANSACTION_ID.test(transactionId))) {
    throw bad(undefined, '"transactionId" must be 1 to 128 letters, digits, ".", "_" or "-"');
  }
  return {
    mutations: mutations.map((mutation, index) => parseMutation(mutation, index, options.autoGenerateArrayKeys)),
    ...(transactionId === undefined ? {} : { transactionId }),
  };
}

function parseMutation(mutation: unknown, index: number, autoKeys: boolean): ParsedMutation {
  if (!isObject(mutation)) throw bad(index, `Mutation #${index} must be an object`);
  const keys = Object.keys(mutation);
  const kind = keys[0] as Kind;
  if (keys.length !== 1 || !KINDS.includes(kind)) {
    throw bad(
      index,
      `Mutation #${index} must have exactly one of ${KINDS.join(", ")}; it has ${keys.map((k) => JSON.stringify(k.slice(0, 40))).join(", ") || "none"}`,
    );
  }
  const value = mutation[kind];
  if (!isObject(value)) throw bad(index, `Mutation #${index}: "${kind}" must be an object`);
  if (kind === "create" || kind === "createOrReplace" || kind === "createIfNotExists") {
    if (value._id !== undefined || kind !== "create") checkDocumentId(value._id, index);
    if (typeof value._type !== "string" || value._type === "")
      throw bad(index, `Mutation #${index}: the document must have a _type (a non-empty string)`);
    const doc = autoKeys ? withKeys(value) : value;
    return { kind, index, body: { [kind]: doc } };
  }
  if (kind === "delete") {
    for (const key of Object.keys(value))
      if (key !== "id" && key !== "query" && key !== "params")
        throw bad(index, `Mutation #${index}: unknown key "${key.slice(0, 40)}" in delete`);
    selection(value, index);
    return { kind, index, body: mutation };
  }
  for (const key of Object.keys(value))
    if (!PATCH_KEYS.has(key)) throw bad(index, `Mutation #${index}: unknown patch operation "${key.slice(0, 40)}"`);
  selection(value, index);
  if (value.ifRevisionID !== undefined && typeof value.ifRevisionID !== "string")
    throw bad(index, `Mutation #${index}: "ifRevisionID" must be a string`);
  for (const op of ["set", "setIfMissing", "inc", "dec", "diffMatchPatch"] as const) {
    if (value[op] === undefined) continue;
    if (!isObject(value[op])) throw bad(index, `Mutation #${index}: "${op}" must be an object of paths and values`);
    for (const [path, operand] of Object.entries(value[op])) {
      checkPath(path, index, op);
      if ((op === "inc" || op === "dec") && (typeof operand !== "number" || !Number.isFinite(operand)))
        throw bad(index, `Mutation #${index}: "${op}" of "${path}" must be a number`);
      if (op === "diffMatchPatch" && typeof operand !== "string")
        throw bad(index, `Mutation #${index}: "diffMatchPatch" of "${path}" must be a patch text`);
    }
  }
  if (value.unset !== undefined) {
    if (!Array.isArray(value.unset) || value.unset.some((path) => typeof path !== "string"))
      throw bad(index, `Mutation #${index}: "unset" must be a list of paths`);
    for (const path of value.unset as string[]) checkPath(path, index, "unset");
  }
  if (value.insert !== undefined) {
    const insert = value.insert;
    const where = isObject(insert) ? (["before", "after", "replace"] as const).filter((k) => k in insert) : [];
    if (
      !isObject(insert) ||
      where.length !== 1 ||
      typeof insert[where[0]!] !== "string" ||
      !Array.isArray(insert.items)
    ) {
      throw bad(index, `Mutation #${index}: "insert" must be {"before"|"after"|"replace": "<path>", "items": [...]}`);
    }
    checkPath(insert[where[0]!] as string, index, "insert");
  }
  const patch = autoKeys ? withKeys(value) : value;
  return { kind, index, body: { patch } };
}

function selection(value: Record<string, unknown>, index: number): void {
  if ((value.id === undefined) === (value.query === undefined))
    throw bad(index, `Mutation #${index}: give either "id" or "query"`);
  if (value.id !== undefined) checkDocumentId(value.id, index);
  if (value.query !== undefined && (typeof value.query !== "string" || !value.query.trim()))
    throw bad(index, `Mutation #${index}: "query" must be a GROQ query`);
  if (value.params !== undefined && !isObject(value.params))
    throw bad(index, `Mutation #${index}: "params" must be an object`);
}

function checkPath(path: string, index: number, op: string): void {
  if (!path || path.length > 1000 || [...path].some((c) => c.charCodeAt(0) < 0x20))
    throw bad(index, `Mutation #${index}: "${op}" has an invalid path`);
  try {
    extract(path, {});
  } catch (error) {
    throw bad(
      index,
      `Mutation #${index}: "${op}" path ${JSON.stringify(path.slice(0, 100))} cannot be parsed (${(error as Error).message})`,
    );
  }
}

/** `autoGenerateArrayKeys`: every object in an array gets a `_key` if it has none. */
function withKeys<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const keyed = withKeys(item);
      return isObject(keyed) && keyed._key === undefined ? { _key: randomBytes(6).toString("hex"), ...keyed } : keyed;
    }) as T;
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKeys(v)])) as T;
  return value;
}

export interface ResultItem {
  id: string;
  operation: "create" | "update" | "delete" | "none";
}

export interface AppliedTransaction {
  id: string;
  timestamp: string;
  changes: Change[];
  results: ResultItem[];
  /** The mutations as applied (query selections resolved to ids), for the log and the listeners. */
  mutations: Record<string, unknown>[];
}

export interface ApplyContext {
  /** The current document, or undefined. */
  get(id: string): SanityDocument | undefined;
  /** The ids a delete's or a patch's query selects (evaluated against the state before the transaction). */
  select(query: string, params: Record<string, unknown>, index: number): Promise<string[]>;
}

/** A transaction id as Content Lake makes them: 22 letters and digits. */
export function newTransactionId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(22), (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Applies the mutations in order to the current documents, all or none: the first that fails throws
 * (an HttpError in Content Lake's shape) and nothing is written. Returns what changed.
 */
export async function applyMutations(
  mutations: ParsedMutation[],
  ctx: ApplyContext,
  transactionId: string,
  timestamp: string,
): Promise<AppliedTransaction> {
  const working = new Map<string, SanityDocument | null>();
  const before = new Map<string, SanityDocument | null>();
  const current = (id: string) => (working.has(id) ? working.get(id)! : (ctx.get(id) ?? null));
  const touch = (id: string, doc: SanityDocument | null) => {
    if (!before.has(id)) before.set(id, ctx.get(id) ?? null);
    working.set(id, doc);
  };
  const results: ResultItem[] = [];
  const applied: Record<string, unknown>[] = [];
  const run = (mutation: Record<string, unknown>, doc: SanityDocument | null, index: number): SanityDocument | null => {
    try {
      // A copy: the mutator stamps _updatedAt on the very object a no-op patch hands back, and the
      // current documents are shared with readers (they change only by a commit).
      return new Mutation({ mutations: [structuredClone(mutation)], timestamp, transactionId }).apply(
        structuredClone(doc) as Parameters<Mutation["apply"]>[0],
      ) as SanityDocument | null;
    } catch (error) {
      throw bad(index, `Mutation #${index} cannot be applied: ${(error as Error).message}`);
    }
  };

  for (const { kind, body, index } of mutations) {
    const value = body[kind] as Record<string, unknown>;
    if (kind === "create" || kind === "createOrReplace" || kind === "createIfNotExists") {
      const id = (value._id as string | undefined) ?? randomUUID();
      const existing = current(id);
      if (kind === "create" && existing) {
        throw mutationError(409, index, {
          type: "documentAlreadyExistsError",
          id,
          description: `Document by ID "${id}" already exists`,
        });
      }
      if (kind === "createIfNotExists" && existing) {
        results.push({ id, operation: "none" });
        continue;
      }
      const doc: Record<string, unknown> = { ...value, _id: id };
      delete doc._rev;
      let result = run({ [kind]: doc }, existing, index)!;
      // A replaced document keeps the time it was first made; a new one starts now.
      result = {
        ...result,
        _createdAt: existing?._createdAt ?? (typeof value._createdAt === "string" ? value._createdAt : timestamp),
        _updatedAt: timestamp,
        _rev: transactionId,
      };
      touch(id, result);
      results.push({ id, operation: existing ? "update" : "create" });
      applied.push({ [kind]: result });
      continue;
    }
    const ids =
      value.id !== undefined ?
        [value.id as string]
      : await ctx.select(value.query as string, (value.params as Record<string, unknown>) ?? {}, index);
    for (const id of ids) {
      const doc = current(id);
      if (kind === "delete") {
        touch(id, null);
        results.push({ id, operation: "delete" });
        applied.push({ delete: { id } });
        continue;
      }
      if (!doc) {
        throw mutationError(404, index, {
          type: "documentNotFoundError",
          id,
          description: `Cannot modify document with ID "${id}" because it does not exist`,
        });
      }
      const { query: _query, params: _params, ifRevisionID, ...operations } = value;
      const original = before.has(id) ? before.get(id) : doc;
      if (ifRevisionID !== undefined && original?._rev !== ifRevisionID) {
        throw mutationError(409, index, {
          type: "documentRevisionIDDoesNotMatchError",
          id,
          description: `Document by ID "${id}" has unexpected revision ID ("${String(original?._rev)}"), expected "${String(ifRevisionID).slice(0, 128)}"`,
        });
      }
      if (isObject(operations.insert)) {
        const insert = operations.insert;
        const at = (insert.before ?? insert.after ?? insert.replace) as string;
        const target = at.replace(/\[[^\]]*\]$/, "");
        if (!extract(target, doc).some(Array.isArray)) {
          throw bad(
            index,
            `Mutation #${index}: insert at ${JSON.stringify(at.slice(0, 100))}: "${target.slice(0, 100)}" is not an array of document "${id}"`,
          );
        }
      }
      const patch = { ...operations, id };
      const result = run({ patch }, doc, index);
      if (!result || result._id !== id) throw bad(index, `Mutation #${index}: a patch cannot change or remove _id`);
      if (typeof result._type !== "string" || !result._type)
        throw bad(index, `Mutation #${index}: a patch cannot remove _type`);
      if (depthOver(result, MAX_DEPTH))
        throw bad(index, `Mutation #${index}: the document would be nested deeper than ${MAX_DEPTH} levels`);
      touch(id, { ...result, _createdAt: doc._createdAt ?? timestamp, _updatedAt: timestamp, _rev: transactionId });
      results.push({ id, operation: "update" });
      applied.push({ patch });
    }
  }

  const changes: Change[] = [];
  for (const [id, after] of working) {
    const previous = before.get(id) ?? null;
    if (previous === null && after === null) continue;
    changes.push({ id, before: previous, after });
  }
  return { id: transactionId, timestamp, changes, results, mutations: applied };
}
