/**
 * Generates the demo dataset: demo-dataset/production.ndjson (as `sanity dataset export` writes it,
 * sorted by _id), demo-dataset/images/<sha1>-<w>x<h>.jpg and demo-dataset/files/<sha1>.webm (the demo
 * video). Deterministic: fixed timestamps, seeded drawings, revisions derived from content; a clip
 * is encoded again (in Chromium) only when its recipe changed, else the committed one is kept.
 * Re-run after any change to the copy or the art:
 *
 *   npm run content:generate        (tsx demo-dataset/scripts/generate.ts [outDir])
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CLIPS, clipAsset, clipRecipe, encodeClip, recipeOf, type ClipFile, type ClipSpec } from "./clip.ts";
import { articleDocs, draftDocs } from "./copy-articles.ts";
import { eventDocs } from "./copy-events.ts";
import { ITEM_PICTURES, menuDocs } from "./copy-menu.ts";
import { about, contacts, home } from "./copy-pages.ts";
import { allergens, gifts, openingHoursPage, privacy } from "./copy-pages-info.ts";
import { dishImage, type ImageSpec, NAMED } from "./images.ts";
import type { Doc } from "./model.ts";
import { ASSET_TIME, pool, render } from "./render.ts";
import { siteSettings } from "./settings.ts";

export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every document before images are resolved, with picture names in `_ref: "@name"`. */
export function buildDocuments(): Doc[] {
  const published = [
    siteSettings(),
    home(),
    about(),
    contacts(),
    openingHoursPage(),
    gifts(),
    allergens(),
    privacy(),
    ...menuDocs(),
    ...articleDocs(),
    ...eventDocs(),
  ];
  return [...published, ...draftDocs(published)];
}

function walk(value: unknown, visit: (obj: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === "object") {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((v) => walk(v, visit));
  }
}

/** The names of the assets the documents refer to (`_ref: "@name"`): pictures and clips. */
export function assetNames(docs: readonly Doc[]): string[] {
  const names = new Set<string>();
  walk(docs, (o) => {
    if (typeof o._ref === "string" && o._ref.startsWith("@")) names.add(o._ref.slice(1));
  });
  return [...names].sort();
}

/** The pictures to render: those referred to, and the posters the clips start from. */
export function pictureNames(docs: readonly Doc[]): string[] {
  const names = assetNames(docs);
  const pictures = new Set(names.filter((n) => !CLIPS.has(n)));
  for (const n of names) if (CLIPS.has(n)) pictures.add(CLIPS.get(n)!.poster);
  return [...pictures].sort();
}

export function clipSpecs(docs: readonly Doc[]): ClipSpec[] {
  return assetNames(docs).flatMap((n) => CLIPS.get(n) ?? []);
}

export function pictureSpec(name: string): ImageSpec {
  const named = NAMED.get(name);
  if (named) return named;
  const dish = ITEM_PICTURES.find(([n]) => n === name);
  if (dish) return dishImage(name, dish[1]);
  throw new Error(`No picture called "${name}" in images.ts or the menu`);
}

/** Fixed timestamps per document, so that re-running changes nothing. */
function times(doc: Doc): [created: string, updated: string] {
  if (doc._type === "article") {
    const published = Date.parse(String(doc.publishedAt));
    const iso = (ms: number) => new Date(ms).toISOString();
    return doc._id.startsWith("drafts.") ?
        [iso(published - 2 * 86400e3), iso(published - 86400e3 + 3600e3 * 8)]
      : [iso(published - 86400e3), iso(published + 3600e3 * 2)];
  }
  if (doc._type === "event") {
    // Announced six weeks ahead, or on the dataset's last working day for those further off.
    const announced = Math.min(Date.parse(String(doc.start)) - 42 * 86400e3, Date.parse("2026-11-18T10:00:00.000Z"));
    return [new Date(announced).toISOString(), new Date(announced + 3600e3 * 3).toISOString()];
  }
  if (doc._id.startsWith("drafts.")) return ["2025-01-09T10:00:00.000Z", "2026-11-21T11:15:00.000Z"];
  if (doc._type === "sanity.imageAsset" || doc._type === "sanity.fileAsset") return [ASSET_TIME, ASSET_TIME];
  if (doc._type === "siteSettings") return ["2025-01-08T09:30:00.000Z", "2026-10-28T16:40:00.000Z"];
  if (doc._type === "page") return ["2025-01-08T10:00:00.000Z", "2026-10-12T09:20:00.000Z"];
  return ["2025-01-09T10:00:00.000Z", "2026-09-22T08:45:00.000Z"];
}

