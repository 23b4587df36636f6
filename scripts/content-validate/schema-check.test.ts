import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { FIELD_RULES } from "../../studio/schemaTypes/field-rules";
import { parseDataset, type DatasetDocument } from "./dataset";
import { SchemaChecker, describeProblems } from "../../studio/schema-check";
import { validateDocuments } from "./validate";

const demo = parseDataset(
  readFileSync(new URL("../../demo-dataset/production.ndjson", import.meta.url), "utf8"),
  "production.ndjson",
);
const checker = SchemaChecker.fromFile();
const schema = JSON.parse(readFileSync(new URL("../../studio/schema.json", import.meta.url), "utf8")) as {
  name: string;
  type: string;
}[];

/** The demo with one document replaced (or added) by a changed copy. */
function changed(
  id: string,
  change: (doc: DatasetDocument) => void,
): { doc: DatasetDocument; dataset: DatasetDocument[] } {
  const original = demo.find((d) => d._id === id);
  const doc = structuredClone(original ?? ({ _id: id, _type: "page" } as DatasetDocument));
  change(doc);
  return { doc, dataset: original ? demo.map((d) => (d._id === id ? doc : d)) : [...demo, doc] };
}

const blockOf = (doc: DatasetDocument, type: string) =>
  (doc.blocks as Record<string, unknown>[]).find((b) => b._type === type)!;
const lightPaths = (dataset: DatasetDocument[], id: string) =>
  checker
    .check(dataset)
    .find((d) => d.id === id)
    ?.problems.map((p) => p.path) ?? [];
async function studioPaths(dataset: DatasetDocument[], id: string): Promise<string[]> {
  const issues = await validateDocuments(dataset, new Set([id]));
  return issues.filter((i) => i.level === "error").map((i) => i.path);
}
const unique = (paths: string[]) => [...new Set(paths)].sort();

test("the demo dataset breaks nothing in the extracted schema and its rules", () => {
  expect(checker.check(demo)).toEqual([]);
});

/**
 * Each broken document, and the field the Studio and the light check both name. Where the light check
 * is stricter than the Studio (a value outside a string field's list, which Sanity checks only on
 * fields with rules of their own), the last element says so.
 */
