/**
 * The indexed evaluation (query-evaluate.ts: planner + indexes + groq-js) against plain groq-js, over
 * generated datasets and generated queries: results must be identical, order included, in every
 * perspective. The generator is seeded (PROPERTY_SEED, PROPERTY_RUNS to explore more); a failure
 * prints the seed, the query, its parameters and the dataset.
 *
 * The datasets are small and dense on purpose: few types, slugs, dates and orders, so that keys
 * collide, ties decide orders, and references point at documents that exist, are drafts, or do not
 * exist; values of the wrong type (a numeric `_type`, a string `order`, a `_ref` that is a number)
 * test that the indexes compare as groq-js does.
 */
import { evaluate, parse } from "groq-js";
import { afterEach, expect, test, vi } from "vitest";
import { DatasetIndex } from "./dataset-index.ts";
import { buildViews, type Perspective, type SanityDocument } from "./perspectives.ts";
import { evaluateOnView, indexViews } from "./query-evaluate.ts";
import { prepareQuery } from "./query-prepare.ts";

const SEED = Number(process.env.PROPERTY_SEED ?? 20_260_401);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
const QUERIES_PER_DATASET = 8;

/** mulberry32: a small, fast, seeded generator. */
class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  some<T>(items: readonly T[], max: number): T[] {
    return Array.from({ length: 1 + this.int(max) }, () => this.pick(items));
  }
}

const TYPES = ["cat", "item", "post", "page"];
const SLUGS = ["a", "b", "c", "d", "A", "", "3"];
const DATES = ["2024-01-01T00:00:00Z", "2024-03-01T00:00:00Z", "2024-03-01T00:00:00Z", "2025-06-15T12:00:00Z"];

function generateDataset(r: Random): SanityDocument[] {
  const count = 8 + r.int(40);
  const ids = Array.from({ length: count }, (_, i) => `${r.pick(TYPES)}-${i}`);
  const anyId = () => (r.chance(0.9) ? r.pick(ids) : `missing-${r.int(3)}`);
  const ref = () => (r.chance(0.95) ? { _type: "reference", _ref: anyId() } : { _ref: r.pick([5, "", null]) });
  const docs: SanityDocument[] = ids.map((id) => {
    const doc: SanityDocument = { _id: id, _type: id.split("-")[0]! };
    if (r.chance(0.05)) doc._type = r.pick([7, null, "Cat"]) as string;
    if (r.chance(0.85))
      doc.slug = r.chance(0.9) ? { _type: "slug", current: r.pick([...SLUGS, null, 3]) } : r.pick(SLUGS);
    if (r.chance(0.7)) doc.category = r.chance(0.9) ? ref() : [ref()];
    if (r.chance(0.7)) doc.order = r.chance(0.85) ? r.int(6) : r.pick(["3", true, null]);
    if (r.chance(0.7)) doc.publishedAt = r.chance(0.9) ? r.pick(DATES) : 20240101;
    if (r.chance(0.5)) doc.flag = r.chance(0.5);
    if (r.chance(0.5)) doc.tags = r.some(["x", "y", "z"], 3);
    if (r.chance(0.4)) doc.image = { _type: "image", asset: r.chance(0.8) ? { _ref: "image-1" } : null };
    if (r.chance(0.5)) doc.related = Array.from({ length: r.int(3) }, (_, k) => ({ _key: `k${k}`, ...ref() }));
    // An object with a `_ref` hides the references inside it from references().
    if (r.chance(0.3))
      doc.body = [
        { _type: "block", children: [{ markDefs: [ref()] }] },
        { _ref: anyId(), inner: ref() },
      ];
    if (r.chance(0.8)) doc.title = r.pick(["Uno", "due", "Tre", "quattro"]);
    return doc;
  });
  // Drafts: of documents that exist, and of some that do not.
  for (let i = 0; i < count / 6; i++) {
    const base = r.chance(0.8) ? r.pick(docs) : { _id: `post-new${i}`, _type: "post" };
    docs.push({
      ...base,
      _id: `drafts.${base._id}`,
      title: "Bozza",
      order: r.int(6),
      ...(r.chance(0.5) ? { slug: { current: r.pick(SLUGS) } } : {}),
    });
  }
  return docs;
}

/** Builds one query and the parameters it uses. */
class QueryGenerator {
  readonly params: Record<string, unknown> = {};
  constructor(
    private readonly r: Random,
    private readonly ids: string[],
  ) {}

  private param(value: unknown): string {
    const name = `p${Object.keys(this.params).length}`;
    this.params[name] = value;
    return `$${name}`;
  }

  private literal(value: unknown): string {
    return this.r.chance(0.5) ? this.param(value) : JSON.stringify(value);
  }

