import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { readDocuments, scaleDataset, scaleDocuments } from "./scale-dataset";

type Doc = Record<string, unknown> & { _id: string; _type: string };

const demo = readDocuments();
const scaled = scaleDocuments(demo, 3) as Doc[];
const copiedTypes = ["page", "menuCategory", "menuItem", "article"];

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "_ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

test("a factor of 3 makes three of every page, category, item and article, and one of the rest", () => {
  for (const type of copiedTypes) {
    expect(scaled.filter((d) => d._type === type).length).toBe(3 * demo.filter((d) => d._type === type).length);
  }
  for (const type of ["siteSettings", "sanity.imageAsset"]) {
    expect(scaled.filter((d) => d._type === type).length).toBe(demo.filter((d) => d._type === type).length);
  }
});

test("ids are unique, and slugs are unique per type", () => {
  expect(new Set(scaled.map((d) => d._id)).size).toBe(scaled.length);
  for (const type of copiedTypes) {
    const slugs = scaled
      .filter((d) => d._type === type && !d._id.startsWith("drafts."))
      .map((d) => (d.slug as { current: string }).current);
    expect(new Set(slugs).size).toBe(slugs.length);
  }
});

test("every reference leads to a document, and a copied item belongs to the category of its own copy", () => {
  const ids = new Set(scaled.map((d) => d._id));
  for (const doc of scaled) for (const ref of refs(doc)) expect(ids.has(ref), `${doc._id} -> ${ref}`).toBe(true);
  const item = scaled.find((d) => d._type === "menuItem" && d._id.endsWith("-x2"))!;
  expect((item.category as { _ref: string })._ref).toMatch(/-x2$/);
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

test("the dataset is written as NDJSON beside a link to the demo's images", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "salone-scale-test-"));
  dirs.push(dir);
  const { documents } = scaleDataset(2, dir);
  const lines = readFileSync(path.join(dir, "production.ndjson"), "utf8").trim().split("\n");
  expect(lines.length).toBe(documents);
  expect(realpathSync(path.join(dir, "images"))).toBe(
    realpathSync(path.resolve(import.meta.dirname, "../demo-dataset/images")),
  );
});