const BROKEN: [string, string, (doc: DatasetDocument) => void, string, "stricter"?][] = [
  ["a price of zero", "menuItem-pasta-e-ceci", (d) => void (d.price = 0), "price"],
  ["a price in text", "menuItem-pasta-e-ceci", (d) => void (d.price = "12"), "price"],
  ["no price", "menuItem-pasta-e-ceci", (d) => void delete d.price, "price"],
  ["a field the schema lacks", "menuItem-pasta-e-ceci", (d) => void (d.spicy = true), "spicy"],
  ["a slug in capitals", "menuItem-pasta-e-ceci", (d) => void (d.slug = { _type: "slug", current: "Pasta" }), "slug"],
  [
    "a dish with a category's slug",
    "menuItem-pasta-e-ceci",
    (d) => void (d.slug = { _type: "slug", current: "primi" }),
    "slug",
  ],
  ["a page on a route of the site", "page-about", (d) => void (d.slug = { _type: "slug", current: "journal" }), "slug"],
  [
    "a blank Italian title",
    "menuItem-pasta-e-ceci",
    (d) => void ((d.title as Record<string, string>).it = " "),
    "title.it",
  ],
  [
    "a title on two lines",
    "menuItem-pasta-e-ceci",
    (d) => void ((d.title as Record<string, string>).en = "Pasta\ne ceci"),
    "title.en",
  ],
  ["an allergen outside the EU's 14", "menuItem-pasta-e-ceci", (d) => void (d.allergens = ["garlic"]), "allergens"],
  ["gluten-free with gluten", "menuItem-pasta-e-ceci", (d) => void (d.glutenFree = true), "glutenFree"],
  ["vegetarian with fish", "menuItem-pasta-e-ceci", (d) => void (d.allergens = ["fish"]), "vegetarian"],
  [
    "a category that does not exist",
    "menuItem-pasta-e-ceci",
    (d) => void (d.category = { _type: "reference", _ref: "menuCategory-nowhere" }),
    "category",
  ],
  [
    "a picture that does not exist",
    "menuItem-pasta-e-ceci",
    (d) =>
      void ((d.image as { asset: { _ref: string } }).asset._ref =
        "image-0000000000000000000000000000000000000000-10x10-jpg"),
    "image.asset",
  ],
  [
    "a picture without its asset",
    "menuItem-pasta-e-ceci",
    (d) => void delete (d.image as Record<string, unknown>).asset,
    "image",
  ],
  ["no share image", "siteSettings", (d) => void delete d.shareImage, "shareImage"],
  ["no address, so none of its lines", "siteSettings", (d) => void delete d.address, "address.streetAddress"],
  [
    "a social network the site does not know",
    "siteSettings",
    (d) => void ((d.socialLinks as { platform: string }[])[0]!.platform = "myspace"),
    'socialLinks[_key=="s0"].platform',
  ],
  ["a page rule the site does not know", "page-about", (d) => void (d.middleware = ["nofollow"]), "middleware[0]"],
  [
    "a call to action without its link",
    "page-gifts",
    (d) => void delete blockOf(d, "callToAction").link,
    'blocks[_key=="e5"].link.label.it',
  ],
  [
    "a button with nothing in it",
    "page-home",
    (d) => void (blockOf(d, "hero").cta = { _type: "ctaLink" }),
    'blocks[_key=="h0"].cta.href',
  ],
  [
    "an article with an empty Italian text",
    "article-bigne-di-san-giuseppe",
    (d) => void ((d.body as Record<string, unknown>).it = []),
    "body.it",
  ],
  ["vegetarian as text", "menuItem-pasta-e-ceci", (d) => void (d.vegetarian = "yes"), "vegetarian"],
  ["an order in text", "menuCategory-primi", (d) => void (d.order = "10"), "order"],
  ["a colour that is not #RRGGBB", "siteSettings", (d) => void (d.themeColor = "orange"), "themeColor"],
  [
    "six opening days",
    "siteSettings",
    (d) => void (d.openingHours = (d.openingHours as unknown[]).slice(0, 6)),
    "openingHours",
  ],
  [
    "an hour past 23",
    "siteSettings",
    (d) => void ((d.openingHours as { ranges: { opens: string }[] }[])[5]!.ranges[0]!.opens = "25:00"),
    'openingHours[_key=="d5"].ranges[_key=="sat0"].opens',
  ],
  [
    "a closed day with hours",
    "siteSettings",
    (d) =>
      void ((d.openingExceptions as Record<string, unknown>[])[0]!.ranges = [
        { _key: "r", _type: "timeRange", opens: "10:00", closes: "12:00" },
      ]),
    'openingExceptions[_key=="x0"]',
  ],
  [
    "a link with the language in it",
    "siteSettings",
    (d) => void ((d.navigation as { main: { href: string }[] }).main[0]!.href = "/en/menu"),
    'navigation.main[_key=="m0"].href',
  ],
  ["a layout the site lacks", "page-about", (d) => void (d.layout = "wide"), "layout", "stricter"],
  ["a field a block lacks", "page-home", (d) => void (blockOf(d, "hero").colour = "red"), 'blocks[_key=="h0"].colour'],
  [
    "a block the page cannot hold",
    "page-home",
    (d) => void (d.blocks as unknown[]).push({ _key: "zz", _type: "carousel" }),
    'blocks[_key=="zz"]',
  ],
  ["a hero without its title", "page-home", (d) => void delete blockOf(d, "hero").title, 'blocks[_key=="h0"].title'],
  [
    "a button to a script",
    "page-home",
    (d) => void ((blockOf(d, "hero").cta as { href: string }).href = "javascript:alert(1)"),
    'blocks[_key=="h0"].cta.href',
  ],
  [
    "an anchor with a space",
    "page-home",
    (d) => void (blockOf(d, "linedTitle").anchor = "Our menu"),
    'blocks[_key=="h2"].anchor',
  ],
  ["a product list of nothing", "page-home", (d) => void delete blockOf(d, "productLists").items, 'blocks[_key=="h3"]'],
  ["an in-page link to no block", "page-gifts", (d) => void (blockOf(d, "background").anchor = "elsewhere"), "blocks"],
  [
    "a tone the site lacks",
    "page-contacts",
    (d) => void (blockOf(d, "background").tone = "green"),
    'blocks[_key=="c5"].tone',
  ],
  [
    "an embedded video without its address",
    "page-about",
    (d) => void (blockOf(d, "videoPlayer").source = "embed"),
    'blocks[_key=="a7"]',
  ],
  [
    "an embedded player the site does not allow",
    "page-about",
    (d) => void (blockOf(d, "videoPlayer").embedUrl = "https://example.com/v"),
    'blocks[_key=="a7"].embedUrl',
  ],
  [
    "a link in an article's text that leaves the rules",
    "article-ricetta-cacio-e-pepe",
    (d) => {
      const block = (d.body as { it: { markDefs?: { href: string }[] }[] }).it.find((b) => b.markDefs?.length)!;
      block.markDefs![0]!.href = "ftp://example.com";
    },
    "(the link)",
  ],
  ["no publication date", "article-ricetta-cacio-e-pepe", (d) => void delete d.publishedAt, "publishedAt"],
  ["a document of a type the schema lacks", "recipe-1", (d) => void (d._type = "recipe"), ""],
];

