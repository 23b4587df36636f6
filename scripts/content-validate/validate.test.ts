import { readFileSync } from "node:fs";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { exportDataset } from "../../content-service/export";
import { run } from "./cli";
import { parseDataset, type DatasetDocument } from "./dataset";
import { validateDocuments, type Issue } from "./validate";

const demo = parseDataset(
  readFileSync(new URL("../../demo-dataset/production.ndjson", import.meta.url), "utf8"),
  "production.ndjson",
);
const byId = new Map(demo.map((d) => [d._id, d]));
const copy = <T>(value: T): T => structuredClone(value);
const doc = (id: string) => copy(byId.get(id) as DatasetDocument);
/** The image and file assets: what image fields point at. */
const assets = demo.filter((d) => d._type.startsWith("sanity."));

/** The problems of one changed document, checked beside the documents it points at. */
async function problems(
  changed: DatasetDocument,
  ...others: string[]
): Promise<Pick<Issue, "id" | "path" | "level">[]> {
  const issues = await validateDocuments([changed, ...others.map(doc), ...assets]);
  return issues.filter((i) => i.id === changed._id).map(({ id, path, level }) => ({ id, path, level }));
}

let demoIssues: Issue[] = [];
beforeAll(async () => {
  demoIssues = await validateDocuments(demo);
}, 60_000);

test("every document of the demo dataset obeys the schema, without a warning", () => {
  expect(demoIssues).toEqual([]);
  expect(demo.length).toBeGreaterThan(150);
});

test("a field the schema does not know is an error at its path", async () => {
  const item = doc("menuItem-pasta-e-ceci");
  Object.assign(item, { spicy: true });
  expect(await problems(item, "menuCategory-primi")).toEqual([
    { id: "menuItem-pasta-e-ceci", path: "spicy", level: "error" },
  ]);
});

test("a field unknown deep inside a page's blocks is reported with the block's key", async () => {
  const page = doc("page-home");
  const blocks = page.blocks as Record<string, unknown>[];
  Object.assign(blocks[0]!, { colour: "red" });
  const found = await validateDocuments([page, ...demo.filter((d) => d._id !== "page-home")]);
  expect(found.map(({ id, path, level }) => ({ id, path, level }))).toEqual([
    { id: "page-home", path: `blocks[_key=="${blocks[0]!._key}"].colour`, level: "error" },
  ]);
});

test("a missing required field, a wrong type and a price of zero are errors", async () => {
  const noPrice = doc("menuItem-pasta-e-ceci");
  delete noPrice.price;
  expect(await problems(noPrice, "menuCategory-primi")).toEqual([{ id: noPrice._id, path: "price", level: "error" }]);
  const text = doc("menuItem-pasta-e-ceci");
  text.price = "12";
  expect(await problems(text, "menuCategory-primi")).toContainEqual({ id: text._id, path: "price", level: "error" });
  const free = doc("menuItem-pasta-e-ceci");
  free.price = 0;
  expect(await problems(free, "menuCategory-primi")).toEqual([{ id: free._id, path: "price", level: "error" }]);
});

test("a slug breaking the site's rule, or shared by a dish and a category, is an error", async () => {
  const upper = doc("menuItem-pasta-e-ceci");
  upper.slug = { _type: "slug", current: "Pasta-e-ceci" };
  expect(await problems(upper, "menuCategory-primi")).toEqual([{ id: upper._id, path: "slug", level: "error" }]);
  const clash = doc("menuItem-pasta-e-ceci");
  clash.slug = { _type: "slug", current: "primi" };
  expect(await problems(clash, "menuCategory-primi")).toEqual([{ id: clash._id, path: "slug", level: "error" }]);
  const reserved = doc("page-about");
  reserved.slug = { _type: "slug", current: "journal" };
  expect(await problems(reserved)).toEqual([{ id: reserved._id, path: "slug", level: "error" }]);
});

test("the same slug on a document and its own draft is no clash", async () => {
  const found = await validateDocuments([
    doc("menuItem-spaghetti-alla-carbonara"),
    doc("drafts.menuItem-spaghetti-alla-carbonara"),
    doc("menuCategory-primi"),
    ...assets,
  ]);
  expect(found).toEqual([]);
});

test("a missing Italian text is an error, a missing English one a warning", async () => {
  const item = doc("menuItem-pasta-e-ceci");
  (item.title as Record<string, unknown>).it = " ";
  delete (item.description as Record<string, unknown>).en;
  expect(await problems(item, "menuCategory-primi")).toEqual([
    { id: item._id, path: "title.it", level: "error" },
    { id: item._id, path: "description.en", level: "warning" },
  ]);
});

test("gluten-free with gluten, and an allergen outside the EU's 14, are errors", async () => {
  const item = doc("menuItem-pasta-e-ceci");
  item.allergens = ["gluten", "celery", "garlic"];
  item.glutenFree = true;
  const found = await problems(item, "menuCategory-primi");
  expect(found).toContainEqual({ id: item._id, path: "glutenFree", level: "error" });
  expect(found).toContainEqual({ id: item._id, path: "allergens", level: "error" });
});

test("an allergen both contained and a possible trace is an error; traces of gluten rule out gluten-free", async () => {
  const item = doc("menuItem-pasta-e-ceci");
  item.traces = ["nuts"];
  expect(await problems(item, "menuCategory-primi")).toEqual([]);
  item.traces = [...(item.allergens as string[]).slice(0, 1), "nuts"];
  expect(await problems(item, "menuCategory-primi")).toEqual([{ id: item._id, path: "traces", level: "error" }]);
  const free = doc("menuItem-prosciutto-e-mozzarella");
  free.traces = ["gluten"];
  expect(await problems(free, "menuCategory-antipasti-e-salumi")).toEqual([
    { id: free._id, path: "glutenFree", level: "error" },
  ]);
});

