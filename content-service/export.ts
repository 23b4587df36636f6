/**
 * npm run content:export [out]: a dataset as the embedded service holds it (its database in
 * CONTENT_DB_DIR, edits and uploads included; seeded from CONTENT_DATA_DIR or demo-dataset/ if new;
 * the dataset SANITY_DATASET or production) as `sanity dataset export` writes one, into `out` (default
 * content-export.tar.gz): see archive.ts for the format. Move it into a Sanity project with
 * `sanity dataset import content-export.tar.gz production`; serve it with the embedded service with
 * CONTENT_ARCHIVE=content-export.tar.gz.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { archiveFileName, assetMapEntry, assetMapKey, servedFileName, toArchive } from "./archive.ts";
import { DatasetStore, WARNING, directorySource, parseNdjson, type AssetKind } from "./dataset.ts";
import type { SanityDocument } from "./perspectives.ts";
import type { Logger } from "./http.ts";

export const DEFAULT_EXPORT = "content-export.tar.gz";

export interface ExportOptions {
  dataDir: string;
  dataset: string;
  out: string;
  logger: Logger;
  /** The export's time, in the name of the archive's folder (`production-export-2026-…`). */
  now?: Date;
  /**
   * The embedded service's databases: the export is of the dataset's database (edits and uploads
   * included; seeded from `dataDir` if it has none yet). Without it, of `dataDir`'s NDJSON as it is.
   */
  dbDir?: string;
}

export interface ExportResult {
  out: string;
  documents: number;
  assets: number;
}

export async function exportDataset(options: ExportOptions): Promise<ExportResult> {
  const { dataDir, dataset, logger } = options;
  const source = join(dataDir, `${dataset}.ndjson`);
  let assetFile = (kind: AssetKind, name: string): string | null => join(dataDir, kind, name);
  let all: SanityDocument[];
  if (options.dbDir) {
    const store = new DatasetStore(directorySource(dataDir), logger, { dbDir: options.dbDir });
    const data = await store.get(dataset);
    if (!data) throw new Error(`no dataset "${dataset}" in ${dataDir}`);
    all = data.documents;
    assetFile = (kind, name) => data.assetPath(kind, name);
    await store.close();
  } else {
    all = parseNdjson(await readFile(source, "utf8"), source, logger);
  }
  const { documents, assets } = toArchive(all);
  const work = await mkdtemp(join(tmpdir(), `${dataset}-export-`));
  try {
    await mkdir(join(work, "images"));
    await mkdir(join(work, "files"));
    const assetMap: Record<string, Record<string, unknown>> = {};
    let written = 0;
    for (const asset of assets) {
      const served = servedFileName(asset._id);
      const archived = archiveFileName(asset._id);
      const file = served && archived ? assetFile(served.kind, served.name) : null;
      const bytes = file ? await readFile(file).catch(() => null) : null;
      if (!served || !archived || !bytes) {
        // As Sanity's export does with an asset it cannot download: left out, references kept.
        logger.warn(
          `${WARNING} ${asset._id}: ${served ? `no file ${join(served.kind, served.name)}` : "not an asset id"}; left out of the export`,
        );
        continue;
      }
      await writeFile(join(work, archived.kind, archived.name), bytes);
      const entry = assetMapEntry(asset);
      if (Object.keys(entry).length) assetMap[assetMapKey(archived.kind, bytes)] = entry;
      written++;
    }
    await writeFile(join(work, "data.ndjson"), documents.map((document) => `${JSON.stringify(document)}\n`).join(""));
    await writeFile(join(work, "assets.json"), JSON.stringify(assetMap));
    const slug = (options.now ?? new Date())
      .toISOString()
      .replace(/[^a-z0-9]/gi, "-")
      .toLowerCase();
    const { create } = await import("tar");
    await create({ file: options.out, gzip: true, cwd: work, prefix: `${dataset}-export-${slug}`, portable: true }, [
      "data.ndjson",
      "assets.json",
      "files",
      "images",
    ]);
    return { out: options.out, documents: documents.length, assets: written };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const out = resolve(process.argv[2] ?? DEFAULT_EXPORT);
  const logger: Logger = { info: (m) => console.log(m), warn: (m) => console.warn(m), error: (m) => console.error(m) };
  exportDataset({
    dataDir: process.env.CONTENT_DATA_DIR ? resolve(process.env.CONTENT_DATA_DIR) : join(root, "demo-dataset"),
    dataset: process.env.SANITY_DATASET || "production",
    out,
    logger,
    // The database is the truth once the service has started: the export carries its edits.
    dbDir: process.env.CONTENT_DB_DIR ? resolve(process.env.CONTENT_DB_DIR) : join(root, ".data", "content"),
  }).then(
    (result) =>
      console.log(
        `${relative(process.cwd(), result.out) || result.out}: ${result.documents} documents and ${result.assets} assets, as sanity dataset export writes them`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
