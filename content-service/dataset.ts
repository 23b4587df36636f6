import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "./http.ts";
import type { SanityDocument } from "./perspectives.ts";

/** Sanity's rule for dataset names (and a guard against path tricks in URLs). */
export const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export interface LoadedDataset {
  name: string;
  /** Changes on every (re)load, so query workers know when their copy is stale. */
  version: number;
  documents: SanityDocument[];
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
      logger.warn(`${source}:${i + 1}: skipped a line that is not JSON (${(error as Error).message})`);
      continue;
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      logger.warn(`${source}:${i + 1}: skipped a line that is not a JSON object`);
      continue;
    }
    const id = (value as { _id?: unknown })._id;
    if (typeof id !== "string" || id === "") {
      logger.warn(`${source}:${i + 1}: skipped a document without a string _id`);
      continue;
    }
    if (byId.has(id)) {
      logger.warn(`${source}:${i + 1}: duplicate _id "${id}", the later line wins`);
      byId.delete(id);
    }
    byId.set(id, value as SanityDocument);
  }
  return [...byId.values()];
}

/** Loads `<dataDir>/<name>.ndjson` on first use and keeps it in memory until `reload()`. */
export class DatasetStore {
  private readonly loaded = new Map<string, Promise<LoadedDataset | null>>();

  constructor(
    readonly dataDir: string,
    private readonly logger: Logger,
  ) {}

  fileOf(name: string): string {
    return join(this.dataDir, `${name}.ndjson`);
  }

  /** The dataset, or null when there is no such dataset file. */
  get(name: string): Promise<LoadedDataset | null> {
    if (!DATASET_NAME.test(name)) return Promise.resolve(null);
    let pending = this.loaded.get(name);
    if (!pending) {
      pending = this.load(name);
      this.loaded.set(name, pending);
      // Neither a missing file nor a failed read is remembered: the next request looks again.
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
    const file = this.fileOf(name);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const documents = parseNdjson(text, file, this.logger);
    return { name, version: nextVersion++, documents };
  }
}