test("hours past midnight (close before open) are valid; opening and closing at the same time is an error", async () => {
  const settings = doc("siteSettings");
  const days = settings.openingHours as { ranges: { opens: string; closes: string }[] }[];
  days[4]!.ranges[1] = { ...days[4]!.ranges[1]!, opens: "19:00", closes: "01:00" };
  expect(await problems(settings, ...demo.filter((d) => d._id !== "siteSettings").map((d) => d._id))).toEqual([]);
  days[4]!.ranges[1] = { ...days[4]!.ranges[1]!, opens: "19:00", closes: "19:00" };
  const found = await problems(settings, ...demo.filter((d) => d._id !== "siteSettings").map((d) => d._id));
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ id: "siteSettings", level: "error" });
  expect(found[0]!.path).toMatch(/^openingHours\[_key=="[^"]+"\]\.ranges\[_key=="[^"]+"\]$/);
});

test("a reference to a document that does not exist is an error", async () => {
  const item = doc("menuItem-pasta-e-ceci");
  item.category = { _type: "reference", _ref: "menuCategory-nowhere" };
  expect(await problems(item)).toEqual([{ id: item._id, path: "category", level: "error" }]);
});

test("a document of a type the schema lacks is an error", async () => {
  expect(await problems({ _id: "recipe-1", _type: "recipe" })).toEqual([{ id: "recipe-1", path: "", level: "error" }]);
});

test("two validations at once each end with their own problems", async () => {
  const [unknown, home] = await Promise.all([
    validateDocuments([{ _id: "recipe-1", _type: "recipe" }]),
    validateDocuments(demo, new Set(["page-home"])),
  ]);
  expect(unknown.map(({ id, level }) => ({ id, level }))).toEqual([{ id: "recipe-1", level: "error" }]);
  expect(home).toEqual([]);
});

test("npm run content:validate exits 1 and names the document and field; 0 on the demo", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-validate-"));
  const item = doc("menuItem-pasta-e-ceci");
  item.price = -3;
  writeFileSync(
    join(dir, "production.ndjson"),
    [item, doc("menuCategory-primi"), ...assets].map((d) => JSON.stringify(d)).join("\n"),
  );
  const lines: string[] = [];
  expect(await run([dir], {}, (line) => lines.push(line))).toBe(1);
  expect(lines[0]).toBe("error   menuItem-pasta-e-ceci price: A price in euros above 0");

  const english = doc("menuCategory-primi");
  delete (english.intro as Record<string, unknown>).en;
  writeFileSync(join(dir, "data.ndjson"), [english, ...assets].map((d) => JSON.stringify(d)).join("\n"));
  expect(await run([join(dir, "data.ndjson")], {}, () => {})).toBe(0);
  expect(await run([join(dir, "data.ndjson"), "--strict"], {}, () => {})).toBe(1);
});

test("npm run content:validate lists the documents missing English text, as warnings", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-validate-en-"));
  const category = doc("menuCategory-primi");
  delete (category.intro as Record<string, unknown>).en;
  const item = doc("menuItem-pasta-e-ceci");
  (item.title as Record<string, unknown>).en = "";
  delete (item.description as Record<string, unknown>).en;
  writeFileSync(join(dir, "production.ndjson"), [category, item, ...assets].map((d) => JSON.stringify(d)).join("\n"));
  const lines: string[] = [];
  expect(await run([dir], {}, (line) => lines.push(line))).toBe(0);
  const list = lines.slice(lines.findIndex((l) => l.includes("documents miss English text")));
  expect(list.slice(0, 3)).toEqual([
    'warning 2 documents miss English text (the English site shows the Italian, marked lang="it"):',
    "warning   menuCategory-primi: intro",
    "warning   menuItem-pasta-e-ceci: title, description",
  ]);
  expect(lines.at(-1)).toMatch(/0 errors, 3 warnings in /);
});

test("npm run content:validate reads a sanity dataset export archive as an import would make it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-validate-archive-"));
  const content = new URL("../../demo-dataset/", import.meta.url).pathname;
  for (const kind of ["images", "files"]) symlinkSync(join(content, kind), join(dir, kind));
  const item = doc("menuItem-pasta-e-ceci");
  const write = (documents: DatasetDocument[]) =>
    writeFileSync(join(dir, "production.ndjson"), documents.map((d) => JSON.stringify(d)).join("\n"));
  const silent = { info() {}, warn() {}, error() {} };

  write([item, doc("menuCategory-primi"), ...assets]);
  await exportDataset({ dataDir: dir, dataset: "production", out: join(dir, "good.tar.gz"), logger: silent });
  const lines: string[] = [];
  expect(await run([join(dir, "good.tar.gz"), "--strict"], {}, (line) => lines.push(line))).toBe(0);
  expect(lines.at(-1)).toMatch(/good\.tar\.gz: \d+ documents, 0 errors, 0 warnings \(strict\)/);

  item.price = -3;
  write([item, doc("menuCategory-primi"), ...assets]);
  await exportDataset({ dataDir: dir, dataset: "production", out: join(dir, "bad.tar.gz"), logger: silent });
  lines.length = 0;
  expect(await run([join(dir, "bad.tar.gz")], {}, (line) => lines.push(line))).toBe(1);
  expect(lines[0]).toBe("error   menuItem-pasta-e-ceci price: A price in euros above 0");
}, 60_000);