  /** A conjunct about the document alone: most are ones an index answers, some are not. */
  private own(): string {
    const r = this.r;
    const id = () => (r.chance(0.9) ? r.pick(this.ids) : "missing-1");
    const shapes: (() => string)[] = [
      () => `_type == ${this.literal(r.pick([...TYPES, "nope", null, 7]))}`,
      () => `_type in ${this.literal(r.some([...TYPES, null, 7], 3))}`,
      () => `@._type == ${this.literal(r.pick(TYPES))}`,
      () => `_id == ${this.literal(id())}`,
      () => `_id in ${this.literal(r.some([...this.ids, "missing-2"], 4))}`,
      () => `slug.current == ${this.literal(r.pick([...SLUGS, null, 3]))}`,
      () => `slug.current in ${this.literal(r.some([...SLUGS, null], 3))}`,
      () => `${this.literal(r.pick(SLUGS))} == slug.current`,
      () => `references(${this.literal(r.chance(0.7) ? id() : r.some(this.ids, 3))})`,
      () => `references(${this.literal(id())}, ${this.literal(id())})`,
      () => `defined(${r.pick(["slug.current", "image.asset", "category", "order", "flag"])})`,
      () => `category._ref == ${this.literal(r.chance(0.8) ? id() : null)}`,
      () => `order == ${this.literal(r.pick([0, 3, "3", true, null]))}`,
      () => `order in ${this.literal(r.some([1, 3, "3", false, null], 3))}`,
      () => `order ${r.pick(["<", "<=", ">", ">="])} ${this.literal(r.pick([0, 2, 3, 5, "3", null, true]))}`,
      () => `${this.literal(r.pick([1, 3]))} < order`,
      () => `publishedAt ${r.pick(["<", ">=", ">"])} ${this.literal(r.pick(DATES))}`,
      () => `flag == ${this.literal(r.pick([true, false]))}`,
      () => `(${this.own()} || ${this.own()})`,
      // Not answered by an index: kept as the filter's condition.
      () => `!defined(flag)`,
      () => `count(tags) > 1`,
      () => `order != 2`,
      () => `_id in path("drafts.**")`,
      () => `lower(title) == "tre"`,
      () => `"x" in tags`,
      () => `(${this.own()} || !defined(order))`,
      // Only groq-js's asynchronous evaluator has diff::.
      () => `!diff::changedAny(@, {"title": "Tre"}, (title))`,
      // groq-js fails on every document it reads this on: so must the indexed evaluation.
      () => (r.chance(0.2) ? `defined(geo::distance(a, b))` : `defined(order)`),
    ];
    return r.pick(shapes)();
  }

  /** A conjunct that joins the document with the one `^` (or `^.^`) stands for. */
  private joined(depth: number): string {
    const up = depth > 1 && this.r.chance(0.3) ? "^.^" : "^";
    const shapes = [
      `category._ref == ${up}._id`,
      `${up}._id == category._ref`,
      `references(${up}._id)`,
      `publishedAt < ${up}.publishedAt`,
      `order >= ${up}.order`,
      // Numeric keys from the enclosing scope (planned too: the key travels tagged with its type).
      `order < ${up}.order`,
      `order == ${up}.order`,
      `category._ref == ${up}.category._ref`,
      `slug.current == ${up}.slug.current`,
      `_id != ${up}._id`,
      `_id in ${up}.related[]._ref`,
    ];
    return this.r.pick(shapes);
  }

  condition(depth = 0): string {
    const r = this.r;
    const parts = Array.from({ length: 1 + r.int(3) }, () =>
      depth > 0 && r.chance(0.5) ? this.joined(depth) : this.own(),
    );
    const text = parts.join(" && ");
    return r.chance(0.15) ? `(${text})` : text;
  }

  private orderBy(depth: number): string {
    const r = this.r;
    const keys = [
      "order",
      "publishedAt",
      "_id",
      "slug.current",
      "category->order",
      "coalesce(order, 0)",
      "lower(title)",
      "title",
      "_type",
    ];
    if (depth > 0) keys.push("^._id");
    const one = () => `${r.pick(keys)}${r.pick(["", " asc", " desc"])}`;
    return ` | order(${Array.from({ length: 1 + r.int(2) }, one).join(", ")})`;
  }

  private slice(): string {
    return this.r.pick(["", "", "[0...3]", "[1..2]", "[0]", "[-1]", "[2..10]"]);
  }

  /** `*[…]` with what may follow it: an order, a slice, a projection with joins. */
  list(depth: number): string {
    const r = this.r;
    let q = `*[${this.condition(depth)}]`;
    if (r.chance(0.5)) q += this.orderBy(depth);
    q += this.slice();
    if (depth < 2 && r.chance(0.6)) {
      const fields = ["_id", `"slug": slug.current`, `"cat": category->{_id, order}`];
      fields.push(`"sub": ${this.list(depth + 1)}`);
      if (r.chance(0.4)) fields.push(`"n": count(*[${this.condition(depth + 1)}])`);
      if (r.chance(0.3)) fields.push(`_type == "cat" => {"items": ${this.list(depth + 1)}}`);
      q += `{${fields.join(", ")}}`;
    } else if (r.chance(0.3)) {
      q += "._id";
    }
    return q;
  }

