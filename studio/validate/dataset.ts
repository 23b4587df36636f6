/**
 * Reading a dataset as the embedded content service does: an NDJSON file, or a directory holding
 * `<dataset>.ndjson` (content/, CONTENT_DATA_DIR) or a `sanity dataset export` archive's data.ndjson.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export type DatasetDocument = { _id: string; _type: string } & Record<string, unknown>;

export function datasetFile(path: string, dataset = "production"): string {
  if (!statSync(path).isDirectory()) return path;
  for (const name of [`${dataset}.ndjson`, "data.ndjson"]) if (existsSync(join(path, name))) return join(path, name);
  throw new Error(`${path} holds neither ${dataset}.ndjson nor data.ndjson (a dataset export)`);
}

/** The documents of an NDJSON file; a line that is not a document is an error with its line number. */
export function parseDataset(text: string, source: string): DatasetDocument[] {
  const documents: DatasetDocument[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${index + 1}: not JSON`);
    }
    const doc = value as Partial<DatasetDocument> | null;
    if (!doc || typeof doc !== "object" || typeof doc._id !== "string" || typeof doc._type !== "string") {
      throw new Error(`${source}:${index + 1}: not a document (an object with a string _id and _type)`);
    }
    documents.push(doc as DatasetDocument);
  });
  return documents;
}

export function readDataset(file: string): DatasetDocument[] {
  return parseDataset(readFileSync(file, "utf8"), file);
}
