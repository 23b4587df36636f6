/**
 * Multiplies the demo dataset: `factor` copies of every page, menu category, menu item and article
 * (drafts included), with new ids and slugs, references remapped within each copy (a copied item
 * belongs to the copied category), the same images. Site settings and image assets are not copied.
 *
 *   npx tsx bench/scale-dataset.ts <factor> [outDir]     (prints the directory; CONTENT_DATA_DIR=it)
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const CONTENT_DIR = path.resolve(import.meta.dirname, "..", "demo-dataset");
const COPIED_TYPES = new Set(["page", "menuCategory", "menuItem", "article"]);
const DAY = 86_400_000;

type Doc = Record<string, unknown> & { _id: string; _type: string };

const suffixed = (id: string, copy: number) => `${id}-x${copy}`;

function remap(value: unknown, copied: Set<string>, copy: number): unknown {
  if (Array.isArray(value)) return value.map((v) => remap(v, copied, copy));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = key === "_ref" && typeof v === "string" && copied.has(v) ? suffixed(v, copy) : remap(v, copied, copy);
  }
  return out;
}

function copyOf(doc: Doc, copied: Set<string>, copy: number): Doc {
  const out = remap(doc, copied, copy) as Doc;
  const draft = doc._id.startsWith("drafts.");
  out._id = draft ? `drafts.${suffixed(doc._id.slice(7), copy)}` : suffixed(doc._id, copy);
  const slug = out.slug as { current?: string } | undefined;
  if (slug?.current) out.slug = { ...slug, current: `${slug.current}-x${copy}` };
  const title = out.title as Record<string, unknown> | undefined;
  if (title && typeof title === "object") {
    out.title = Object.fromEntries(
      Object.entries(title).map(([k, v]) => [k, k.startsWith("_") || typeof v !== "string" ? v : `${v} (${copy + 1})`]),
    );
  }
  if (doc._type === "menuCategory" && typeof doc.order === "number") out.order = doc.order + copy * 1000;
  if (doc._type === "article" && typeof doc.publishedAt === "string") {
    out.publishedAt = new Date(Date.parse(doc.publishedAt) - copy * 7 * DAY).toISOString();
  }
  return out;
}

/** The demo documents and `factor - 1` copies of the copied types, in NDJSON order. */
export function scaleDocuments(documents: Doc[], factor: number): Doc[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a whole number >= 1, not ${factor}`);
  const bare = (id: string) => id.replace(/^drafts\./, "");
  const copied = new Set(documents.filter((d) => COPIED_TYPES.has(d._type)).map((d) => bare(d._id)));
  const out = [...documents];
  for (let copy = 1; copy < factor; copy++) {
    for (const doc of documents) if (COPIED_TYPES.has(doc._type)) out.push(copyOf(doc, copied, copy));
  }
  return out;
}

export function readDocuments(dir = CONTENT_DIR): Doc[] {
  return readFileSync(path.join(dir, "production.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
}

/** Writes the scaled dataset (production.ndjson, images linked to the demo's) into outDir. */
export function scaleDataset(factor: number, outDir?: string): { dir: string; documents: number } {
  const dir = outDir ?? mkdtempSync(path.join(tmpdir(), `salone-x${factor}-`));
  mkdirSync(dir, { recursive: true });
  const documents = scaleDocuments(readDocuments(), factor);
  writeFileSync(path.join(dir, "production.ndjson"), documents.map((d) => JSON.stringify(d)).join("\n") + "\n");
  symlinkSync(path.join(CONTENT_DIR, "images"), path.join(dir, "images"), "dir");
  return { dir, documents: documents.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const factor = Number(process.argv[2]);
  const { dir, documents } = scaleDataset(factor, process.argv[3]);
  console.error(`${documents} documents (x${factor}) in ${dir}`);
  console.log(dir);
}
