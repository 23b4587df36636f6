import type { SanityImageValue } from "./types";

export interface ImageConfig {
  projectId: string;
  dataset: string;
  /**
   * The asset CDN's base, for images and files alike (cdn.sanity.io serves both); '' means the
   * site's own origin (the embedded service, proxied under /images and /files).
   */
  imageUrl: string;
}

/** Parses an asset id `image-<sha1>-<w>x<h>-<ext>` into its dimensions. */
export function assetDimensions(id: string | undefined): { width: number; height: number } | null {
  const match = id ? /^image-[a-zA-Z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(id) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export function hasImage<T extends SanityImageValue>(
  image: T | null | undefined,
): image is T & { asset: { _id: string } } {
  return Boolean(image?.asset?._id && assetDimensions(image.asset._id));
}

export interface ImageUrlOptions {
  width: number;
  height?: number;
  quality?: number;
  /** A fixed format (share images: crawlers need JPEG); otherwise the CDN picks one the browser accepts. */
  format?: "jpg" | "png" | "webp";
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The source rectangle: the editor's crop, and for a fixed width and height, the part of it with that
 * aspect ratio centred on the hotspot. The arithmetic is @sanity/image-url's (`fit` in its
 * urlForImage), which image.test.ts compares this with; the library itself (8 KB) would not fit the
 * first-load JavaScript budget (docs/decisions/0010-first-load-budget.md) for the four options the site uses.
 */
function sourceRect(
  image: SanityImageValue,
  asset: { width: number; height: number },
  width: number,
  height?: number,
): Rect {
  const c = image.crop ?? { left: 0, top: 0, right: 0, bottom: 0 };
  const h = image.hotspot ?? { x: 0.5, y: 0.5, width: 1, height: 1 };
  const left = Math.round(c.left * asset.width);
  const top = Math.round(c.top * asset.height);
  const crop = {
    left,
    top,
    width: Math.round(asset.width - c.right * asset.width - left),
    height: Math.round(asset.height - c.bottom * asset.height - top),
  };
  if (!height) return crop;
  // The hotspot's centre is taken from its edges, as the library does (not simply x * width): the
  // floating-point result, and so the rounding, must be the same.
  const [cx, rx] = [h.x * asset.width, (h.width * asset.width) / 2];
  const [cy, ry] = [h.y * asset.height, (h.height * asset.height) / 2];
  const ratio = width / height;
  if (crop.width / crop.height > ratio) {
    // Wider than asked: cut from the sides, around the hotspot's centre.
    const w = Math.round(Math.round(crop.height) * ratio);
    let x = Math.max(0, Math.round(Math.round((cx + rx - (cx - rx)) / 2 + (cx - rx)) - w / 2));
    if (x < crop.left) x = crop.left;
    else if (x + w > crop.left + crop.width) x = crop.left + crop.width - w;
    return { left: x, top: Math.max(0, Math.round(crop.top)), width: w, height: Math.round(crop.height) };
  }
  // Taller than asked: cut from top and bottom.
  const hh = Math.round(crop.width / ratio);
  let y = Math.max(0, Math.round(Math.round((cy + ry - (cy - ry)) / 2 + (cy - ry)) - hh / 2));
  if (y < crop.top) y = crop.top;
  else if (y + hh > crop.top + crop.height) y = crop.top + crop.height - hh;
  return { left: Math.max(0, Math.round(crop.left)), top: y, width: crop.width, height: hh };
}

/** A URL for `image` at `width` (and `height`: cropped around the hotspot), format chosen by the CDN. */
export function imageUrl(config: ImageConfig, image: SanityImageValue, options: ImageUrlOptions): string {
  const id = image.asset!._id;
  const [, hash, size = "", format] = id.split("-");
  const [assetWidth = 0, assetHeight = 0] = size.split("x").map(Number);
  const rect = sourceRect(image, { width: assetWidth, height: assetHeight }, options.width, options.height);
  const params: string[] = [];
  if (rect.left !== 0 || rect.top !== 0 || rect.width !== assetWidth || rect.height !== assetHeight) {
    params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`);
  }
  params.push(`w=${options.width}`);
  if (options.height) params.push(`h=${options.height}`);
  if (options.format) params.push(`fm=${options.format}`);
  params.push(`q=${options.quality ?? 75}`, `fit=${options.height ? "crop" : "max"}`);
  if (!options.format) params.push("auto=format");
  // Same-origin images (the embedded service): a path, so the URL works on any host and in a static export.
  const base = (config.imageUrl || "").replace(/\/+$/, "");
  return `${base}/images/${config.projectId}/${config.dataset}/${hash}-${size}.${format}?${params.join("&")}`;
}

export const SRCSET_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 2048];

/** Widths for a srcset, never wider than the original. */
/**
 * The widths a copy for browsers without scripting offers (the `<noscript>` twin of a lazy image):
 * steps of twice the width, up to the largest the scripted image offers. Every byte of it is in the
 * document of every visitor, scripted or not (issue "Fast on a phone"), and a browser picks the step
 * above what it needs.
 */
export const NOSCRIPT_WIDTHS = [640, 1280];

export function noscriptWidths(widths: readonly number[]): number[] {
  const cap = widths[widths.length - 1]!;
  return [...NOSCRIPT_WIDTHS.filter((w) => w < cap), cap];
}

export function srcsetWidths(intrinsicWidth: number, maxWidth = 2048): number[] {
  const cap = Math.min(intrinsicWidth, maxWidth);
  const widths = SRCSET_WIDTHS.filter((w) => w < cap);
  widths.push(cap);
  return widths;
}
