/**
 * A document change in the mendoza format (github.com/sanity-io/mendoza), which the listen endpoint
 * sends as `effects` when asked (`effectFormat=mendoza`) and the Studio applies with mendoza-js.
 * mendoza-js only applies patches; this writes them, at the document's top level: the fields that
 * changed are set, the ones that went away deleted, the rest kept from the input. Not the smallest
 * patch Content Lake would send, but one that mendoza applies to the same result.
 *
 * Effects leave out `_rev`, on both sides: the Studio applies them to its copy without `_rev` (and
 * then sets the event's `resultRev`), and a deletion names a field by its place among the input's
 * keys, so a `_rev` counted here and not there would delete the wrong field.
 */
import { isDeepStrictEqual } from "node:util";
import type { SanityDocument } from "./perspectives.ts";

// mendoza's opcodes (its internal-patcher's table).
const VALUE = 0;
const OBJECT_SET_FIELD_VALUE = 17;
const OBJECT_DELETE_FIELD = 19;

export type MendozaPatch = unknown[];

/** The patch that turns `from` into `to` (null: no document). */
export function mendozaPatch(from: SanityDocument | null, to: SanityDocument | null): MendozaPatch {
  if (from === null || to === null) return [VALUE, to];
  const patch: unknown[] = [];
  // Deletions name the input's fields by their index in its sorted keys.
  const keys = Object.keys(from).sort();
  keys.forEach((key, index) => {
    if (!(key in to)) patch.push(OBJECT_DELETE_FIELD, index);
  });
  for (const [key, value] of Object.entries(to)) {
    if (!(key in from) || !isDeepStrictEqual(from[key], value)) patch.push(OBJECT_SET_FIELD_VALUE, value, key);
  }
  return patch;
}

/** A document as effects see it: without its revision. */
function withoutRev(doc: SanityDocument | null): SanityDocument | null {
  if (doc === null || !("_rev" in doc)) return doc;
  const { _rev: _omitted, ...rest } = doc;
  return rest as SanityDocument;
}

export function mendozaEffects(before: SanityDocument | null, after: SanityDocument | null): { apply: MendozaPatch; revert: MendozaPatch } {
  const [from, to] = [withoutRev(before), withoutRev(after)];
  return { apply: mendozaPatch(from, to), revert: mendozaPatch(to, from) };
}
