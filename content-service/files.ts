/**
 * The file CDN: GET /files/{projectId}/{dataset}/{assetId}.{ext}, as Sanity serves an uploaded file
 * (a video, a sound, a PDF). A file is served when the dataset holds its `sanity.fileAsset`
 * (`file-<assetId>-<ext>`) and its file exists (`<dataDir>/files/<assetId>.<ext>`, or in the export
 * archive the dataset came from); its Content-Type is the
 * asset's mimeType. Byte ranges (byte-range.ts) let a player start, seek and read a file's index at
 * its end without fetching it all.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { contentRange, parseRange } from "./byte-range.ts";
import type { DatasetStore, LoadedDataset } from "./dataset.ts";
import { CORS_HEADERS, httpError } from "./http.ts";

/** `<assetId>.<ext>`: the names of files (and a guard against path tricks). */
const FILE_NAME = /^([A-Za-z0-9]+)\.([A-Za-z0-9]{1,10})$/;
const MIME_TYPE = /^[a-z]+\/[a-z0-9][\w.+-]*$/i;
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface FileRoute {
  projectId: string;
  dataset: string;
  file: string;
}

export interface FileServiceOptions {
  projectId: string;
  store: DatasetStore;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => bare(tag) === bare(etag));
}

export class FileService {
  /** The MIME type of each file asset, by `<assetId>.<ext>`, per loaded dataset. */
  private readonly types = new WeakMap<LoadedDataset, { version: number; types: Map<string, string> }>();

  constructor(private readonly options: FileServiceOptions) {}

  async handle(req: IncomingMessage, res: ServerResponse, route: FileRoute): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "GET, HEAD, OPTIONS" });
    }
    const { projectId, store } = this.options;
    const match = FILE_NAME.exec(route.file);
    const dataset = match && route.projectId === projectId ? await store.get(route.dataset) : null;
    const type = dataset ? this.typesOf(dataset).get(route.file) : undefined;
    const path = dataset && type ? dataset.assetPath("files", route.file) : null;
    const info = path ? await stat(path).catch(() => null) : null;
    if (!type || !path || !info?.isFile()) throw httpError(404, "File not found"); // the requested name is not echoed back
    const size = info.size;

    // Strong: the name is the content's hash, and size and mtime change if the file is replaced.
    const etag = `"${createHash("sha256").update(`${route.file}:${size}:${info.mtimeMs}`).digest("hex").slice(0, 32)}"`;
    const common = {
      ...CORS_HEADERS,
      "Access-Control-Expose-Headers": "Content-Type, Content-Length, Content-Range, Accept-Ranges, ETag",
      "Accept-Ranges": "bytes",
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (etagMatches(req.headers["if-none-match"], etag)) {
      res.writeHead(304, common);
      res.end();
      return;
    }

    // If-Range: the range holds only for this very file; for any other, the whole file.
    const ifRange = req.headers["if-range"];
    const rangeHeader = ifRange === undefined || String(ifRange).trim() === etag ? req.headers.range : undefined;
    const range = parseRange(rangeHeader, size);
    if (range.kind === "unsatisfiable") {
      throw httpError(416, "The range is outside the file", {
        "Accept-Ranges": "bytes",
        "Content-Range": contentRange(range, size),
      });
    }
    const [start, end] = range.kind === "partial" ? [range.start, range.end] : [0, size - 1];
    res.writeHead(range.kind === "partial" ? 206 : 200, {
      ...common,
      "Content-Type": type,
      "Content-Length": String(Math.max(0, end - start + 1)),
      ...(range.kind === "partial" ? { "Content-Range": contentRange(range, size) } : {}),
    });
    if (req.method === "HEAD" || size === 0) {
      res.end();
      return;
    }
    await pipeline(createReadStream(path, { start, end }), res);
  }

  private typesOf(dataset: LoadedDataset): Map<string, string> {
    const known = this.types.get(dataset);
    if (known?.version === dataset.version) return known.types;
    const types = new Map<string, string>();
    for (const doc of dataset.documents) {
      if (doc._type !== "sanity.fileAsset") continue;
      const parts = /^file-([A-Za-z0-9]+)-([A-Za-z0-9]{1,10})$/.exec(doc._id);
      const mimeType = (doc as { mimeType?: unknown }).mimeType;
      if (parts)
        types.set(
          `${parts[1]}.${parts[2]}`,
          typeof mimeType === "string" && MIME_TYPE.test(mimeType) ? mimeType : "application/octet-stream",
        );
    }
    this.types.set(dataset, { version: dataset.version, types });
    return types;
  }
}
