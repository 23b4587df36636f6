/**
 * Datasets as `sanity dataset export` writes them, both ways. The archive is a .tar.gz holding one
 * folder (`<dataset>-export-<date>/`) with:
 * - `data.ndjson`: the documents, without the asset documents; in each image or file field the
 *   `asset` reference is replaced by `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`
 *   (`file@file://./files/<sha1>.<ext>`), the file it names;
 * - `assets.json`: what each asset document held beyond its file (original name, metadata, LQIP,
 *   palette, dates), by `image-<sha1>` / `file-<sha1>` of the file;
 * - `images/` and `files/`: the files.
 * `npm run content:export` writes one from a dataset directory (export.ts). The service serves one
 * (CONTENT_ARCHIVE), the .tar.gz or the folder it unpacks to, as the dataset `sanity dataset import`
 * would make of it: asset documents again, and references to them where the fields named files.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, realpath, rename, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { formatPath } from "../studio/schema-check.ts";
import { isRecord } from "../site/narrow.ts";
import { WARNING, parseNdjson, type AssetKind, type DatasetSource, type SourceData } from "./dataset.ts";
import type { Logger } from "./http.ts";
import type { SanityDocument } from "./perspectives.ts";

export const ASSET_KEY = "_sanityAsset";

const ASSET_TYPES = { "sanity.imageAsset": "images", "sanity.fileAsset": "files" } as const satisfies Record<
  string,
  AssetKind
>;
/** What the export leaves out of assets.json: what the file itself, or the project it lands in, says. */
const NOT_IN_ASSET_MAP = new Set(["_id", "_type", "assetId", "extension", "mimeType", "path", "uploadId", "url"]);

const IMAGE_ID = /^image-([a-f0-9]{40})-(\d+)x(\d+)-([a-z]+)$/;
const FILE_ID = /^file-([a-f0-9]{40})-([a-z0-9]+)$/;
const IMAGE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z]+)$/;
/** `<sha1>.<ext>`, or `<sha1>-<ext>.bin` where the export's naming takes only letters for an extension (mp4). */
const FILE_NAME = /^([a-f0-9]{40})(?:\.([a-z]+)|-([a-z0-9]+)\.bin)$/;
const ASSET_REF = /^(image|file)@file:\/\/\.\/(images|files)\/([^/\\]+)$/;

export const MIME_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
  tif: "image/tiff",
  tiff: "image/tiff",
  webm: "video/webm",
  mp4: "video/mp4",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
  pdf: "application/pdf",
};

const sha1 = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");

/**
 * The name an asset's file has in the archive (and the one Sanity's export gives it), or null for an id of
 * another shape.
 */
export function archiveFileName(assetId: string): { kind: AssetKind; name: string } | null {
  let match = IMAGE_ID.exec(assetId);
  if (match) return { kind: "images", name: `${match[1]}-${match[2]}x${match[3]}.${match[4]}` };
  match = FILE_ID.exec(assetId);
  if (!match) return null;
  return {
    kind: "files",
    name: /^[a-z]+$/.test(match[2]!) ? `${match[1]}.${match[2]}` : `${match[1]}-${match[2]}.bin`,
  };
}

/** The name the asset CDN serves an asset's file under: `<sha1>-<w>x<h>.<ext>`, `<sha1>.<ext>`. */
export function servedFileName(assetId: string): { kind: AssetKind; name: string } | null {
  const match = FILE_ID.exec(assetId);
  return match ? { kind: "files", name: `${match[1]}.${match[2]}` } : archiveFileName(assetId);
}

// --- From a dataset to an archive ---------------------------------------------------------------

export interface ArchiveContents {
  /** The documents of data.ndjson: asset references rewritten, asset and system documents left out. */
  documents: SanityDocument[];
  /** The asset documents, whose files go into images/ and files/ and whose other fields into assets.json. */
  assets: SanityDocument[];
}

