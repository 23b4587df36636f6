/**
 * Reading a dataset as the embedded content service does: an NDJSON file, a directory holding
 * `<dataset>.ndjson` (demo-dataset/, CONTENT_DATA_DIR), or a `sanity dataset export` archive (the .tar.gz
 * or its folder), read as an import would make it: its asset documents again, and references to them.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { readExportFolder, unpackArchive } from "../../content-service/archive.ts";

export type DatasetDocument = { _id: string; _type: string } & Record<string, unknown>;

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

/**
 * The documents at `target`: an export archive (the .tar.gz, its folder, or the data.ndjson in it),
 * a directory holding `<dataset>.ndjson`, or an NDJSON file; and the file they came from. What an
 * archive holds that is not a document (a line that is not JSON, a missing file) goes to `warn`.
 */
export async function loadDataset(
  target: string,
  dataset = "production",
  warn: (line: string) => void = () => {},
): Promise<{ file: string; documents: DatasetDocument[] }> {
  const logger = { info() {}, warn: (line: string) => warn(line.replace(/^\[content\] warning: /, "")), error: warn };
  const options = { dataset, projectId: "offline", logger };
  const read = async (folder: string) => (await readExportFolder(folder, options)).documents as DatasetDocument[];
  if (statSync(target).isDirectory()) {
    if (existsSync(join(target, `${dataset}.ndjson`)))
      return { file: join(target, `${dataset}.ndjson`), documents: readDataset(join(target, `${dataset}.ndjson`)) };
    return { file: target, documents: await read(target) };
  }
  if (/\.(tar\.gz|tgz|tar)$/.test(target)) {
    const unpackDir = await mkdtemp(join(tmpdir(), "salone-validate-"));
    try {
      return { file: target, documents: await read(await unpackArchive(target, unpackDir)) };
    } finally {
      await rm(unpackDir, { recursive: true, force: true });
    }
  }
  const folder = dirname(target);
  if (
    basename(target) === "data.ndjson" &&
    (existsSync(join(folder, "assets.json")) || existsSync(join(folder, "images")))
  )
    return { file: target, documents: await read(folder) };
  return { file: target, documents: readDataset(target) };
}
