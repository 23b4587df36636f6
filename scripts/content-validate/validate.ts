/**
 * The dataset against the Studio's schema, with no network. Sanity's own validation
 * (`validateDocument`, the engine behind the Studio's markers) runs every rule the schema declares,
 * at the level the Studio shows; the dataset itself answers what it would ask the project's API
 * (does a referenced document exist; GROQ such as a slug's uniqueness). On top, what the Studio
 * cannot show: fields the schema does not know, and documents of unknown types.
 *
 * (Sanity's "cli" environment also reports unknown fields, but it does so by replacing each rule of
 * an object-typed field with a warning-level copy: required fields, slugs and images would only
 * warn. So validation runs as in the Studio, and unknown fields are found by walking the schema.)
 */
import { evaluate, parse } from "groq-js";
import { createSchema, validateDocument, type ObjectSchemaType, type Path, type SchemaType } from "sanity";
import { schemaTypes } from "../../studio/schemaTypes";
import type { DatasetDocument } from "./dataset";
import { formatPath } from "../../studio/schema-check";

export interface Issue {
  id: string;
  type: string;
  /** The field, as GROQ writes it: blocks[_key=="h0"].title.en */
  path: string;
  level: "error" | "warning";
  message: string;
}

export const schema = createSchema({ name: "salone", types: schemaTypes });

export { formatPath };

/** A read-only client over the dataset, for the rules that query (a slug's uniqueness). */
function datasetClient(documents: DatasetDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
    config: () => ({ projectId: "offline", dataset: "offline", apiVersion: "2025-02-19" }),
  };
  return client;
}

const isObjectType = (type: SchemaType | undefined): type is ObjectSchemaType =>
  type?.jsonType === "object" && "fields" in type;

/** The member type of an array item, as Sanity picks it: by `_type`, else by JSON type. */
function arrayMemberType(of: SchemaType[], item: unknown): SchemaType | undefined {
  if (of.length === 1) return of[0];
  const typeName = item && typeof item === "object" ? (item as { _type?: unknown })._type : undefined;
  if (typeof typeName === "string")
    return of.find((t) => t.name === typeName) ?? of.find((t) => t.type?.name === typeName);
  return of.find((t) => t.jsonType === (Array.isArray(item) ? "array" : typeof item));
}

/** Fields the schema does not have, and array items of a type the array does not take. */
function unknownFields(
  value: unknown,
  type: SchemaType | undefined,
  path: Path,
  out: { path: Path; message: string }[],
): void {
  if (!type || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    if (type.jsonType !== "array" || !("of" in type)) return;
    value.forEach((item, index) => {
      const member = arrayMemberType(type.of, item);
      const at = path.concat(
        item && typeof item === "object" && typeof (item as { _key?: unknown })._key === "string" ?
          { _key: (item as { _key: string })._key }
        : index,
      );
      if (!member) {
        out.push({
          path: at,
          message: `An item of type '${String((item as { _type?: unknown })?._type)}' does not belong in this list`,
        });
      } else unknownFields(item, member, at, out);
    });
    return;
  }
  if (!isObjectType(type)) return;
  const fields = new Map(type.fields.map((field) => [field.name, field.type]));
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith("_")) continue;
    const fieldType = fields.get(key);
    if (!fieldType)
      out.push({ path: path.concat(key), message: `Field '${key}' does not exist on type '${type.name}'` });
    else unknownFields(child, fieldType, path.concat(key), out);
  }
}

/**
 * The problems of every document (or of those `only` names: the others are still there to be
 * referenced and to hold slugs).
 */
export async function validateDocuments(documents: DatasetDocument[], only?: ReadonlySet<string>): Promise<Issue[]> {
  const published = new Set(documents.filter((d) => !d._id.startsWith("drafts.")).map((d) => d._id));
  const client = datasetClient(documents);
  const unshim = shimWindow();
  try {
    const perDocument = await Promise.all(
      documents
        .filter((d) => !only || only.has(d._id))
        .map(async (document): Promise<Issue[]> => {
          const issue = (path: Path, level: Issue["level"], message: string): Issue => ({
            id: document._id,
            type: document._type,
            path: formatPath(path),
            level,
            message,
          });
          const type = schema.get(document._type);
          if (!type) return [issue([], "error", `The schema has no type '${document._type}'`)];
          const unknown: { path: Path; message: string }[] = [];
          unknownFields(document, type, [], unknown);
          const markers = await validateDocument({
            document: document as never,
            // Only the schema and a client are read; messages come from the Studio's English ones.
            workspace: { schema, getClient: () => client } as never,
            getDocumentExists: async ({ id }) => published.has(id),
            environment: "studio",
          });
          return [
            ...unknown.map((u) => issue(u.path, "error", u.message)),
            ...markers
              .filter((m) => m.level !== "info")
              .map((m) => issue(m.path, m.level === "error" ? "error" : "warning", m.message)),
          ];
        }),
    );
    return perDocument.flat();
  } finally {
    unshim();
  }
}

/**
 * Sanity's validation waits for idle time with window.setTimeout, even outside a browser: a shim
 * while any validation runs. Removed by the first of two validations to end, it left the other
 * waiting for ever (a test out of its time, its validation still running, failed the next test).
 */
let validating = 0;
function shimWindow(): () => void {
  if (validating === 0 && typeof window !== "undefined") return () => {};
  if (validating++ === 0) (globalThis as { window?: unknown }).window = { setTimeout, clearTimeout };
  return () => {
    if (--validating === 0) delete (globalThis as { window?: unknown }).window;
  };
}
