/**
 * A query's parsed tree, kept across requests whatever the query's length and whatever its
 * parameters are, where that does not change what the tree means.
 *
 * groq-js's `parse(query, { params })` turns every `$param` it is given into a literal, and it must
 * be given the ones it reads as constants: a slice's bounds (`[$start...$end]`) and a bracket's
 * number or string (`[$i]` is an element, `[$name]` an attribute). Any other parameter left out of
 * `parse` stays a Parameter node, which the evaluator reads from the request's parameters. So a
 * query is parsed with its number parameters only (the bounds and indexes a site pages with) and
 * kept under its text and those numbers: `$now`, `$slug`, `$locale` make no new tree per request.
 * A string or other parameter that would have been folded into a bracket (or a query whose
 * custom functions' parameters could meet a `$param` of the same name) is parsed with all its
 * parameters instead, kept under all of them: never a tree whose meaning another value would change.
 */
import { createHash } from "node:crypto";
import { parse, type ExprNode } from "groq-js";
import { LRUCache } from "lru-cache";
import { isNode, parameterNames } from "./query-conjuncts.ts";

export interface PreparedQuery {
  tree: ExprNode;
  /** Names the tree and the parameters it was parsed with: plans are kept under it. */
  key: string;
  /** The `$parameters` the tree still reads at evaluation. */
  reads: ReadonlySet<string>;
}

/**
 * What the kept trees may hold, counted as a tree's JSON: about ten times its query's length (9.1x
 * for the menu's, 9.9x for a page's 43,000 characters). The site's own queries take about 1 MB.
 */
const MAX_TREE_BYTES = 64 * 1024 * 1024;
const TREE_PER_CHARACTER = 10;

/** A tree, or word that this text with these numbers is parsed with all its parameters. */
type Kept = { prepared: PreparedQuery; size: number } | { all: true };
const kept = new LRUCache<string, Kept>({
  maxSize: MAX_TREE_BYTES,
  sizeCalculation: (entry) => ("size" in entry ? TREE_PER_CHARACTER * entry.size : 64),
});

const textKey = (query: string) => createHash("sha256").update(query).digest("base64url");

function numberParams(params: Record<string, unknown>): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const [name, value] of Object.entries(params)) if (typeof value === "number") numbers[name] = value;
  return numbers;
}

const ARITHMETIC = new Set(["+", "-", "*", "/", "%", "**"]);
const isExpr = (value: unknown): value is ExprNode => isNode(value);

/**
 * groq-js's test for a bracket it folds at parse (its `canConstantEvaluate`), true only where a parameter
 * takes part.
 */
function foldableWithParameter(node: ExprNode): boolean {
  let parameter = false;
  const foldable = (n: ExprNode): boolean => {
    switch (n.type) {
      case "Value":
        return true;
      case "Parameter":
        parameter = true;
        return true;
      case "Group":
      case "Pos":
      case "Neg":
        return foldable(n.base);
      case "OpCall":
        return ARITHMETIC.has(n.op) && foldable(n.left) && foldable(n.right);
      default:
        return false;
    }
  };
  return foldable(node) && parameter;
}

/** Whether a bracket's expression would have been read as a constant had its parameters been given. */
function bracketReadsParameter(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(bracketReadsParameter);
  if (!isExpr(node) || node.type === "Value") return false;
  if (node.type === "Filter" && foldableWithParameter(node.expr)) return true;
  return Object.entries(node).some(([key, child]) => key !== "type" && bracketReadsParameter(child));
}

/** `fn ns::name($x) = …;` declares a function whose `$x` the parser would take for a given parameter. */
const DECLARES_FUNCTION = /(?:^|[^\w$])fn\s+[A-Za-z_]\w*::/;

function parseKept(query: string, key: string, params: Record<string, unknown>): PreparedQuery {
  const tree = parse(query, { params });
  const prepared = { tree, key, reads: parameterNames(tree) };
  kept.set(key, { prepared, size: query.length });
  return prepared;
}

/**
 * The query's tree for these parameters, parsed once per text and number parameters (or per text
 * and parameters, see above). Throws what groq-js's parse throws for a query that does not parse.
 */
export function prepareQuery(query: string, params: Record<string, unknown>): PreparedQuery {
  const text = textKey(query);
  const numbers = numberParams(params);
  const byNumbers = `n:${text}\u0000${JSON.stringify(numbers)}`;
  const found = kept.get(byNumbers);
  if (found && "prepared" in found) return found.prepared;
  if (!found && !DECLARES_FUNCTION.test(query)) {
    let prepared: PreparedQuery | undefined;
    try {
      prepared = parseKept(query, byNumbers, numbers);
    } catch {
      // A slice over a string parameter, say: parsed below with all of them, which says why.
    }
    if (prepared && !bracketReadsParameter(prepared.tree)) return prepared;
  }
  kept.set(byNumbers, { all: true });
  const byAll = `a:${text}\u0000${JSON.stringify(params)}`;
  const all = kept.get(byAll);
  return all && "prepared" in all ? all.prepared : parseKept(query, byAll, params);
}
