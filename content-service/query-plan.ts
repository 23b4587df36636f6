/**
 * The query planner: rewrites a parsed GROQ tree so that groq-js reads the few documents a filter
 * can match (from dataset-index.ts) instead of every document, with results and order unchanged.
 *
 * A filter over the whole dataset, `*[cond]`, is split into the conjuncts of `cond`:
 * - answered by an index, with constant keys (`_type == "x"`, `_type in [...]`, `_id == $id`,
 *   `slug.current == $slug`, `references($id)`, `defined(path)`, `path < "x"`, `a || b` of those):
 *   the filter's base becomes the documents they match, a Value node (in dataset order);
 * - answered by an index with a key taken from an enclosing scope (`category._ref == ^._id`,
 *   `references(^._id)`, `publishedAt < ^.publishedAt`): see `runtimeLookup` below;
 * - anything else stays, as the filter's condition, evaluated by groq-js on those documents.
 * When `order(...)` follows such a filter with keys that depend only on the document
 * (`order(publishedAt desc)`, `order(category->order asc, order asc)`), the documents are sorted once
 * by groq-js's own `order()` and kept: sorting then filtering equals filtering then sorting, because
 * `order()` is stable.
 *
 * A key from an enclosing scope is known only while groq-js evaluates, so the planner asks for it
 * through the one hook groq-js offers, `dereference`: the filter's base becomes
 * `coalesce(<ref to "<secret prefix><plan>:" + key>->, <the original filter>)`. The dereference
 * function (made per query, `plan.dereference`) answers such a ref with the plan's documents and any
 * other ref as before. The key travels in the ref's text tagged with its type (`s` a string, `n` a
 * number: `order < ^.order` is planned as `publishedAt < ^.publishedAt` is); any other key makes the
 * ref null, and `coalesce` falls back to the original filter, so every value keeps groq-js's meaning. The key
 * is evaluated in a scope made exactly as groq-js makes the filter's (`{}{...}`), so `^` means what it meant
 * in the condition.
 */
import { randomUUID } from "node:crypto";
import { evaluateSync, type DereferenceFunction, type ExprNode } from "groq-js";
import { test, type DatasetIndex, type Predicate, type Sorted } from "./dataset-index.ts";
import type { SanityDocument } from "./perspectives.ts";
import { classify, conjuncts, isDocumentOnly, isNode, mayThrow, type RuntimePredicate } from "./query-conjuncts.ts";

export type Dereference = DereferenceFunction;

export interface Plan {
  tree: ExprNode;
  /** Answers the plan's own lookups, and every other reference through `fallback`. */
  dereference: Dereference;
  /** The parameters whose values the plan was made with: the same values make the same plan. */
  reads: string[];
}

interface RuntimePlan {
  statics: Predicate[];
  runtime: RuntimePredicate;
  universe: readonly SanityDocument[];
  ordered?: Sorted;
}

/** Unguessable, so that no reference stored in a document can be mistaken for a lookup. */
const LOOKUP_PREFIX = `\u0000index-lookup:${randomUUID()}:`;

/**
 * `select(string(key) == key => "s" + key, "n" + string(key))`: a string key as `s…`, a number as
 * `n…` (`string(40)` is "40", which is not 40), null when it is neither (or `n` and what is not a
 * number, which the dereference refuses). The key has no side effects: reading it again is safe.
 */
function taggedKey(key: ExprNode): ExprNode {
  const asString: ExprNode = { type: "FuncCall", namespace: "global", name: "string", args: [key] } as ExprNode;
  return {
    type: "Select",
    alternatives: [
      {
        type: "SelectAlternative",
        condition: { type: "OpCall", op: "==", left: asString, right: key },
        value: { type: "OpCall", op: "+", left: valueNode("s"), right: key },
      },
    ],
    fallback: { type: "OpCall", op: "+", left: valueNode("n"), right: asString },
  } as ExprNode;
}

const and = (nodes: ExprNode[]): ExprNode => nodes.reduce((left, right) => ({ type: "And", left, right }));
const valueNode = (value: unknown): ExprNode => ({ type: "Value", value });

export class QueryPlanner {
  private readonly plans: RuntimePlan[] = [];

  constructor(
    private readonly index: DatasetIndex,
    private readonly params: Record<string, unknown>,
    private readonly fallback: Dereference,
  ) {}

  static plan(tree: ExprNode, index: DatasetIndex, params: Record<string, unknown>, fallback: Dereference): Plan {
    const reads = new Set<string>();
    const recorded = new Proxy(params, {
      has: (target, name) => (typeof name === "string" && reads.add(name), name in target),
      get: (target, name) => (typeof name === "string" && reads.add(name), Reflect.get(target, name)),
    });
    const planner = new QueryPlanner(index, recorded, fallback);
    const planned = planner.rewrite(tree);
    return {
      tree: planned,
      dereference: planner.plans.length ? (ref) => planner.dereference(ref) : fallback,
      reads: [...reads],
    };
  }

  private dereference(ref: { _ref: string }): ReturnType<Dereference> {
    if (!ref._ref.startsWith(LOOKUP_PREFIX)) return this.fallback(ref);
    const rest = ref._ref.slice(LOOKUP_PREFIX.length);
    const colon = rest.indexOf(":");
    const plan = this.plans[Number(rest.slice(0, colon))];
    const tagged = rest.slice(colon + 1);
    const key =
      tagged.startsWith("s") ? tagged.slice(1)
      : tagged.startsWith("n") ? Number(tagged.slice(1))
      : Number.NaN;
    if (!plan || (typeof key === "number" && !Number.isFinite(key))) return null;
    // groq-js takes whatever the function returns as the value of `->`: here, a list of documents.
    return this.runtimeLookup(plan, key) as unknown as ReturnType<Dereference>;
  }

