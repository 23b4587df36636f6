/**
 * Checks that also tell TypeScript what they found, so that a value read from a URL, a cookie or a
 * content field needs no cast once checked.
 */

/** Is `key` one of the object's own keys? (`Object.hasOwn`, narrowing the key to the object's.) */
export function hasOwn<T extends object>(object: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(object, key);
}

/** Is `value` one of the list's members? (`includes`, which TypeScript lets take only a member.) */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  const members: readonly unknown[] = list;
  return members.includes(value);
}

/**
 * A property of a value of unknown shape (a thrown value, a parsed cookie, an error's body), read as
 * `value?.[key]` reads it: undefined from null and undefined, the boxed property of a primitive.
 */
export function propertyOf(value: unknown, key: PropertyKey): unknown {
  return value === null || value === undefined ? undefined : Reflect.get(Object(value), key);
}

/**
 * Is `value` an object whose properties (each of unknown type) are read by name: not null, and not
 * a list (a list's items are read by position: a walk over a document takes lists apart first)?
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
