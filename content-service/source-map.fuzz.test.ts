/**
 * Random projections of the demo dataset (fields, array members, dereferences, coalesce, select,
 * concatenation, count, an order by a content string): a mapped string always names the document
 * and field it holds the value of, and a computed value is never mapped.
 */
import { expect, test } from "vitest";
import type { SanityDocument } from "./perspectives.ts";
import { demoDocuments, demoViews, encodeAndDecode, run } from "./fixtures/source-map-fixture.ts";

const documents = demoDocuments();
const views = demoViews(documents);
const published = new Map(documents.filter((doc) => !doc._id.startsWith("drafts.")).map((doc) => [doc._id, doc]));
const SEED = 0x5a10e;
const RUNS = 150;

/** mulberry32: small, seeded, good enough to pick. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;

/** GROQ paths to the strings of a document (`title.it`, `blocks[2].title.en`, `category->title.it`). */
function stringPaths(doc: SanityDocument, deref: boolean): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string, depth: number) => {
    if (depth > 5) return;
    if (typeof value === "string") {
      if (path) found.push(path);
    } else if (Array.isArray(value)) {
      value.slice(0, 3).forEach((item, index) => visit(item, `${path}[${index}]`, depth + 1));
      if (value.length > 0) visit(value[0], `${path}[]`, depth + 1);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (deref && typeof record._ref === "string") {
        const target = published.get(record._ref);
        if (target) for (const inner of stringPaths(target, false).slice(0, 12)) found.push(`${path}->${inner}`);
      }
      for (const [key, item] of Object.entries(record)) {
        if (!key.startsWith("_") && IDENTIFIER.test(key)) visit(item, path ? `${path}.${key}` : key, depth + 1);
      }
    }
  };
  visit(doc, "", 0);
  // `a[].b` is an array of values, `a[]->b` not valid GROQ: keep what parses as meant.
  return found.filter((path) => !/\[\]->|\[\][^.[]/.test(path));
}

test(`${RUNS} random projections: never a wrong mapping, never a computed value mapped`, async () => {
  const { next, pick } = random(SEED);
  const types = [...new Set([...published.values()].map((doc) => doc._type!))];
  let mappedTotal = 0;
  for (let run_ = 0; run_ < RUNS; run_++) {
    const type = pick(types);
    const sample = [...published.values()].filter((doc) => doc._type === type);
    const paths = stringPaths(pick(sample), true);
    if (paths.length === 0) continue;
    const fields: string[] = [];
    const count = 1 + Math.floor(next() * 6);
    for (let i = 0; i < count; i++) {
      const a = pick(paths);
      const b = pick(paths);
      const shape = pick(["field", "field", "coalesce", "select", "concat", "count", "nested"] as const);
      if (shape === "field") fields.push(`"f${i}": ${a}`);
      else if (shape === "coalesce") fields.push(`"f${i}": coalesce(${a}, ${b})`);
      else if (shape === "select") fields.push(`"f${i}": select(defined(${a}) => ${a}, ${b})`);
      else if (shape === "nested") fields.push(`"f${i}": {"inner": ${a}, "other": ${b}}`);
      else if (shape === "concat") fields.push(`"c${i}": ${a} + " · " + ${b}`);
      else fields.push(`"c${i}": count(*[_type == $type])`);
    }
    const order = next() < 0.2 ? ` | order(${pick(paths.filter((p) => !p.includes("[]")).concat("_id"))} asc)` : "";
    const query = `*[_type == $type]${order}[0...4]{_id, ${fields.join(", ")}}`;
    const mode = next() < 0.5 ? "true" : "withKeyArraySelector";
    const { result, map } = await run(views.published, query, { type }, mode);

    for (const resultPath of Object.keys(map!.mappings)) {
      expect(resultPath, query).not.toMatch(/\['c\d+'\]/);
    }
    for (const { decoded, clean } of encodeAndDecode(result, map!)) {
      if (!decoded) continue;
      mappedTotal++;
      const doc = published.get(decoded.id);
      expect(doc, `${query}\n${decoded.resultPath} names ${decoded.id}`).toBeDefined();
      const { studioPath } = await import("@sanity/client/csm");
      expect(
        studioPath.get(doc!, studioPath.fromString(decoded.path)),
        `${query}\n${decoded.resultPath} → ${decoded.path}`,
      ).toBe(clean);
    }
  }
  // The generator does reach strings that map, or the test would prove nothing.
  expect(mappedTotal).toBeGreaterThan(RUNS);
});
