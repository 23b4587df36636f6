/**
 * Content that has drifted from the schema, for a test of how the code copes with it: the fields
 * given are checked against the type; those left out, which the schema requires, are missing on
 * purpose. (The one cast: a fixture that breaks the content's type on purpose says so here.)
 */
export function drifted<T>(fields: Partial<T>): T {
  return fields as T;
}
