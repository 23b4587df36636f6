import { readdirSync, readFileSync } from "node:fs";
import { createSchema, type ObjectSchemaType } from "sanity";
import { expect, test } from "vitest";

import { PAGE_MIDDLEWARE } from "~/middleware/page-middleware.server";
import { BLOCK_REGISTRY } from "~/blocks";
import { PAGE_BLOCK_TYPES, schemaTypes } from ".";
import { ALLERGEN_OPTIONS } from "./allergen-options";
import { background, contentBlocks } from "./blocks";
import { PAGE_MIDDLEWARES } from "./rules";

const schema = createSchema({ name: "test", types: schemaTypes });

test("the schema compiles without a problem", () => {
  const problems = (schema._validation ?? []).flatMap((group) => group.problems.filter((p) => p.severity === "error"));
  expect(problems).toEqual([]);
});

test("every type in the demo dataset, at any depth, is a type of the schema", () => {
  const types = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const type = (value as { _type?: unknown })._type;
    if (typeof type === "string") types.add(type);
    Object.values(value).forEach(visit);
  };
  for (const line of readFileSync(new URL("../../demo-dataset/production.ndjson", import.meta.url), "utf8")
    .trim()
    .split("\n"))
    visit(JSON.parse(line));
  // Named types, and the types declared where they are used (a body's `link` annotation).
  const known = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (type: unknown): void => {
    if (!type || typeof type !== "object" || seen.has(type)) return;
    seen.add(type);
    const t = type as { name?: string; fields?: { type: unknown }[]; of?: unknown[]; annotations?: unknown[] };
    if (t.name) known.add(t.name);
    t.fields?.forEach((field) => walk(field.type));
    t.of?.forEach(walk);
    t.annotations?.forEach(walk);
  };
  schema.getTypeNames().forEach((name) => walk(schema.get(name)));
  expect([...types].filter((type) => !known.has(type))).toEqual([]);
  expect(types.size).toBeGreaterThan(60);
});

test("a page holds exactly the block types the site's registry draws", () => {
  expect([...PAGE_BLOCK_TYPES].sort()).toEqual(Object.keys(BLOCK_REGISTRY).sort());
  expect(PAGE_BLOCK_TYPES).toHaveLength(34);
  const blocks = (schema.get("page") as ObjectSchemaType).fields.find((f) => f.name === "blocks")!.type as unknown as {
    of: { name: string }[];
  };
  expect(blocks.of.map((t) => t.name).sort()).toEqual([...PAGE_BLOCK_TYPES].sort());
});

test("each content block is defined in a file of its own, named for its type, as the site's blocks are", () => {
  const dir = new URL("./blocks/", import.meta.url);
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  // The index, the helper every block is defined with, and the settings' chrome, which holds its seven blocks.
  const perBlock = files
    .filter((file) => !["index.ts", "define-block.ts", "chrome.ts"].includes(file))
    .map((file) => file.slice(0, -3));
  expect(perBlock.sort()).toEqual([...contentBlocks, background].map((block) => block.name).sort());
  expect(perBlock).toHaveLength(27);
});

test("the page rules offered are the middlewares the site knows", () => {
  expect([...PAGE_MIDDLEWARES].sort()).toEqual(Object.keys(PAGE_MIDDLEWARE).sort());
});

test("the 14 allergens are offered with their Italian and English names", () => {
  expect(ALLERGEN_OPTIONS).toHaveLength(14);
  expect(ALLERGEN_OPTIONS[0]).toEqual({ value: "gluten", title: "Glutine / Gluten" });
});

test("images keep hotspot and crop and take alt text in both languages", () => {
  const cover = (schema.get("article") as ObjectSchemaType).fields.find((f) => f.name === "cover")!
    .type as ObjectSchemaType & {
    options?: { hotspot?: boolean };
  };
  expect(cover.options?.hotspot).toBe(true);
  expect(cover.fields.map((f) => f.name)).toEqual(expect.arrayContaining(["asset", "hotspot", "crop", "alt"]));
  expect(cover.fields.find((f) => f.name === "alt")!.type.name).toBe("localeString");
});
