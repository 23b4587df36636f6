/**
 * Content source maps for every query the site makes, checked through @sanity/client's own stega
 * encoder: each encoded string names the document and field whose value it is.
 */
import { describe, expect, test } from "vitest";
import * as Q from "../app/blocks/queries.ts";
import { HOME_SLUG } from "../site/paths.ts";
import type { SanityDocument } from "./perspectives.ts";
import {
  demoDocuments,
  demoViews,
  encodeAndDecode,
  NOW,
  run,
  siteQueries,
  valueAt,
} from "./fixtures/source-map-fixture.ts";

const documents = demoDocuments();
const views = demoViews(documents);
const byId = new Map(documents.map((doc) => [doc._id, doc]));
/** Checks every encoded string against the dataset; returns how many strings there were and mapped. */
function check(result: unknown, map: Parameters<typeof encodeAndDecode>[1], source: Map<string, SanityDocument>) {
  const strings = encodeAndDecode(result, map);
  for (const { clean, decoded } of strings) {
    if (!decoded) continue;
    const doc = source.get(decoded.id);
    expect(doc, `${decoded.resultPath} names ${decoded.id}`).toBeDefined();
    expect(decoded.type).toBe(doc!._type);
    expect(valueAt(doc!, decoded.path), `${decoded.resultPath} → ${decoded.id} ${decoded.path}`).toBe(clean);
  }
  return { strings: strings.length, mapped: strings.filter((s) => s.decoded).length, encoded: strings };
}

describe("the site's queries, both languages, both path styles", () => {
  test.each(siteQueries(documents))("$name", async ({ query, params }) => {
    for (const mode of ["true", "withKeyArraySelector"] as const) {
      const { result, map } = await run(views.published, query, params, mode);
      const { strings, mapped, encoded } = check(result, map!, byId);
      // Content strings in both languages are mapped wherever the result holds some.
      const content = encoded.filter((s) => /\.(it|en)$/.test(s.resultPath));
      expect(content.filter((s) => !s.decoded).map((s) => s.resultPath)).toEqual([]);
      expect(mapped).toBeLessThanOrEqual(strings);
    }
  });

  test("a page maps the heading of its blocks in Italian and in English", async () => {
    const home = documents.find(
      (doc) => doc._type === "page" && (doc.slug as { current: string }).current === HOME_SLUG,
    )!;
    const languages = new Set<string>();
    for (const locale of ["it", "en"]) {
      const { result, map } = await run(
        views.published,
        Q.PAGE_QUERY,
        { slug: HOME_SLUG, now: NOW, locale },
        "withKeyArraySelector",
      );
      const decoded = check(result, map!, byId).encoded.flatMap((s) => s.decoded ?? []);
      const headings = decoded.filter(
        (d) => d.id === home._id && /^blocks\[_key=="[^"]+"\]\.title\.(it|en)$/.test(d.path),
      );
      for (const heading of headings) languages.add(heading.path.slice(-2));
      expect(map!.paths.some((path) => path.includes("[?(@._key=="))).toBe(true);
    }
    // Each language's page asks for its own text: together they map both.
    expect(languages).toEqual(new Set(["it", "en"]));
  });

  test("computed values are never mapped: counts, concatenations, lower()", async () => {
    const query = `*[_type == "menuItem"][0...3]{"n": count(allergens), "both": title.it + " / " + title.en, "low": lower(title.it), "same": title.it}`;
    const { result, map } = await run(views.published, query, {}, "true");
    const keys = Object.keys(map!.mappings);
    expect(keys).toEqual(["$[0]['same']", "$[1]['same']", "$[2]['same']"]);
    expect(result).toHaveLength(3);
  });

  test("the drafts perspective names the draft", async () => {
    const published = documents.find(
      (doc) => doc._type === "menuItem" && !doc._id.startsWith("drafts.") && !byId.has(`drafts.${doc._id}`),
    )!;
    const draft = { ...published, _id: `drafts.${published._id}`, title: { it: "Bozza", en: "Draft" } };
    const withDraft = demoViews([...documents, draft]);
    const query = `*[_id == $id][0]{title, description}`;
    const { result, map } = await run(withDraft.drafts, query, { id: published._id }, "true");
    expect(result).toMatchObject({ title: { it: "Bozza", en: "Draft" } });
    expect(map!.documents).toEqual([{ _id: draft._id, _type: "menuItem" }]);
    // The stega encoder links the published id (the Studio opens the draft from it).
    const { mapped } = check(result, map!, new Map([[published._id, draft as SanityDocument]]));
    expect(mapped).toBeGreaterThanOrEqual(2);
    const plain = await run(withDraft.published, query, { id: published._id }, "true");
    expect(plain.map!.documents).toEqual([{ _id: published._id, _type: "menuItem" }]);
  });

  test("a query whose marked evaluation diverges maps nothing rather than something wrong", async () => {
    // Ordering by a content string is what markers change: the map stays empty, the result right.
    const { map } = await run(
      views.published,
      `*[_type == "menuItem"] | order(title.it asc)[0...5]{title}`,
      {},
      "true",
    );
    expect(map!.mappings).toEqual({});
  });
});
