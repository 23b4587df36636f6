import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { SCHEMA_JSON, SchemaChecker, describeProblems } from "../studio/schema-check.ts";
import type { Logger } from "./http.ts";
import type { SanityDocument } from "./perspectives.ts";

/** Sanity's rule for dataset names (and a guard against path tricks in URLs). */
export const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** The prefix of what the service says about its data, so a log reader can find it. */
export const WARNING = "[content] warning:";

export type AssetKind = "images" | "files";

export interface LoadedDataset {
  name: string;
  /** Changes on every (re)load, so query workers know when their copy is stale. */
  version: number;
  documents: SanityDocument[];
  /** Where the file of an image or a file asset is, by the name the CDN serves it under. */
  assetPath(kind: AssetKind, name: string): string | null;
}

/** Where datasets come from: a directory of `<dataset>.ndjson` files, or an export archive. */
export interface DatasetSource {
  /** What a message should name: the file `name` is read from. */
  describe(name: string): string;
  /** The dataset's documents and asset files, or null when there is no such dataset. */
  read(name: string, logger: Logger): Promise<Omit<LoadedDataset, "name" | "version"> | null>;
}

let nextVersion = 1;

/**
 * Parses an NDJSON export (`sanity dataset export`): one document per line. Malformed lines and
 * lines that are not documents are skipped with a warning; a later duplicate `_id` wins.
 */
export function parseNdjson(text: string, source: string, logger: Logger): SanityDocument[] {
  const byId = new Map<string, SanityDocument>();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      logger.warn(`${WARNING} ${source}:${i + 1}: skipped a line that is not JSON (${(error as Error).message})`);
      continue;
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      logger.warn(`${WARNING} ${source}:${i + 1}: skipped a line that is not a JSON object`);
      continue;
    }
    const id = (value as { _id?: unknown })._id;
    if (typeof id !== "string" || id === "") {
      logger.warn(`${WARNING} ${source}:${i + 1}: skipped a document without a string _id`);
      continue;
    }
    if (byId.has(id)) {
      logger.warn(`${WARNING} ${source}:${i + 1}: duplicate _id "${id}", the later line wins`);
      byId.delete(id);
    }
    byId.set(id, value as SanityDocument);
  }
  return [...byId.values()];
}

/** `<dataDir>/<name>.ndjson`, its pictures in `<dataDir>/images/` and its files in `<dataDir>/files/`. */
export function directorySource(dataDir: string): DatasetSource {
  const fileOf = (name: string) => join(dataDir, `${name}.ndjson`);
  return {
    describe: fileOf,
    async read(name, logger) {
      const file = fileOf(name);
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return { documents: parseNdjson(text, file, logger), assetPath: (kind, asset) => join(dataDir, kind, asset) };
    },
  };
}

let checker: SchemaChecker | null | undefined;

/**
 * Every document that breaks the Studio's schema, one warning line each (its id, each field and what
 * is wrong); the documents are served as they are. Reads the extracted schema, not the Studio's code.
 */
export function checkDataset(name: string, documents: SanityDocument[], logger: Logger): void {
  if (checker === undefined) {
    try {
      checker = SchemaChecker.fromFile();
    } catch (error) {
      checker = null;
      logger.warn(`${WARNING} datasets are not checked against the schema: ${SCHEMA_JSON} cannot be read (${(error as Error).message})`);
    }
  }
  if (!checker) return;
  const broken = checker.check(documents);
  for (const document of broken) logger.warn(`${WARNING} ${describeProblems(document)}`);
  if (broken.length) {
    const schema = relative(process.cwd(), SCHEMA_JSON) || SCHEMA_JSON;
    logger.warn(`${WARNING} ${broken.length} of ${documents.length} documents of "${name}" break the schema (${schema}); they are served as they are`);
  }
}

/** Loads each dataset on first use, checks it against the schema, and keeps it until `reload()`. */
export class DatasetStore {
  private readonly loaded = new Map<string, Promise<LoadedDataset | null>>();

  constructor(
    readonly source: DatasetSource,
    private readonly logger: Logger,
  ) {}

  /** The dataset, or null when there is no such dataset. */
  get(name: string): Promise<LoadedDataset | null> {
    if (!DATASET_NAME.test(name)) return Promise.resolve(null);
    let pending = this.loaded.get(name);
    if (!pending) {
      pending = this.load(name);
      this.loaded.set(name, pending);
      // Neither a missing dataset nor a failed read is remembered: the next request looks again.
      const forget = () => {
        if (this.loaded.get(name) === pending) this.loaded.delete(name);
      };
      pending.then((dataset) => dataset ?? forget(), forget);
    }
    return pending;
  }

  /** Forgets every loaded dataset and loads again those that were loaded before. */
  async reload(): Promise<void> {
    const names = [...this.loaded.keys()];
    this.loaded.clear();
    await Promise.all(names.map((name) => this.get(name)));
  }

  private async load(name: string): Promise<LoadedDataset | null> {
    const read = await this.source.read(name, this.logger);
    if (!read) return null;
    checkDataset(name, read.documents, this.logger);
    return { name, version: nextVersion++, ...read };
  }
}
