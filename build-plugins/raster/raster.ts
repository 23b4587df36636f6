/**
 * Drawings the stylesheet shows as pictures, rasterised at build time. An SVG image in CSS is a
 * document of its own, which Chromium builds inside the first style recalculation of every page
 * that shows it (2 to 4 ms of the thread's time a page here, a third of a short page's first
 * style); a PNG is decoded off the main thread, when painted
 * (docs/decisions/0076-no-picture-documents-in-the-first-style.md). The SVG stays the source.
 *
 * Written to node_modules/.cache/salone-raster/ (the stylesheets name them there), unless the files
 * there were made from the same sources and recipe (a stamp file holds that hash), like the fonts.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

interface Raster {
  /** The drawing, from the repository's root. */
  source: string;
  /** The picture's name in the cache. */
  name: string;
  /** Its height in px: the drawing's shown height times the densest screen it is drawn sharp on. */
  height: number;
}

export const RASTERS: Raster[] = [
  // The two dietary symbols side by side (app/menu/DietaryIcons.module.css): 24 units tall, shown at
  // about 22 px; 72 px keeps them sharp on a 3x screen, and small enough (2.8 KB) for the build to
  // write into the stylesheet (under Vite's 4 KB limit: no request of its own).
  { source: "app/menu/dietary/symbols.svg", name: "dietary-symbols.png", height: 72 },
  // The cementine floor tile (app/styles/tokens.css' --tile-pattern): repeated at 12 to 48 px;
  // 144 px keeps the largest sharp on a 3x screen (2 KB).
  { source: "app/styles/tile.svg", name: "tile.png", height: 144 },
];

export function rasterDir(root: string): string {
  return path.join(root, "node_modules", ".cache", "salone-raster");
}

/** One drawing as a PNG of its height (a palette of 256 colours: flat drawings lose nothing seen). */
export async function rasterise(svg: Buffer, height: number): Promise<Buffer> {
  const { height: own } = await sharp(svg).metadata();
  if (!own) throw new Error("an SVG without a height");
  return sharp(svg, { density: (72 * height) / own })
    .resize({ height })
    .png({ palette: true, quality: 100, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Writes every picture of RASTERS, unless the cache's are from the same sources and recipe. Returns the directory. */
export async function ensureRasters(root: string): Promise<string> {
  const dir = rasterDir(root);
  const hash = createHash("sha256").update(JSON.stringify(sharp.versions)).update(rasterise.toString());
  for (const r of RASTERS)
    hash
      .update(r.name)
      .update(String(r.height))
      .update(readFileSync(path.join(root, r.source)));
  const digest = hash.digest("hex");
  const stamp = path.join(dir, "stamp");
  const complete = RASTERS.every((r) => existsSync(path.join(dir, r.name)));
  if (complete && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return dir;
  mkdirSync(dir, { recursive: true });
  for (const r of RASTERS)
    writeFileSync(path.join(dir, r.name), await rasterise(readFileSync(path.join(root, r.source)), r.height));
  writeFileSync(stamp, digest);
  return dir;
}
