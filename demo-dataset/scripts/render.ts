/**
 * Turns a picture (SVG) into a JPEG and its sanity.imageAsset document: sha1-named file, size,
 * dimensions, a blurred 20 px LQIP and the dominant colour.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageSpec } from "./images.ts";
import type { Doc } from "./model.ts";

export interface Rendered {
  spec: ImageSpec;
  jpeg: Buffer;
  file: string; // <sha1>-<w>x<h>.jpg
  asset: Doc;
}

export const ASSET_TIME = "2025-01-08T09:00:00Z";

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

export async function render(spec: ImageSpec): Promise<Rendered> {
  const jpeg = await sharp(Buffer.from(spec.svg()))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  if (meta.width !== spec.w || meta.height !== spec.h)
    throw new Error(`${spec.name}: rendered ${meta.width}x${meta.height}, expected ${spec.w}x${spec.h}`);
  const sha1 = createHash("sha1").update(jpeg).digest("hex");
  const lqip = await sharp(jpeg).resize(20).blur(0.6).jpeg({ quality: 60 }).toBuffer();
  const { dominant } = await sharp(jpeg).stats();
  const light = 0.2126 * dominant.r + 0.7152 * dominant.g + 0.0722 * dominant.b > 140;
  const file = `${sha1}-${spec.w}x${spec.h}.jpg`;
  const asset: Doc = {
    _id: `image-${sha1}-${spec.w}x${spec.h}-jpg`,
    _type: "sanity.imageAsset",
    assetId: sha1,
    sha1hash: sha1,
    extension: "jpg",
    mimeType: "image/jpeg",
    originalFilename: `${spec.name}.jpg`,
    size: jpeg.length,
    path: `images/salone/production/${file}`,
    url: `https://cdn.sanity.io/images/salone/production/${file}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width: spec.w, height: spec.h, aspectRatio: spec.w / spec.h },
      lqip: `data:image/jpeg;base64,${lqip.toString("base64")}`,
      palette: {
        _type: "sanity.imagePalette",
        dominant: {
          _type: "sanity.imagePaletteSwatch",
          background: hex(dominant.r, dominant.g, dominant.b),
          foreground: light ? "#000000" : "#ffffff",
          title: light ? "#000000" : "#ffffff",
        },
      },
      hasAlpha: false,
      isOpaque: true,
    },
  };
  return { spec, jpeg, file, asset };
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the input order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  });
  await Promise.all(lanes);
  return out;
}
