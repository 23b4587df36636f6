/**
 * File assets (videos, sounds) as the content service stores them: `file-<assetId>-<ext>`, served
 * at `/files/{projectId}/{dataset}/{assetId}.{ext}` by the file CDN. Like image URLs
 * (content-client/image.ts), the base comes from the public configuration: `https://cdn.sanity.io` with a
 * real Sanity project, nothing (a same-origin path the site server proxies) with the embedded one.
 */
import type { ImageConfig } from "~/content-client/image";
import type { FileAssetRef } from "~/content-client/types";

const FILE_ID = /^file-([A-Za-z0-9]+)-([A-Za-z0-9]{1,10})$/;

export type MediaKind = "video" | "audio";

/** The file's URL, or null when its id is not a file asset's. */
export function fileUrl(config: ImageConfig, asset: Pick<FileAssetRef, "_id"> | null | undefined): string | null {
  const match = asset?._id ? FILE_ID.exec(asset._id) : null;
  if (!match) return null;
  const base = (config.imageUrl || "").replace(/\/+$/, "");
  return `${base}/files/${config.projectId}/${config.dataset}/${match[1]}.${match[2]}`;
}

/** Whether a file is something the player plays, by its MIME type: a video, a sound, or neither. */
export function mediaKind(asset: Pick<FileAssetRef, "mimeType"> | null | undefined): MediaKind | null {
  const type = asset?.mimeType?.split("/")[0];
  return type === "video" || type === "audio" ? type : null;
}
