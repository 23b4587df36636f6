/**
 * The image CDN: GET /images/{projectId}/{dataset}/{id}-{w}x{h}.{ext}[/{vanityName}]?w=…&h=…
 * Transforms are cached on disk (keyed by the source file, the normalised parameters and the chosen
 * format), and concurrent identical requests share one transform.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import type { DatasetStore } from "./dataset.ts";
import { CORS_HEADERS, httpError, type Logger } from "./http.ts";
import { chooseFormat, parseImageParams } from "./image-params.ts";
import { CONTENT_TYPES, formatOfExtension, transformImage, TRANSFORM_VERSION } from "./image-transform.ts";

/** `<sha1>-<w>x<h>.<ext>`: the names of asset files (and a guard against path tricks). */
const ASSET_FILE = /^([A-Za-z0-9]+)-(\d+)x(\d+)\.([A-Za-z0-9]+)$/;
const MAX_CONCURRENT_TRANSFORMS = 2;
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ImageRoute {
  projectId: string;
  dataset: string;
  file: string;
}

export interface ImageServiceOptions {
  store: DatasetStore;
  cacheDir: string;
  projectId: string;
  logger: Logger;
}

async function exists(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

export class ImageService {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: ImageServiceOptions) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, route: ImageRoute): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "GET, HEAD, OPTIONS" });
    }
    const { store, projectId } = this.options;
    const match = ASSET_FILE.exec(route.file);
    const dataset = match && route.projectId === projectId ? await store.get(route.dataset) : null;
    const file = dataset?.assetPath("images", route.file) ?? null;
    const source = file ? await exists(file) : null;
    if (!match || !file || !source) throw httpError(404, "Image not found"); // the requested name is not echoed back
    const ext = match[4]!.toLowerCase();

    const params = parseImageParams(url.searchParams);
    if (ext === "svg" && !params.fm) {
      // Vector images are served as they are unless a raster format is asked for.
      const body = await readFile(file);
      this.send(
        req,
        res,
        body,
        {
          "Content-Type": "image/svg+xml",
          "Content-Security-Policy": "script-src 'none'",
          ETag: `"${createHash("sha256").update(body).digest("hex").slice(0, 32)}"`,
        },
        "HIT",
      );
      return;
    }

    const format = chooseFormat(params, String(req.headers.accept ?? ""), formatOfExtension(ext));
    const { dl, ...shape } = params;
    const key = createHash("sha256")
      .update(
        JSON.stringify({
          file: route.file,
          size: source.size,
          mtime: source.mtimeMs,
          shape,
          format,
          version: TRANSFORM_VERSION,
        }),
      )
      .digest("hex");
    const etag = `"${key.slice(0, 32)}"`;
    const headers: Record<string, string> = { "Content-Type": CONTENT_TYPES[format], ETag: etag };
    if (params.autoFormat) headers.Vary = "Accept";
    if (dl !== undefined) {
      const name = (dl || route.file).replace(/[^\w.-]+/g, "_");
      headers["Content-Disposition"] = `attachment; filename="${name}"`;
    }
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, {
        ...CORS_HEADERS,
        ETag: etag,
        "Cache-Control": IMMUTABLE,
        ...(headers.Vary ? { Vary: "Accept" } : {}),
      });
      res.end();
      return;
    }

    const cached = join(this.options.cacheDir, key.slice(0, 2), `${key}.${format}`);
    const hit = await readFile(cached).catch(() => null);
    if (hit) return this.send(req, res, hit, headers, "HIT");

    const pending = this.inFlight.get(key);
    if (pending) return this.send(req, res, await pending, headers, "HIT");

    const work = this.limited(() => transformImage(file, params, format)).then(async (body) => {
      await this.store(cached, body);
      return body;
    });
    this.inFlight.set(key, work);
    try {
      this.send(req, res, await work, headers, "MISS");
    } finally {
      this.inFlight.delete(key);
    }
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    headers: Record<string, string>,
    cache: string,
  ) {
    res.writeHead(200, {
      ...CORS_HEADERS,
      "Cache-Control": IMMUTABLE,
      "Content-Length": String(body.length),
      "X-Content-Type-Options": "nosniff",
      "X-Cache": cache,
      ...headers,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Writes atomically (temporary file, then rename) so a reader never sees half a file. */
  private async store(path: string, body: Buffer): Promise<void> {
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      this.options.logger.warn(`image cache: cannot write ${path}: ${(error as Error).message}`);
      await rm(temporary, { force: true }).catch(() => {});
    }
  }

  /** At most a couple of transforms at a time: they are CPU- and memory-heavy. */
  private async limited<T>(task: () => Promise<T>): Promise<T> {
    // A finishing transform hands its place straight to the next waiter.
    if (this.running >= MAX_CONCURRENT_TRANSFORMS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