/** The dataset's documents as `sanity dataset export` writes them (drafts included, as it does by default). */
export function toArchive(documents: readonly SanityDocument[]): ArchiveContents {
  const out: ArchiveContents = { documents: [], assets: [] };
  for (const document of documents) {
    if (document._id.startsWith("_.")) continue; // system documents stay behind
    if (document._type && document._type in ASSET_TYPES) out.assets.push(document);
    else out.documents.push(toArchiveValue(document) as SanityDocument);
  }
  return out;
}

function toArchiveValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toArchiveValue);
  if (!isRecord(value)) return value;
  const ref = isRecord(value.asset) ? value.asset._ref : undefined;
  const file = typeof ref === "string" ? archiveFileName(ref) : null;
  if (file) {
    const { asset: _asset, ...rest } = value;
    const type = file.kind === "images" ? "image" : "file";
    return {
      [ASSET_KEY]: `${type}@file://./${file.kind}/${file.name}`,
      ...(toArchiveValue(rest) as Record<string, unknown>),
    };
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toArchiveValue(child)]));
}

/** An asset document's entry in assets.json. */
export function assetMapEntry(asset: SanityDocument): Record<string, unknown> {
  return Object.fromEntries(Object.entries(asset).filter(([key]) => !NOT_IN_ASSET_MAP.has(key)));
}

/** The key of an asset's entry in assets.json: its kind and the sha1 of its file. */
export const assetMapKey = (kind: AssetKind, bytes: Buffer) => `${kind === "images" ? "image" : "file"}-${sha1(bytes)}`;

// --- From an archive to a dataset ---------------------------------------------------------------

export interface ArchiveOptions {
  /** The dataset the archive is served as. */
  dataset: string;
  /** The project id in the asset documents' paths and URLs. */
  projectId: string;
  logger: Logger;
}

interface AssetFile {
  kind: AssetKind;
  id: string;
  sha1: string;
  extension: string;
  /** The name the CDN serves it under. */
  served: string;
  path: string;
  width?: number;
  height?: number;
}

/** The folder of an export: the one given, or the one folder inside it, holding data.ndjson (or one .ndjson). */
export async function exportFolder(root: string): Promise<{ folder: string; dataFile: string }> {
  const folders = [
    root,
    ...(await readdir(root, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && !["images", "files"].includes(e.name))
      .map((e) => join(root, e.name)),
  ];
  for (const folder of folders) {
    const names = (await readdir(folder, { withFileTypes: true }))
      .filter((e) => e.isFile() && e.name.endsWith(".ndjson"))
      .map((e) => e.name);
    const data =
      names.includes("data.ndjson") ? "data.ndjson"
      : names.length === 1 ? names[0]
      : undefined;
    if (data) return { folder, dataFile: join(folder, data) };
  }
  throw new Error(`${root} is not a dataset export: no data.ndjson in it or in a folder inside it`);
}

async function assetFiles(folder: string, source: string, logger: Logger): Promise<Map<string, AssetFile>> {
  const byName = new Map<string, AssetFile>();
  for (const kind of ["images", "files"] as const) {
    const entries = await readdir(join(folder, kind), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(folder, kind, entry.name);
      const image = kind === "images" ? IMAGE_NAME.exec(entry.name) : null;
      const file = kind === "files" ? FILE_NAME.exec(entry.name) : null;
      if (image) {
        const [, hash, width, height, extension] = image as unknown as [string, string, string, string, string];
        byName.set(`${kind}/${entry.name}`, {
          kind,
          id: `image-${hash}-${width}x${height}-${extension}`,
          sha1: hash,
          extension,
          served: entry.name,
          path,
          width: Number(width),
          height: Number(height),
        });
      } else if (file) {
        const hash = file[1]!;
        const extension = (file[2] ?? file[3])!;
        byName.set(`${kind}/${entry.name}`, {
          kind,
          id: `file-${hash}-${extension}`,
          sha1: hash,
          extension,
          served: `${hash}.${extension}`,
          path,
        });
      } else {
        logger.warn(
          `${WARNING} ${source}: ${kind}/${entry.name} is not named as an export names its files (<sha1>${kind === "images" ? "-<w>x<h>" : ""}.<ext>), so nothing can show it`,
        );
      }
    }
  }
  return byName;
}

async function readAssetMap(folder: string, source: string, logger: Logger): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(join(folder, "assets.json"), "utf8");
  } catch {
    return {};
  }
  try {
    const map = JSON.parse(text) as unknown;
    if (isRecord(map)) return map;
  } catch {
    // reported below
  }
  logger.warn(`${WARNING} ${source}: assets.json is not a JSON object; the assets keep only what their files say`);
  return {};
}

