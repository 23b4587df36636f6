import imageUrlBuilder from "@sanity/image-url";
import type { SanityImageValue } from "./types";

export interface ImageConfig {
  projectId: string;
  dataset: string;
  /** Image CDN base; '' means the site's own origin (the embedded service, proxied under /images). */
  imageUrl: string;
}

const SANITY_CDN = "https://cdn.sanity.io";

/** Parses an asset id `image-<sha1>-<w>x<h>-<ext>` into its dimensions. */
export function assetDimensions(id: string | undefined): { width: number; height: number } | null {
  const match = id ? /^image-[a-zA-Z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(id) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export function hasImage(image: SanityImageValue | null | undefined): image is SanityImageValue & { asset: { _id: string } } {
  return Boolean(image?.asset?._id && assetDimensions(image.asset._id));
}

export interface ImageUrlOptions {
  width: number;
  height?: number;
  quality?: number;
  /** A fixed format (share images: crawlers need JPEG); otherwise the CDN picks one the browser accepts. */
  format?: "jpg" | "png" | "webp";
}

/** A URL for `image` at `width` (and `height`: cropped around the hotspot), format chosen by the CDN. */
export function imageUrl(config: ImageConfig, image: SanityImageValue, options: ImageUrlOptions): string {
  const builder = imageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.imageUrl || SANITY_CDN,
  });
  let url = builder
    .image({ asset: { _ref: image.asset!._id }, hotspot: image.hotspot ?? undefined, crop: image.crop ?? undefined })
    .width(options.width)
    .quality(options.quality ?? 75);
  url = options.format ? url.format(options.format) : url.auto("format");
  url = options.height ? url.height(options.height).fit("crop") : url.fit("max");
  const built = url.url();
  // Same-origin images: drop the placeholder origin so the URL works on any host (and in a static export).
  return config.imageUrl ? built : built.slice(SANITY_CDN.length);
}

export const SRCSET_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 2048];

/** Widths for a srcset, never wider than the original. */
export function srcsetWidths(intrinsicWidth: number, maxWidth = 2048): number[] {
  const cap = Math.min(intrinsicWidth, maxWidth);
  const widths = SRCSET_WIDTHS.filter((w) => w < cap);
  widths.push(cap);
  return widths;
}