for (const [what, id, change, path, stricter] of BROKEN) {
  test(`${what}: the light check names the field the Studio names (${path || "the document"})`, async () => {
    const { dataset } = changed(id, change);
    const light = unique(lightPaths(dataset, id));
    const studio = unique(await studioPaths(dataset, id));
    if (stricter) expect(studio).toEqual([]);
    else expect(light).toEqual(studio);
    if (path !== "(the link)") expect(light).toContain(path);
    else expect(light).toHaveLength(1);
  }, 30_000);
}

test("a broken document is described on one line: its id, each field and its problem", () => {
  const { dataset } = changed("menuItem-pasta-e-ceci", (d) => {
    d.price = -1;
    d.spicy = true;
  });
  const [found] = checker.check(dataset);
  expect(describeProblems(found!)).toBe(
    "menuItem-pasta-e-ceci price: A price in euros above 0; spicy: Field 'spicy' does not exist on type 'menuItem'",
  );
});

test("documents without a _type, or with fields of the wrong shape, are reported, never thrown", () => {
  const found = checker.check([
    { _id: "x-1" },
    { _id: "x-2", _type: 42 },
    { _id: "page-x", _type: "page", title: "Title", slug: [], blocks: { not: "a list" } },
    { _id: "menuItem-x", _type: "menuItem", title: null, image: "picture.jpg", allergens: [1, null, { a: 1 }] },
  ] as never);
  expect(found.map((d) => d.id)).toEqual(["x-1", "x-2", "page-x", "menuItem-x"]);
  expect(found[0]!.problems).toEqual([{ path: "", message: "No _type: every document needs one" }]);
  expect(found[2]!.problems).toContainEqual({ path: "title", message: 'must be an object, not the text "Title"' });
  expect(found[2]!.problems).toContainEqual({ path: "blocks", message: "must be a list, not an object" });
  expect(found[3]!.problems).toContainEqual({
    path: "image",
    message: 'must be an object, not the text "picture.jpg"',
  });
  expect(found[3]!.problems).toContainEqual({ path: "allergens[0]", message: "must be a text, not the number 1" });
});

test("a reference to a document of another type is reported", () => {
  const { dataset } = changed(
    "menuItem-pasta-e-ceci",
    (d) => void (d.category = { _type: "reference", _ref: "page-about" }),
  );
  expect(checker.check(dataset)).toEqual([
    {
      id: "menuItem-pasta-e-ceci",
      problems: [{ path: "category", message: "References a page, where a menuCategory belongs" }],
    },
  ]);
});

test("every rule of the table guards a field the extracted schema has", () => {
  const fields = new Set<string>();
  const walk = (value: unknown, owner: string | undefined): void => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, owner));
    if (!value || typeof value !== "object") return;
    const node = value as {
      name?: string;
      type?: string;
      attributes?: Record<string, { value: unknown }>;
      value?: unknown;
    };
    const literal = (node.attributes?._type?.value as { value?: unknown } | undefined)?.value;
    const name =
      typeof node.name === "string" && (node.type === "type" || node.type === "document") ? node.name
      : typeof literal === "string" ? literal
      : owner;
    if (node.attributes) {
      for (const key of Object.keys(node.attributes)) {
        fields.add(`${name}.${key}`);
        fields.add(`*.${key}`);
      }
      if (name) fields.add(name);
    }
    for (const child of Object.values(node)) walk(child, name);
  };
  walk(schema, undefined);
  expect(Object.keys(FIELD_RULES).filter((key) => !fields.has(key.replace(/\[\]$/, "")))).toEqual([]);
});