/** An asset document as an import would make it: what assets.json kept, and what the file and the project say. */
async function assetDocument(
  file: AssetFile,
  map: Record<string, unknown>,
  options: ArchiveOptions,
): Promise<SanityDocument> {
  const type = file.kind === "images" ? "image" : "file";
  let kept = map[`${type}-${file.sha1}`];
  // The map is keyed by the sha1 of the file as downloaded, which a sanitised SVG no longer has.
  if (kept === undefined) kept = map[assetMapKey(file.kind, await readFile(file.path))];
  const info = await stat(file.path);
  const created = new Date(info.mtimeMs).toISOString();
  const fields: Record<string, unknown> = {
    _createdAt: created,
    _updatedAt: created,
    sha1hash: file.sha1,
    originalFilename: file.served,
    size: info.size,
    ...(file.width && file.height ?
      {
        metadata: {
          _type: "sanity.imageMetadata",
          dimensions: {
            _type: "sanity.imageDimensions",
            width: file.width,
            height: file.height,
            aspectRatio: file.width / file.height,
          },
        },
      }
    : {}),
    ...(isRecord(kept) ? assetMapEntry(kept as SanityDocument) : {}),
  };
  const path = `${file.kind}/${options.projectId}/${options.dataset}/${file.served}`;
  const { _createdAt, _updatedAt, _rev, sha1hash, originalFilename, size, ...rest } = fields;
  const document: Record<string, unknown> = {
    _id: file.id,
    _type: type === "image" ? "sanity.imageAsset" : "sanity.fileAsset",
    _createdAt,
    _updatedAt,
    _rev,
    assetId: file.sha1,
    sha1hash,
    extension: file.extension,
    mimeType: MIME_TYPES[file.extension] ?? "application/octet-stream",
    originalFilename,
    size,
    path,
    url: `https://cdn.sanity.io/${path}`,
    ...rest,
  };
  if (document._rev === undefined) delete document._rev;
  return document as SanityDocument;
}

/**
 * A document with each `_sanityAsset` turned back into a reference; `missing` gets what names no file of the
 * archive.
 */
function fromArchiveValue(
  value: unknown,
  files: Map<string, AssetFile>,
  at: (string | number | { _key: string })[],
  missing: string[],
): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) =>
      fromArchiveValue(
        item,
        files,
        [...at, isRecord(item) && typeof item._key === "string" ? { _key: item._key } : i],
        missing,
      ),
    );
  }
  if (!isRecord(value)) return value;
  const named = value[ASSET_KEY];
  const out: Record<string, unknown> = {};
  let reference: Record<string, unknown> | undefined;
  if (named !== undefined) {
    const match = typeof named === "string" ? ASSET_REF.exec(named) : null;
    const file = match && match[2] === `${match[1]}s` ? files.get(`${match[2]}/${match[3]}`) : undefined;
    if (file) reference = { _type: "reference", _ref: file.id };
    else missing.push(`${formatPath(at) || "(document)"}: ${JSON.stringify(named)} is not a file of the archive`);
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === ASSET_KEY) continue;
    // Where the export found it: after the item's _key and _type.
    if (reference && key !== "_key" && key !== "_type") {
      out.asset = reference;
      reference = undefined;
    }
    out[key] = fromArchiveValue(child, files, [...at, key], missing);
  }
  if (reference) out.asset = reference;
  return out;
}

