/**
 * A query's tree is kept across requests whatever its length and its `$now`, and never answers with
 * a value of an earlier request: slices, indexes and attributes read from parameters, and the
 * planner's index lookups, follow each request's values.
 */
import { evaluate } from "groq-js";
import { describe, expect, test } from "vitest";
import { buildViews, type SanityDocument } from "./perspectives.ts";
import { evaluateOnView, indexViews } from "./query-evaluate.ts";
import { prepareQuery } from "./query-prepare.ts";

const documents: SanityDocument[] = [1, 2, 3, 4, 5].map((n) => ({
  _id: `event-${n}`,
  _type: "event",
  slug: { _type: "slug", current: `e${n}` },
  end: `2026-11-0${n}T12:00:00Z`,
  n,
  a: `a${n}`,
  b: `b${n}`,
}));
const view = indexViews(buildViews(documents)).published;

async function answer(query: string, params: Record<string, unknown>): Promise<unknown> {
  const { tree, key } = prepareQuery(query, params);
  return evaluateOnView(tree, view, {
    params,
    key,
    onPlannerError: (error) => {
      throw error;
    },
  });
}

/** What groq-js answers with every parameter folded in at parse: the meaning to keep. */
async function folded(query: string, params: Record<string, unknown>): Promise<unknown> {
  const { parse } = await import("groq-js");
  const dereference = ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null;
  return (await evaluate(parse(query, { params }), { dataset: documents, params, dereference })).get();
}

const ENDED = `*[_type == "event" && dateTime(end) <= dateTime($now)] | order(n desc)`;
/** Past the 16 KB the earlier cache would keep: a query as long as a shaped page's. */
const LONG = `{"past": ${ENDED}[$start...$end]{n}, "padding": [${Array.from({ length: 3000 }, (_, i) => `"${i}"`).join(", ")}][0]}`;

describe("a query parsed once", () => {
  test("a long query is parsed once whatever $now is, and answers for each $now", async () => {
    expect(LONG.length).toBeGreaterThan(16 * 1024);
    const first = prepareQuery(LONG, { now: "2026-11-02T13:00:00.000Z", start: 0, end: 10 });
    const second = prepareQuery(LONG, { now: "2026-11-04T13:00:00.000Z", start: 0, end: 10 });
    expect(second.tree).toBe(first.tree);
    expect(await answer(LONG, { now: "2026-11-02T13:00:00.000Z", start: 0, end: 10 })).toEqual({
      past: [{ n: 2 }, { n: 1 }],
      padding: "0",
    });
    expect(await answer(LONG, { now: "2026-11-04T13:00:00.000Z", start: 0, end: 10 })).toEqual({
      past: [{ n: 4 }, { n: 3 }, { n: 2 }, { n: 1 }],
      padding: "0",
    });
  });

  test("slice bounds from parameters make a tree of their own", async () => {
    const now = "2026-11-30T00:00:00.000Z";
    expect(await answer(`${ENDED}[$start...$end].n`, { now, start: 0, end: 2 })).toEqual([5, 4]);
    expect(await answer(`${ENDED}[$start...$end].n`, { now, start: 2, end: 4 })).toEqual([3, 2]);
    expect(await answer(`${ENDED}[$start...$end].n`, { now: "2026-11-03T13:00:00.000Z", start: 1, end: 4 })).toEqual([
      2, 1,
    ]);
  });

  test("an index or an attribute read from a parameter follows each request's value", async () => {
    const element = `*[_type == "event"] | order(n asc)[$i].n`;
    expect(await answer(element, { i: 0 })).toBe(1);
    expect(await answer(element, { i: 3 })).toBe(4);
    const attribute = `*[_type == "event"] | order(n asc)[0][$field]`;
    for (const field of ["a", "b"])
      expect(await answer(attribute, { field })).toEqual(await folded(attribute, { field }));
    expect(await answer(attribute, { field: "b" })).toBe("b1");
    // The same text with a number where the string was: an element, as groq-js reads it.
    const mixed = `(*[_type == "event"] | order(n asc))[$x]`;
    expect(await answer(mixed, { x: "a" })).toEqual(await folded(mixed, { x: "a" }));
    expect(await answer(mixed, { x: 1 })).toEqual(await folded(mixed, { x: 1 }));
  });

  test("a filter an index answers is planned again for another value, not for another $now", async () => {
    const query = `*[_type == "event" && slug.current == $slug && dateTime(end) <= dateTime($now)][0].n`;
    expect(await answer(query, { slug: "e2", now: "2026-11-30T00:00:00.000Z" })).toBe(2);
    expect(await answer(query, { slug: "e3", now: "2026-11-30T00:00:00.000Z" })).toBe(3);
    expect(await answer(query, { slug: "e3", now: "2026-11-01T00:00:00.000Z" })).toBeNull();
    const { key } = prepareQuery(query, { slug: "e3", now: "x" });
    expect(view.plans.get(key, { slug: "e3", now: "2026-12-25T00:00:00.000Z" })).toBe(
      view.plans.get(key, { slug: "e3", now: "2026-11-30T00:00:00.000Z" }),
    );
    expect(view.plans.get(key, { slug: "e2", now: "2026-11-30T00:00:00.000Z" })).not.toBe(
      view.plans.get(key, { slug: "e3", now: "2026-11-30T00:00:00.000Z" }),
    );
  });

  test("a query that does not parse throws what groq-js says, each time", () => {
    expect(() => prepareQuery(`*[_type == "event"][$start...$end]`, { start: "a", end: 2 })).toThrow(
      /slicing must use constant numbers/,
    );
    expect(() => prepareQuery(`*[_type == `, {})).toThrow();
  });
});
