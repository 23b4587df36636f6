/**
 * Asset uploads as @sanity/client's `assets.upload` makes them: POST /v{apiVersion}/assets/images/{dataset}
 * and /assets/files/{dataset} with the file as the raw body (`filename`, `label`, `title`,
 * `description`, `creditLine`, `meta` in the URL). The file is stored under its sha1 (an upload of
 * the same bytes answers the asset already there), next to the dataset's database, where the image
 * and file CDNs find it; the asset document is committed like any write. An image's document holds
 * its dimensions, an LQIP and a palette, read with sharp, as Content Lake's does.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { MIME_TYPES } from "./archive.ts";
import { requireWrite } from "./auth.ts";
import { httpError, readBody, sendJson } from "./http.ts";
import { visibilityOf, type WriteContext } from "./mutate-handler.ts";
import { applyMutations, newTransactionId, parseMutations } from "./mutate.ts";
import type { SanityDocument } from "./perspectives.ts";

export const MAX_ASSET_BYTES = 64 * 1024 * 1024;
const IMAGE_FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: "jpg", mime: "image/jpeg" },
  png: { ext: "png", mime: "image/png" },
  webp: { ext: "webp", mime: "image/webp" },
  gif: { ext: "gif", mime: "image/gif" },
  avif: { ext: "avif", mime: "image/avif" },
  heif: { ext: "avif", mime: "image/avif" },
  tiff: { ext: "tif", mime: "image/tiff" },
  svg: { ext: "svg", mime: "image/svg+xml" },
};
const MIME_TYPE = /^[a-z]+\/[a-z0-9][\w.+-]{0,100}$/i;

export interface AssetContext extends WriteContext {
  projectId: string;
}

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");

async function imageMetadata(bytes: Buffer, meta: Set<string>) {
  const info = await sharp(bytes, { limitInputPixels: 100_000_000 })
    .metadata()
    .catch(() => ({ format: undefined, width: undefined, height: undefined, hasAlpha: undefined }));
  const format = info.format && IMAGE_FORMATS[info.format];
  if (!format || !info.width || !info.height)
    throw httpError(400, "The body is not an image sharp can read (JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG)");
  const metadata: Record<string, unknown> = {
    _type: "sanity.imageMetadata",
    dimensions: {
      _type: "sanity.imageDimensions",
      width: info.width,
      height: info.height,
      aspectRatio: info.width / info.height,
    },
    hasAlpha: Boolean(info.hasAlpha),
    isOpaque: !info.hasAlpha,
  };
  if (meta.has("lqip")) {
    const lqip = await sharp(bytes).resize(20).jpeg({ quality: 40 }).toBuffer();
    metadata.lqip = `data:image/jpeg;base64,${lqip.toString("base64")}`;
  }
  if (meta.has("palette")) {
    const { dominant } = await sharp(bytes).stats();
    const background = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
    // Light swatches get dark text, as Sanity's palette does.
    const foreground = 0.299 * dominant.r + 0.587 * dominant.g + 0.114 * dominant.b > 150 ? "#000000" : "#ffffff";
    metadata.palette = {
      _type: "sanity.imagePalette",
      dominant: { _type: "sanity.imagePaletteSwatch", background, foreground, title: foreground },
    };
  }
  return { width: info.width, height: info.height, ...format, metadata };
}

export async function handleAssetUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: { kind: "images" | "files"; dataset: string },
  ctx: AssetContext,
) {
  if (req.method !== "POST")
    throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "POST, OPTIONS" });
  requireWrite(req, ctx.tokens);
  const dataset = await ctx.store.get(route.dataset);
  if (!dataset) throw httpError(404, `Dataset "${route.dataset}" not found`);
  const bytes = await readBody(req, MAX_ASSET_BYTES);
  if (bytes.length === 0) throw httpError(400, "The body is empty: send the file as the request body");
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const filename = [...(url.searchParams.get("filename") ?? "")]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== "/" && c !== "\\")
    .join("")
    .slice(0, 200);
  const meta = new Set(url.searchParams.getAll("meta").flatMap((value) => value.split(",")));
  if (!meta.size) ["lqip", "palette"].forEach((name) => meta.add(name));

  let id: string;
  let served: string;
  let fields: Record<string, unknown>;
  if (route.kind === "images") {
    const image = await imageMetadata(bytes, meta);
    id = `image-${sha1}-${image.width}x${image.height}-${image.ext}`;
    served = `${sha1}-${image.width}x${image.height}.${image.ext}`;
    fields = { _type: "sanity.imageAsset", extension: image.ext, mimeType: image.mime, metadata: image.metadata };
  } else {
    const fromName = /\.([a-z0-9]{1,10})$/i.exec(filename)?.[1]?.toLowerCase();
    const declared = String(req.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    const fromType = Object.entries(MIME_TYPES).find(([, mime]) => mime === declared)?.[0];
    const ext = fromName ?? fromType ?? "bin";
    const mimeType =
      MIME_TYPE.test(declared) && declared !== "application/x-www-form-urlencoded" ?
        declared
      : (MIME_TYPES[ext] ?? "application/octet-stream");
    id = `file-${sha1}-${ext}`;
    served = `${sha1}.${ext}`;
    fields = { _type: "sanity.fileAsset", extension: ext, mimeType };
  }
  const existing = dataset.store.get(id);
  if (existing) return sendJson(res, 200, { document: existing });

  // The file first (atomically): a document is never committed without its file.
  const file = join(dataset.uploadsDir, route.kind, served);
  const temporary = `${file}.${randomUUID()}.tmp`;
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
  const path = `${route.kind}/${ctx.projectId}/${route.dataset}/${served}`;
  const text = (name: string) => {
    const value = url.searchParams.get(name);
    return value ? { [name]: value.slice(0, 2000) } : {};
  };
  const doc: SanityDocument = {
    _id: id,
    ...fields,
    assetId: sha1,
    sha1hash: sha1,
    originalFilename: filename || served,
    size: bytes.length,
    path,
    url: `https://cdn.sanity.io/${path}`,
    uploadId: randomUUID(),
    ...text("label"),
    ...text("title"),
    ...text("description"),
    ...text("creditLine"),
  };
  const { mutations } = parseMutations({ mutations: [{ createIfNotExists: doc }] }, { autoGenerateArrayKeys: false });
  await ctx.writer.write(
    dataset,
    (timestamp) =>
      applyMutations(
        mutations,
        { get: (docId) => dataset.store.get(docId), select: async () => [] },
        newTransactionId(),
        timestamp,
      ),
    {
      dryRun: false,
      visibility: visibilityOf(url),
      author: "api-token",
    },
  );
  sendJson(res, 200, { document: dataset.store.get(id) });
}
