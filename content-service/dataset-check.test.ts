/**
 * The service checks every dataset it loads against the Studio's schema: one warning line per broken
 * document, naming it and the field, and it goes on serving every document, the broken ones too.
 */
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentService, type ContentService } from "./service.ts";

const DEMO = new URL("../demo-dataset/", import.meta.url);
const silent = { info() {}, warn() {}, error() {} };

async function query(service: ContentService, groq: string, params: Record<string, unknown> = {}) {
  const response = await fetch(`${service.url}/v2025-02-19/data/query/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: groq, params }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: unknown }).result;
}

let root: string;
let broken: ContentService;
const warnings: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "salone-check-"));
  const demo = (await readFile(new URL("production.ndjson", DEMO), "utf8")).trim().split("\n");
  const lines = demo.map((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>;
    if (doc._id === "menuItem-pasta-e-ceci") return JSON.stringify({ ...doc, price: -4 });
    if (doc._id === "page-about") return JSON.stringify({ ...doc, layout: 3, blocks: "none" });
    return line;
  });
  lines.push(
    "{ this is not JSON",
    '"a string, not a document"',
    JSON.stringify({ _id: "no-type", title: "a document without a _type" }),
    JSON.stringify({ _id: "recipe-1", _type: "recipe", title: "a type the schema lacks" }),
    JSON.stringify({ _id: "menuItem-bare", _type: "menuItem", title: ["not", "an", "object"], price: "12" }),
  );
  await writeFile(join(root, "production.ndjson"), `${lines.join("\n")}\n`);
  broken = await startContentService({
    port: 0,
    dataDir: root,
    cacheDir: join(root, "cache"),
    dbDir: join(root, "db"),
    logger: { ...silent, warn: (m) => warnings.push(m) },
  });
});

afterAll(async () => {
  await broken?.close();
  await rm(root, { recursive: true, force: true });
});

test("the demo dataset loads without a single warning", async () => {
  const said: string[] = [];
  const service = await startContentService({ port: 0, logger: { ...silent, warn: (m) => said.push(m) } });
  try {
    expect((await service.stats()).documents).toBeGreaterThan(150);
    expect(said).toEqual([]);
  } finally {
    await service.close();
  }
});

test("each broken document is one warning line with its id, the field and the problem", () => {
  const line = (id: string) => warnings.filter((w) => w.startsWith(`[content] warning: ${id} `));
  expect(line("menuItem-pasta-e-ceci")).toEqual([
    "[content] warning: menuItem-pasta-e-ceci price: A price in euros above 0",
  ]);
  expect(line("page-about")).toEqual([
    '[content] warning: page-about layout: must be one of "default", "home", "fullBleed", not 3; blocks: must be a list, not the text "none"',
  ]);
  expect(line("no-type")).toEqual(["[content] warning: no-type (document): No _type: every document needs one"]);
  expect(line("recipe-1")).toEqual(["[content] warning: recipe-1 (document): The schema has no type 'recipe'"]);
  expect(line("menuItem-bare")).toHaveLength(1);
  expect(line("menuItem-bare")[0]).toMatch(
    /^\[content\] warning: menuItem-bare title: must be an object, not a list; slug: Required; .*price: must be a number, not the text "12"/,
  );
});

test("a line that is not JSON, or not a document, is reported with its line number and skipped", async () => {
  const count = (await readFile(join(root, "production.ndjson"), "utf8")).trim().split("\n").length;
  expect(warnings).toContainEqual(
    expect.stringMatching(
      new RegExp(`^\\[content\\] warning: .*production\\.ndjson:${count - 4}: skipped a line that is not JSON`),
    ),
  );
  expect(warnings).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^\\[content\\] warning: .*production\\.ndjson:${count - 3}: skipped a line that is not a JSON object`,
      ),
    ),
  );
  expect(warnings.at(-1)).toMatch(
    /^\[content\] warning: 5 of \d+ documents of "production" break the schema \(studio\/schema\.json\); they are served as they are$/,
  );
});

test("the service answers for the other documents and for the broken ones as they are", async () => {
  expect(
    await query(broken, '*[_type == "menuItem" && slug.current == $slug][0].price', {
      slug: "spaghetti-alla-carbonara",
    }),
  ).toBe(14);
  expect(await query(broken, '*[_id == "menuItem-pasta-e-ceci"][0]{price, "title": title.it}')).toEqual({
    price: -4,
    title: "Pasta e ceci",
  });
  expect(await query(broken, '*[_id in ["no-type", "recipe-1", "menuItem-bare"]] | order(_id){_id, title}')).toEqual([
    { _id: "menuItem-bare", title: ["not", "an", "object"] },
    { _id: "no-type", title: "a document without a _type" },
    { _id: "recipe-1", title: "a type the schema lacks" },
  ]);
  expect(await query(broken, 'count(*[_type == "page"])')).toBe(7);
});