  /** The documents of a filter whose key is now known, in dataset order or in its kept order; null: ask groq-js. */
  private runtimeLookup(plan: RuntimePlan, key: string | number): readonly SanityDocument[] | null {
    const predicate = plan.runtime.instantiate(key);
    if (!predicate) return null;
    const looked = this.index.lookup(predicate);
    if (!looked) {
      const base = plan.ordered?.documents ?? plan.universe;
      return base.filter((doc) => test(predicate, doc));
    }
    const docs = looked.filter((doc) => plan.statics.every((p) => test(p, doc)));
    const rank = plan.ordered?.rank;
    return rank ? docs.sort((a, b) => rank.get(a)! - rank.get(b)!) : docs;
  }

  private rewrite(node: ExprNode): ExprNode {
    if (node.type === "Value") return node;
    if (node.type === "Filter" && node.base.type === "Everything") return this.planFilter(node.expr);
    if (
      node.type === "PipeFuncCall" &&
      node.name === "order" &&
      node.base.type === "Filter" &&
      node.base.base.type === "Everything"
    ) {
      if (isDocumentOnly(node.args)) return this.planFilter(node.base.expr, node.args);
      return { ...node, base: this.planFilter(node.base.expr), args: this.rewriteChild(node.args) as ExprNode[] };
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = this.rewriteChild(value);
    return out as unknown as ExprNode;
  }

  private rewriteChild(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.rewriteChild(v));
    if (!isNode(value)) return value;
    // Attributes, array elements and select alternatives are not expressions, but hold some.
    if (
      ["ObjectAttributeValue", "ObjectConditionalSplat", "ObjectSplat", "ArrayElement", "SelectAlternative"].includes(
        value.type,
      )
    ) {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) out[key] = this.rewriteChild(v);
      return out;
    }
    return this.rewrite(value as ExprNode);
  }

  /**
   * `*[condition]`, or `*[condition] | order(orderArgs)` when orderArgs are given (keys that depend
   * only on the document), answered from the index when a conjunct of the condition is one it answers.
   */
  private planFilter(condition: ExprNode, orderArgs?: ExprNode[]): ExprNode {
    const expr = this.rewrite(condition);
    const original: ExprNode = { type: "Filter", base: { type: "Everything" }, expr };
    const order = (base: ExprNode): ExprNode =>
      orderArgs ? { type: "PipeFuncCall", name: "order", base, args: orderArgs } : base;
    if (mayThrow(expr)) return order(original);
    const statics: Predicate[] = [];
    const runtimes: { node: ExprNode; predicate: RuntimePredicate }[] = [];
    const residual: ExprNode[] = [];
    for (const node of conjuncts(expr)) {
      const found = classify(node, this.params);
      if (found && "static" in found) statics.push(found.static);
      else if (found && "runtime" in found) runtimes.push({ node, predicate: found.runtime });
      else residual.push(node);
    }
    if (statics.length === 0 && runtimes.length === 0) return order(original);

    const universe = this.index.candidates(statics);
    const ordered = orderArgs && this.sorted(statics, universe, orderArgs);
    // An order groq-js could not sort here is left to it, after the filter.
    if (orderArgs && !ordered) return order(this.lookup(statics, runtimes, residual, universe, undefined, original));
    return this.lookup(statics, runtimes, residual, universe, ordered, order(original));
  }

  /**
   * The documents of a planned filter (in `ordered`'s order when given), with the `residual`
   * conjuncts as its condition; `original` is what a key that is not a string falls back to.
   */
  private lookup(
    statics: Predicate[],
    runtimes: { node: ExprNode; predicate: RuntimePredicate }[],
    residual: ExprNode[],
    universe: readonly SanityDocument[],
    ordered: Sorted | undefined,
    original: ExprNode,
  ): ExprNode {
    // A lookup (`==`, references) narrows more than a comparison: prefer one as the plan's key.
    const chosen = runtimes.find((r) => r.node.type !== "OpCall" || r.node.op === "==") ?? runtimes[0];
    const rest = [...residual, ...runtimes.filter((r) => r !== chosen).map((r) => r.node)];
    const keep = (base: ExprNode): ExprNode => (rest.length ? { type: "Filter", base, expr: and(rest) } : base);

    if (!chosen) return keep(valueNode(ordered?.documents ?? universe));

    const id = this.plans.push({ statics, runtime: chosen.predicate, universe, ...(ordered ? { ordered } : {}) }) - 1;
    const ref: ExprNode = {
      type: "Deref",
      base: {
        type: "Projection",
        base: valueNode({}),
        expr: {
          type: "Object",
          attributes: [
            {
              type: "ObjectAttributeValue",
              name: "_ref",
              value: {
                type: "OpCall",
                op: "+",
                left: valueNode(`${LOOKUP_PREFIX}${id}:`),
                right: taggedKey(chosen.predicate.key),
              },
            },
          ],
        },
      },
    };
    return { type: "FuncCall", namespace: "global", name: "coalesce", args: [keep(ref), original] };
  }

  /** `documents` in the order `order(args)` gives them, sorted by groq-js once and kept. */
  private sorted(statics: Predicate[], documents: readonly SanityDocument[], args: ExprNode[]): Sorted | undefined {
    const key = `${JSON.stringify(statics)}|${JSON.stringify(args)}`;
    return this.index.sorted(key, documents, (docs) => {
      const tree: ExprNode = { type: "PipeFuncCall", name: "order", base: valueNode(docs), args };
      return evaluateSync(tree, { dataset: this.index.documents, dereference: this.fallback }).data as SanityDocument[];
    });
  }
}
