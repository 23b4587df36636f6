import { readFile } from "node:fs/promises";
import { existsSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { SCHEMA_JSON, SchemaChecker, describeProblems } from "../studio/schema-check.ts";
import type { Logger } from "./http.ts";
import type { SanityDocument } from "./perspectives.ts";
import { databaseFile, DocumentStore, type Change } from "./store.ts";

/** Sanity's rule for dataset names (and a guard against path tricks in URLs). */
export const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** The prefix of what the service says about its data, so a log reader can find it. */
export const WARNING = "[content] warning:";

export type AssetKind = "images" | "files";

/** What a source holds of one dataset: its documents (the seed) and where its asset files are. */
export interface SourceData {
  documents: SanityDocument[];
  /** Where the file of an image or a file asset is, by the name the CDN serves it under. */
  assetPath(kind: AssetKind, name: string): string | null;
}

/** Where datasets come from: a directory of `<dataset>.ndjson` files, or an export archive. */
export interface DatasetSource {
  /** Names the source: another source gets another database. */
  id: string;
  /** What a message should name: the file `name` is read from. */
  describe(name: string): string;
  /** The dataset's documents and asset files, or null when there is no such dataset. */
  read(name: string, logger: Logger): Promise<SourceData | null>;
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

/** The identity of a directory source: its databases are named after it. */
export const directorySourceId = (dataDir: string) => `dir:${resolve(dataDir)}`;

/** `<dataDir>/<name>.ndjson`, its pictures in `<dataDir>/images/` and its files in `<dataDir>/files/`. */
export function directorySource(dataDir: string): DatasetSource {
  const fileOf = (name: string) => join(dataDir, `${name}.ndjson`);
  return {
    id: directorySourceId(dataDir),
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
      logger.warn(
        `${WARNING} datasets are not checked against the schema: ${SCHEMA_JSON} cannot be read (${(error as Error).message})`,
      );
    }
  }
  if (!checker) return;
  const broken = checker.check(documents);
  for (const document of broken) logger.warn(`${WARNING} ${describeProblems(document)}`);
  if (broken.length) {
    const schema = relative(process.cwd(), SCHEMA_JSON) || SCHEMA_JSON;
    logger.warn(
      `${WARNING} ${broken.length} of ${documents.length} documents of "${name}" break the schema (${schema}); they are served as they are`,
    );
  }
}

/** One change of a commit as the query workers take it: a document's id and its new body (null: deleted). */
export type DocumentChange = [id: string, document: SanityDocument | null];

/** How many commits a dataset remembers for query workers that are behind; further back, they load it whole. */
const KEPT_COMMITS = 512;

/**
 * A dataset being served: its database (the truth), the current documents, where its asset files
 * are, and the last commits, which the query workers apply to their copy instead of loading it again.
 */
export class LoadedDataset {
  /** Changes on every load and every commit, so query workers know when their copy is stale. */
  version = nextVersion++;
  private cache: { version: number; documents: SanityDocument[] } | undefined;
  private readonly commits: { version: number; changes: DocumentChange[] }[] = [];

  constructor(
    readonly name: string,
    readonly store: DocumentStore,
    private readonly sourceAssets: SourceData["assetPath"],
    /** Where uploaded asset files go: `<uploadsDir>/images/`, `<uploadsDir>/files/`. */
    readonly uploadsDir: string,
  ) {}

  /** The current documents, in dataset order. */
  get documents(): SanityDocument[] {
    if (this.cache?.version !== this.version) this.cache = { version: this.version, documents: this.store.documents() };
    return this.cache.documents;
  }

  assetPath(kind: AssetKind, name: string): string | null {
    const uploaded = join(this.uploadsDir, kind, name);
    return existsSync(uploaded) ? uploaded : this.sourceAssets(kind, name);
  }

  /** The first version from which every commit is kept (the load's, or the last dropped commit's). */
  private knownFrom = this.version;

  /** What changed after `version` (one this dataset had), in order, or null when no longer kept. */
  changesSince(version: number): DocumentChange[] | null {
    if (version < this.knownFrom) return null;
    return this.commits.filter((commit) => commit.version > version).flatMap((commit) => commit.changes);
  }

  /** Writes a transaction (store.ts) and makes it the current state. */
  commit(tx: Parameters<DocumentStore["commit"]>[0]): number {
    const seq = this.store.commit(tx);
    this.version = nextVersion++;
    this.commits.push({
      version: this.version,
      changes: tx.changes.map((change: Change) => [change.id, change.after]),
    });
    if (this.commits.length > KEPT_COMMITS) {
      const dropped = this.commits.shift()!;
      this.knownFrom = dropped.version;
    }
    return seq;
  }
}

/** Removes a database, its write-ahead log and the asset files uploaded to it. */
export function removeDatabase(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}.assets`])
    rmSync(path, { recursive: true, force: true });
}

export interface DatasetStoreOptions {
  /** Where the databases are (one file per dataset and source). */
  dbDir: string;
}

/**
 * Opens each dataset's database on first use (seeding it from the source when it is new), checks it
 * against the schema, and keeps it open until `reload()` or `close()`.
 */
export class DatasetStore {
  private readonly loaded = new Map<string, Promise<LoadedDataset | null>>();

  constructor(
    readonly source: DatasetSource,
    private readonly logger: Logger,
    private readonly options: DatasetStoreOptions,
  ) {}

  /** The database file of a dataset of this source. */
  databaseFile(name: string): string {
    return databaseFile(this.options.dbDir, name, this.source.id);
  }

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

  /** Closes every database and opens again those that were open (the asset files are looked up again). */
  async reload(): Promise<void> {
    const names = [...this.loaded.keys()];
    await this.close();
    await Promise.all(names.map((name) => this.get(name)));
  }

  /**
   * Puts a dataset back to its seed: closes its database, removes it (and the files uploaded to it),
   * and opens it again from the source.
   */
  async reset(name: string): Promise<void> {
    const open = this.loaded.get(name);
    this.loaded.delete(name);
    (await open?.catch(() => null))?.store.close();
    removeDatabase(this.databaseFile(name));
    await this.get(name);
  }

  async close(): Promise<void> {
    const open = [...this.loaded.values()];
    this.loaded.clear();
    for (const dataset of await Promise.all(open.map((p) => p.catch(() => null)))) dataset?.store.close();
  }

  private async load(name: string): Promise<LoadedDataset | null> {
    const file = this.databaseFile(name);
    let read: SourceData | null | undefined;
    const source = async () => (read === undefined ? (read = await this.source.read(name, this.logger)) : read);
    const store = await DocumentStore.open(file, async () => (await source())?.documents ?? null);
    if (!store) return null;
    if (store.seeded)
      this.logger.info(
        `content service: seeded ${relative(process.cwd(), file) || file} with ${store.size} documents of "${name}"`,
      );
    const assets = (await source())?.assetPath ?? (() => null);
    const dataset = new LoadedDataset(name, store, assets, `${file}.assets`);
    checkDataset(name, dataset.documents, this.logger);
    return dataset;
  }
}
