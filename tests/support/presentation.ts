/**
 * What the Studio's Presentation tool does with studio/presentation.ts, done over a view of the demo
 * dataset, for the tests that check it (the tool itself needs a Sanity project to log in to):
 * - a document's locations: its `select` read as the Studio's preview store reads it (a reference in
 *   the path is followed to its document), handed to `resolve`;
 * - a page's main document: the first route that matches the page's path, matched by the copy of
 *   path-to-regexp the tool itself uses, then `*[filter][0]{_id, _type}` with the route's params.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import type { DocumentLocationsState, DocumentResolver, DocumentResolverContext } from "sanity/presentation";
import { parseNdjson } from "../../content-service/dataset.ts";
import { buildViews, type SanityDocument, type View, type Views } from "../../content-service/perspectives.ts";
import { isRecord, propertyOf } from "../../site/narrow.ts";
import { locations, mainDocuments } from "../../studio/presentation.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export function demoViews(): Views {
  const file = path.join(ROOT, "demo-dataset/production.ndjson");
  return buildViews(parseNdjson(readFileSync(file, "utf8"), file, { info() {}, warn() {}, error() {} }));
}

type Match = (pathname: string) => false | { params: Record<string, string>; path: string };
// The tool's own path-to-regexp (6.x, under sanity's node_modules), not the root's newer one: a
// pattern both read alike today could part ways.
const { match } = createRequire(path.join(ROOT, "node_modules/sanity/package.json"))("path-to-regexp") as {
  match: (pattern: string, options: { decode: (part: string) => string }) => Match;
};

/** A `select` path (`category.slug.current`) of a document, references followed as the Studio does. */
export function selectPath(doc: SanityDocument, dotted: string, view: View): unknown {
  let value: unknown = doc;
  for (const key of dotted.split(".")) {
    const ref = propertyOf(value, "_ref");
    if (typeof ref === "string") value = view.byId.get(ref);
    value = isRecord(value) ? value[key] : undefined;
  }
  return value;
}

/** The locations the tool lists under a document's form (null: its type has no resolver). */
export function locationsOf(doc: SanityDocument, view: View): DocumentLocationsState | null {
  const resolver = doc._type ? locations[doc._type] : undefined;
  if (!resolver) return null;
  if (!("select" in resolver)) return resolver;
  const selected = Object.fromEntries(
    Object.entries(resolver.select).map(([key, dotted]) => [key, selectPath(doc, dotted, view)]),
  );
  return resolver.resolve(selected) ?? null;
}

function query(
  resolver: DocumentResolver,
  context: DocumentResolverContext,
): { filter: string; params: Record<string, string> } | undefined {
  if (resolver.resolve) {
    const resolved = resolver.resolve(context);
    return resolved && { filter: resolved.filter, params: resolved.params ?? context.params };
  }
  if (resolver.type) return { filter: `_type == "${resolver.type}"`, params: {} };
  const filter = typeof resolver.filter === "function" ? resolver.filter(context) : resolver.filter;
  const params = typeof resolver.params === "function" ? resolver.params(context) : resolver.params;
  return filter ? { filter, params: params ?? context.params } : undefined;
}

/** The document the tool opens beside the page at `pathname`, or null. */
export async function mainDocumentAt(pathname: string, view: View): Promise<{ _id: string; _type: string } | null> {
  const url = new URL(pathname, "http://localhost:3000");
  for (const resolver of mainDocuments) {
    for (const route of [resolver.route].flat()) {
      const found = match(route, { decode: decodeURIComponent })(url.pathname);
      if (!found) continue;
      // path-to-regexp's params have no prototype; the client serialises them, groq-js wants an object.
      const asked = query(resolver, { origin: url.origin, params: { ...found.params }, path: found.path });
      if (!asked) return null;
      const tree = parse(`*[${asked.filter}][0]{_id, _type}`, { params: asked.params });
      const value = await evaluate(tree, { dataset: view.documents, params: asked.params });
      return (await value.get()) as { _id: string; _type: string } | null;
    }
  }
  return null;
}