/** A Sanity-looking revision id (22 base62 chars) derived from the document's content. */
function revision(doc: Doc): string {
  const digest = createHash("sha1").update(JSON.stringify(doc)).digest();
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let n = BigInt(`0x${digest.toString("hex")}`);
  let out = "";
  for (let i = 0; i < 22; i++) {
    out += alphabet[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

export function finalise(doc: Doc): Doc {
  const { _id, _type, ...fields } = doc;
  const [createdAt, updatedAt] = times(doc);
  const rest = { _id, _type, _createdAt: createdAt, _updatedAt: updatedAt, ...fields };
  return { _id, _type, _createdAt: createdAt, _updatedAt: updatedAt, _rev: revision(rest), ...fields };
}

export interface Result {
  documents: number;
  images: number;
  imageBytes: number;
  files: number;
  fileBytes: number;
  ms: number;
}

/**
 * A clip whose recipe has not changed is taken from disk (the output folder, else the committed
 * demo-dataset/files), so regenerating needs no browser; otherwise Chromium encodes it.
 */
async function clipFile(spec: ClipSpec, poster: Uint8Array, outDir: string): Promise<ClipFile> {
  const recipe = clipRecipe(spec, poster);
  for (const dir of new Set([join(outDir, "files"), join(CONTENT_DIR, "files")])) {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith(".webm")) continue;
      const bytes = await readFile(join(dir, name));
      if (recipeOf(bytes) === recipe) return clipAsset(spec, bytes);
    }
  }
  console.log(`content: encoding ${spec.name} in Chromium (its recipe changed)`);
  return clipAsset(spec, await encodeClip(spec, poster));
}

export async function generate(outDir = CONTENT_DIR): Promise<Result> {
  const started = performance.now();
  const docs = buildDocuments();
  const names = pictureNames(docs);
  const rendered = await pool(names.map(pictureSpec), Math.max(2, availableParallelism()), render);

  const imagesDir = join(outDir, "images");
  await mkdir(imagesDir, { recursive: true });
  const keep = new Set(rendered.map((r) => r.file));
  for (const r of rendered) {
    const path = join(imagesDir, r.file);
    const existing = await stat(path).catch(() => undefined);
    if (existing?.size !== r.jpeg.length) await writeFile(path, r.jpeg);
  }
  for (const file of await readdir(imagesDir)) if (!keep.has(file)) await rm(join(imagesDir, file));

  const clips: ClipFile[] = [];
  for (const spec of clipSpecs(docs)) {
    const poster = rendered.find((r) => r.spec.name === spec.poster)!.jpeg;
    clips.push(await clipFile(spec, poster, outDir));
  }
  const filesDir = join(outDir, "files");
  await mkdir(filesDir, { recursive: true });
  for (const c of clips) {
    const path = join(filesDir, c.file);
    const existing = await stat(path).catch(() => undefined);
    if (existing?.size !== c.webm.length) await writeFile(path, c.webm);
  }
  const keepFiles = new Set(clips.map((c) => c.file));
  for (const file of await readdir(filesDir)) if (!keepFiles.has(file)) await rm(join(filesDir, file));

  const ids = new Map([
    ...rendered.map((r) => [r.spec.name, r.asset._id] as const),
    ...clips.map((c) => [c.spec.name, c.asset._id] as const),
  ]);
  walk(docs, (o) => {
    if (typeof o._ref === "string" && o._ref.startsWith("@")) o._ref = ids.get(o._ref.slice(1)) ?? o._ref;
  });
  const assets = new Map([...rendered, ...clips].map((r) => [r.asset._id, r.asset])); // one asset per distinct picture or clip
  const all = [...docs, ...assets.values()].map(finalise).sort((a, b) =>
    a._id < b._id ? -1
    : a._id > b._id ? 1
    : 0,
  );
  await writeFile(join(outDir, "production.ndjson"), all.map((d) => JSON.stringify(d)).join("\n") + "\n");

  return {
    documents: all.length,
    images: keep.size,
    imageBytes: rendered
      .filter((r, i) => rendered.findIndex((s) => s.file === r.file) === i)
      .reduce((sum, r) => sum + r.jpeg.length, 0),
    files: clips.length,
    fileBytes: clips.reduce((sum, c) => sum + c.webm.length, 0),
    ms: Math.round(performance.now() - started),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ? resolve(process.argv[2]) : CONTENT_DIR;
  const r = await generate(out);
  console.log(
    `content: ${r.documents} documents, ${r.images} images (${(r.imageBytes / 1048576).toFixed(1)} MB), ${r.files} video (${(r.fileBytes / 1024).toFixed(0)} KB) in ${(r.ms / 1000).toFixed(1)} s -> ${out}`,
  );
}