/** The dataset an export folder holds, as `sanity dataset import` would make it. */
export async function readExportFolder(root: string, options: ArchiveOptions): Promise<SourceData> {
  const { folder, dataFile } = await exportFolder(root);
  const { logger } = options;
  const documents = parseNdjson(await readFile(dataFile, "utf8"), dataFile, logger);
  const files = await assetFiles(folder, folder, logger);
  const map = await readAssetMap(folder, folder, logger);
  const ids = new Set(documents.map((d) => d._id));
  const out: SanityDocument[] = [];
  for (const document of documents) {
    const missing: string[] = [];
    out.push(fromArchiveValue(document, files, [], missing) as SanityDocument);
    if (missing.length) logger.warn(`${WARNING} ${document._id} ${missing.join("; ")}`);
  }
  // Every file becomes an asset, referenced or not, as an import uploads every file it finds.
  for (const file of files.values()) if (!ids.has(file.id)) out.push(await assetDocument(file, map, options));
  out.sort((a, b) =>
    a._id < b._id ? -1
    : a._id > b._id ? 1
    : 0,
  );
  const served = new Map([...files.values()].map((file) => [`${file.kind}/${file.served}`, file.path]));
  return { documents: out, assetPath: (kind, name) => served.get(`${kind}/${name}`) ?? null };
}

const shortHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** What the folders a .tar.gz is unpacked to start with (`<key>-<version>`): one key per archive path. */
export async function unpackKey(file: string): Promise<string> {
  return shortHash(await realpath(file));
}

/**
 * A .tar.gz unpacked under `unpackDir`, once per version of the file (its size and time): a
 * restart reuses it, a changed archive is unpacked again and the older copy removed. Only files and
 * folders are unpacked, never links, and no path leaves the folder.
 */
export async function unpackArchive(file: string, unpackDir: string): Promise<string> {
  const info = await stat(file);
  const archiveKey = await unpackKey(file);
  const target = join(unpackDir, `${archiveKey}-${shortHash(`${info.size}:${info.mtimeMs}`)}`);
  if (
    await stat(target).then(
      (s) => s.isDirectory(),
      () => false,
    )
  )
    return target;
  const temporary = `${target}.${randomUUID()}.tmp`;
  await mkdir(temporary, { recursive: true });
  try {
    const { extract } = await import("tar");
    const types = new Set(["File", "OldFile", "ContiguousFile", "Directory"]);
    await extract({
      file,
      cwd: temporary,
      strict: true,
      filter: (_path, entry) => "type" in entry && types.has(entry.type),
    });
    await rename(temporary, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another process unpacked the same version meanwhile: theirs will do.
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  for (const entry of await readdir(unpackDir)) {
    if (entry.startsWith(`${archiveKey}-`) && join(unpackDir, entry) !== target && !entry.endsWith(".tmp")) {
      await rm(join(unpackDir, entry), { recursive: true, force: true });
    }
  }
  return target;
}

/** The identity of an archive source: its databases are named after it. */
export const archiveSourceId = async (archive: string) => `archive:${await realpath(archive)}`;

/**
 * An export archive (a .tar.gz, or the folder it unpacks to) as the source of one dataset. It is
 * read again on reload, and a .tar.gz unpacked again if it changed.
 */
export async function archiveSource(
  archive: string,
  options: ArchiveOptions & { unpackDir: string },
): Promise<DatasetSource> {
  const isFolder = (await stat(archive)).isDirectory();
  return {
    id: await archiveSourceId(archive),
    describe: (name) => (name === options.dataset ? archive : `${archive} (which holds only "${options.dataset}")`),
    async read(name, logger) {
      if (name !== options.dataset) return null;
      const root = isFolder ? archive : await unpackArchive(archive, options.unpackDir);
      const dataset = await readExportFolder(root, { ...options, logger });
      logger.info(`content service: "${name}" from ${basename(archive)}: ${dataset.documents.length} documents`);
      return dataset;
    },
  };
}
