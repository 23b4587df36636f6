/**
 * A document change in the mendoza format (github.com/sanity-io/mendoza), which the listen endpoint
 * sends as `effects` when asked (`effectFormat=mendoza`), and the history with its transactions, and
 * which the Studio applies with mendoza-js. mendoza-js only applies patches; this writes them, the
 * way Content Lake's encoder shapes them: an object that changed is patched field by field (deleted,
 * set, or entered when both sides are objects or arrays), an array is built again from slices of
 * the old one (its elements found by `_key`, or by place), with changed elements entered and new
 * ones given whole, and a string that mostly stayed is kept around its changed middle. Not always
 * the smallest patch, but one that mendoza applies to the same result, and the Studio's review
 * changes attribute only what changed to the change's author.
 *
 * Effects leave out `_rev`, on both sides: the Studio applies them to its copy without `_rev` (and
 * then sets the event's `resultRev`), and a deletion names a field by its place among the input's
 * sorted keys, so a `_rev` counted here and not there would delete the wrong field.
 */
import { isDeepStrictEqual } from "node:util";
import type { SanityDocument } from "./perspectives.ts";

// mendoza's opcodes (its patcher's table).
const VALUE = 0;
const PUSH_FIELD_COPY = 10;
const PUSH_FIELD_BLANK = 11;
const PUSH_ELEMENT_COPY = 12;
const PUSH_ELEMENT_BLANK = 13;
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15;
const RETURN_INTO_ARRAY_POP = 16;
const OBJECT_SET_FIELD_VALUE = 17;
const OBJECT_DELETE_FIELD = 19;
const ARRAY_APPEND_VALUE = 20;
const ARRAY_APPEND_SLICE = 21;
const STRING_APPEND_STRING = 22;
const STRING_APPEND_SLICE = 23;

export type MendozaPatch = unknown[];
type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);
/** An array entered element by element; an empty one is given whole (a blank left empty reads as null). */
const isEnterableArray = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0;

/**
 * The operations that build `to` into a blank output from the string on top of the input stack,
 * keeping its unchanged start and end (mendoza slices count UTF-8 bytes), or null when `to` is
 * empty or mostly new: then it is better given whole.
 */
function stringOps(from: string, to: string): unknown[] | null {
  const [a, b] = [Array.from(from), Array.from(to)];
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  const middle = b.slice(prefix, b.length - suffix).join("");
  if (!to || prefix + suffix <= b.length - prefix - suffix) return null;
  const bytes = (chars: string[]) => Buffer.byteLength(chars.join(""), "utf8");
  const fromBytes = bytes(a);
  const ops: unknown[] = [];
  if (prefix) ops.push(STRING_APPEND_SLICE, 0, bytes(a.slice(0, prefix)));
  if (middle) ops.push(STRING_APPEND_STRING, middle);
  if (suffix) ops.push(STRING_APPEND_SLICE, fromBytes - bytes(a.slice(a.length - suffix)), fromBytes);
  return ops;
}

/** The operations that turn the object on top of mendoza's input stack into `to`. */
function objectOps(from: Obj, to: Obj, out: unknown[]): void {
  const keys = Object.keys(from).sort();
  const indexOf = new Map(keys.map((key, index) => [key, index]));
  keys.forEach((key, index) => {
    if (!(key in to)) out.push(OBJECT_DELETE_FIELD, index);
  });
  for (const [key, value] of Object.entries(to)) {
    const index = indexOf.get(key);
    const before = from[key];
    if (index !== undefined && isDeepStrictEqual(before, value)) continue;
    if (index !== undefined && isObject(before) && isObject(value)) {
      out.push(PUSH_FIELD_COPY, index);
      objectOps(before, value, out);
      out.push(RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else if (index !== undefined && Array.isArray(before) && isEnterableArray(value)) {
      out.push(PUSH_FIELD_BLANK, index);
      arrayOps(before, value, out);
      out.push(RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else {
      const ops =
        index !== undefined && typeof before === "string" && typeof value === "string" ?
          stringOps(before, value)
        : null;
      if (ops) out.push(PUSH_FIELD_BLANK, index, ...ops, RETURN_INTO_OBJECT_SAME_KEY_POP);
      else out.push(OBJECT_SET_FIELD_VALUE, value, key);
    }
  }
}

/** The operations that build `to` (not empty) into a blank output from the array on top of the input stack. */
function arrayOps(from: unknown[], to: unknown[], out: unknown[]): void {
  const byKey = new Map<string, number>();
  from.forEach((element, index) => {
    if (isObject(element) && typeof element._key === "string" && !byKey.has(element._key))
      byKey.set(element._key, index);
  });
  let slice: [number, number] | undefined;
  const flush = () => {
    if (slice) out.push(ARRAY_APPEND_SLICE, slice[0], slice[1]);
    slice = undefined;
  };
  to.forEach((element, position) => {
    const key = isObject(element) && typeof element._key === "string" ? element._key : undefined;
    const source =
      key !== undefined ? byKey.get(key)
      : position < from.length ? position
      : undefined;
    const before = source === undefined ? undefined : from[source];
    if (source !== undefined && isDeepStrictEqual(before, element)) {
      if (slice && slice[1] === source) slice[1]++;
      else {
        flush();
        slice = [source, source + 1];
      }
      return;
    }
    flush();
    if (source !== undefined && isObject(before) && isObject(element)) {
      out.push(PUSH_ELEMENT_COPY, source);
      objectOps(before, element, out);
      out.push(RETURN_INTO_ARRAY_POP);
    } else if (source !== undefined && Array.isArray(before) && isEnterableArray(element)) {
      out.push(PUSH_ELEMENT_BLANK, source);
      arrayOps(before, element, out);
      out.push(RETURN_INTO_ARRAY_POP);
    } else {
      const ops =
        source !== undefined && typeof before === "string" && typeof element === "string" ?
          stringOps(before, element)
        : null;
      if (ops) out.push(PUSH_ELEMENT_BLANK, source, ...ops, RETURN_INTO_ARRAY_POP);
      else out.push(ARRAY_APPEND_VALUE, element);
    }
  });
  flush();
}

/** The patch that turns `from` into `to` (null: no document). */
export function mendozaPatch(from: SanityDocument | null, to: SanityDocument | null): MendozaPatch {
  if (from === null || to === null) return [VALUE, to];
  const patch: unknown[] = [];
  objectOps(from, to, patch);
  return patch;
}

/** A document as effects see it: without its revision. */
function withoutRev(doc: SanityDocument | null): SanityDocument | null {
  if (doc === null || !("_rev" in doc)) return doc;
  const { _rev: _omitted, ...rest } = doc;
  return rest as SanityDocument;
}

export function mendozaEffects(
  before: SanityDocument | null,
  after: SanityDocument | null,
): { apply: MendozaPatch; revert: MendozaPatch } {
  const [from, to] = [withoutRev(before), withoutRev(after)];
  return { apply: mendozaPatch(from, to), revert: mendozaPatch(to, from) };
}
