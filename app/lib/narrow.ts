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