  query(): string {
    const r = this.r;
    const shape = r.int(6);
    if (shape === 0) return `count(*[${this.condition()}])`;
    if (shape === 1) return `{"a": ${this.list(0)}, "b": count(*[${this.condition()}])}`;
    if (shape === 2) return `*[${this.condition()}][0]{_id, "sub": ${this.list(1)}}`;
    return this.list(0);
  }
}

interface Mismatch {
  seed: number;
  perspective: Perspective;
  query: string;
  params: Record<string, unknown>;
  expected: string;
  actual: string;
  documents: SanityDocument[];
}

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify((await run()) ?? null);
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

/** Runs the generated cases; returns the first difference between the two evaluations, if any. */
async function findMismatch(seed: number, runs: number): Promise<Mismatch | undefined> {
  for (let run = 0; run < runs; run++) {
    const r = new Random(seed + run);
    const documents = generateDataset(r);
    const views = indexViews(buildViews(documents));
    const ids = documents.map((d) => d._id.replace(/^drafts\./, ""));
    const queries = Array.from({ length: QUERIES_PER_DATASET }, () => {
      const generator = new QueryGenerator(r, ids);
      return { query: generator.query(), params: generator.params };
    });
    // The first query again at the end: its plan is kept, and it meets what others left in the caches.
    queries.push(queries[0]!);
    for (const { query, params } of queries) {
      for (const perspective of ["published", "drafts", "raw"] as const) {
        const view = views[perspective];
        let tree: ReturnType<typeof parse>;
        try {
          tree = parse(query, { params });
        } catch (error) {
          throw new Error(`the generator made a query groq-js cannot parse (${(error as Error).message}): ${query}`);
        }
        const dereference = ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null;
        const expected = await outcome(async () =>
          (await evaluate(tree, { dataset: view.documents, params, dereference })).get(),
        );
        // What the worker evaluates: the tree kept across parameters (query-prepare.ts).
        const prepared = prepareQuery(query, params);
        const actual = await outcome(() =>
          evaluateOnView(prepared.tree, view, {
            params,
            key: prepared.key,
            onPlannerError: (error) => {
              throw error;
            },
          }),
        );
        if (expected !== actual) return { seed: seed + run, perspective, query, params, expected, actual, documents };
      }
    }
  }
  return undefined;
}

function describe(m: Mismatch): string {
  return [
    `seed ${m.seed} (PROPERTY_SEED=${m.seed} PROPERTY_RUNS=1), perspective ${m.perspective}`,
    `query: ${m.query}`,
    `params: ${JSON.stringify(m.params)}`,
    `groq-js: ${m.expected.slice(0, 2000)}`,
    `indexed: ${m.actual.slice(0, 2000)}`,
    `documents: ${JSON.stringify(m.documents)}`,
  ].join("\n");
}

afterEach(() => {
  vi.restoreAllMocks();
});

test(
  "indexed evaluation gives what plain groq-js gives, order included, for generated queries and datasets",
  { timeout: 300_000 },
  async () => {
    const mismatch = await findMismatch(SEED, RUNS);
    expect(mismatch && describe(mismatch)).toBeUndefined();
  },
);

// The property above is only as good as its generator: each index broken on purpose must be caught.
const lookup = DatasetIndex.prototype.lookup;

test("an index that loses a document is caught", { timeout: 300_000 }, async () => {
  vi.spyOn(DatasetIndex.prototype, "lookup").mockImplementation(function (this: DatasetIndex, predicate) {
    const docs = lookup.call(this, predicate);
    return docs && docs.length > 1 ? docs.slice(0, -1) : docs;
  });
  expect(await findMismatch(SEED, RUNS)).toBeDefined();
});

test("an index that keeps documents out of dataset order is caught", { timeout: 300_000 }, async () => {
  vi.spyOn(DatasetIndex.prototype, "lookup").mockImplementation(function (this: DatasetIndex, predicate) {
    const docs = lookup.call(this, predicate);
    return docs && [...docs].reverse();
  });
  expect(await findMismatch(SEED, RUNS)).toBeDefined();
});

test("an index that compares keys of different types as equal is caught", { timeout: 300_000 }, async () => {
  const pathIndex = DatasetIndex.prototype.pathIndex;
  vi.spyOn(DatasetIndex.prototype, "pathIndex").mockImplementation(function (this: DatasetIndex, path) {
    const index = pathIndex.call(this, path);
    // "3" and 3 in one bucket, as a loose comparison would have them.
    return new Proxy(index, {
      get(target, name) {
        if (name === "get")
          return (key: unknown) => [
            ...(target.get(key) ?? []),
            ...(target.get(typeof key === "number" ? String(key) : Number(key)) ?? []),
          ];
        const value = Reflect.get(target, name, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
  expect(await findMismatch(SEED, RUNS)).toBeDefined();
});
