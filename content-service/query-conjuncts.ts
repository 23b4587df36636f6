/**
 * How the query planner (query-plan.ts) reads a filter's condition: which conjuncts an index can
 * answer, with a key known now (constants, parameters) or only while groq-js evaluates (`^._id`),
 * which order() keys depend on the document alone, and which expressions could fail.
 */
import { evaluateSync, type ExprNode } from "groq-js";
import type { AttributePath, Comparison, Predicate, Primitive } from "./dataset-index.ts";

/** A predicate whose key comes from an enclosing scope; `instantiate` makes it for one key. */
export interface RuntimePredicate {
  /** The predicate for a key (a string or a number); undefined when groq-js would not look it up so. */
  instantiate(key: string | number): Predicate | undefined;
  key: ExprNode;
}

const FLIPPED: Record<Comparison, Comparison> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
/** Functions whose value depends only on their arguments (no clock, identity or context). */
const PURE_FUNCTIONS = new Set([
  "coalesce",
  "lower",
  "upper",
  "string",
  "length",
  "defined",
  "dateTime",
  "round",
  "references",
  "count",
]);

/** Namespaces whose functions never throw; `anywhere()` and `boost()` outside `score()` do. */
const SAFE_NAMESPACES = new Set(["global", "string", "array", "pt", "sanity", "math", "dateTime", "releases"]);
const THROWING_NODES = new Set(["Tuple", "SelectorNested", "SelectorFuncCall", "Context"]);

export const isNode = (value: unknown): value is { type: string } =>
  value !== null && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";

/** Names of the `$parameters` a parsed expression refers to. */
export function parameterNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) parameterNames(item, found);
  } else if (isNode(node)) {
    const record = node as Record<string, unknown>;
    if (record.type === "Parameter" && typeof record.name === "string") found.add(record.name);
    // A Value node holds a literal, never an expression.
    if (record.type === "Value") return found;
    for (const value of Object.values(record)) parameterNames(value, found);
  }
  return found;
}

/** `slug.current`, `@._type`: an attribute path from the filter's document, or undefined. */
function documentPath(node: ExprNode): AttributePath | undefined {
  const names: string[] = [];
  let current: ExprNode | undefined = node;
  while (current && current.type === "AccessAttribute") {
    names.unshift(current.name);
    current = current.base;
  }
  return names.length > 0 && (current === undefined || current.type === "This") ? names : undefined;
}

/**
 * Whether an expression is the same for every document of the filter: "static" (constants and
 * parameters), "scoped" (also reads enclosing scopes through `^`), or undefined.
 */
function keyKind(node: ExprNode): "static" | "scoped" | undefined {
  const all = (nodes: ExprNode[]) => {
    let kind: "static" | "scoped" = "static";
    for (const n of nodes) {
      const k = keyKind(n);
      if (!k) return undefined;
      if (k === "scoped") kind = "scoped";
    }
    return kind;
  };
  switch (node.type) {
    case "Value":
    case "Parameter":
      return "static";
    case "Parent":
      return "scoped";
    case "Group":
    case "Neg":
    case "Pos":
      return keyKind(node.base);
    case "AccessAttribute":
      return node.base ? keyKind(node.base) : undefined;
    case "AccessElement":
      return keyKind(node.base);
    case "Deref":
      return keyKind(node.base) ? "scoped" : undefined;
    case "Array":
      return all(node.elements.map((e) => e.value));
    default:
      return undefined;
  }
}

/** The value of a constant key, as groq-js has it: its GROQ type and data. */
function constant(node: ExprNode, params: Record<string, unknown>): { type: string; data: unknown } | undefined {
  // Only the parameters the key names are read (the planner keeps its plan under their values).
  const used: Record<string, unknown> = {};
  for (const name of parameterNames(node)) if (name in params) used[name] = params[name];
  try {
    const value = evaluateSync(node, { params: used });
    return { type: value.type, data: value.data };
  } catch {
    return undefined;
  }
}

const PRIMITIVE_TYPES = new Set(["string", "number", "boolean", "null"]);
const NOTHING = (path: AttributePath): Predicate => ({ kind: "in", path, keys: [] });

/** Whether a key compares like one read from a document; keys of other types match nothing. */
function isPrimitive(value: { type: string; data: unknown }): value is { type: string; data: Primitive } {
  return PRIMITIVE_TYPES.has(value.type);
}

export type Conjunct = { static: Predicate } | { runtime: RuntimePredicate } | undefined;

/** Reads one conjunct of a filter's condition as a predicate an index can answer, if it is one. */
export function classify(node: ExprNode, params: Record<string, unknown>): Conjunct {
  if (node.type === "Group") return classify(node.base, params);
  if (node.type === "Or") {
    const left = classify(node.left, params);
    const right = left && "static" in left ? classify(node.right, params) : undefined;
    return left && "static" in left && right && "static" in right ?
        { static: { kind: "or", left: left.static, right: right.static } }
      : undefined;
  }
  if (
    node.type === "OpCall" &&
    (node.op === "==" || node.op === "<" || node.op === "<=" || node.op === ">" || node.op === ">=")
  ) {
    let path = documentPath(node.left);
    let key = node.right;
    let op = node.op;
    if (!path) {
      path = documentPath(node.right);
      key = node.left;
      op = op === "==" ? op : FLIPPED[op];
    }
    const kind = path && keyKind(key);
    if (!path || !kind) return undefined;
    const at = path;
    if (kind === "scoped") {
      const instantiate =
        op === "==" ?
          (k: string | number): Predicate => ({ kind: "in", path: at, keys: [k] })
        : (k: string | number): Predicate => ({ kind: "compare", path: at, op, key: k });
      return { runtime: { key, instantiate } };
    }
    const value = constant(key, params);
    if (!value) return undefined;
    if (!isPrimitive(value)) return { static: NOTHING(at) };
    if (op === "==") return { static: { kind: "in", path: at, keys: [value.data] } };
    // groq-js compares only strings, numbers and booleans; null compares with nothing.
    return { static: value.data === null ? NOTHING(at) : { kind: "compare", path: at, op, key: value.data } };
  }
  if (node.type === "OpCall" && node.op === "in") {
    const path = documentPath(node.left);
    if (!path || keyKind(node.right) !== "static") return undefined;
    const value = constant(node.right, params);
    if (!value || value.type === "path") return undefined; // a path pattern: not indexed
    if (value.type !== "array") return { static: NOTHING(path) }; // `in` a non-array is null
    const keys = (value.data as unknown[]).filter(
      (v): v is Primitive => v === null || ["string", "number", "boolean"].includes(typeof v),
    );
    return { static: { kind: "in", path, keys } };
  }
  if (node.type === "FuncCall" && node.namespace === "global" && node.name === "defined" && node.args.length === 1) {
    const path = documentPath(node.args[0]!);
    return path ? { static: { kind: "defined", path } } : undefined;
  }
  if (node.type === "FuncCall" && node.namespace === "global" && node.name === "references" && node.args.length > 0) {
    const kinds = node.args.map(keyKind);
    if (kinds.length === 1 && kinds[0] === "scoped") {
      return {
        runtime: {
          key: node.args[0]!,
          instantiate: (k) => (typeof k === "string" ? { kind: "references", ids: [k] } : undefined),
        },
      };
    }
    if (!kinds.every((k) => k === "static")) return undefined;
    const ids: string[] = [];
    for (const arg of node.args) {
      const value = constant(arg, params);
      if (!value) return undefined;
      if (value.type === "string") ids.push(value.data as string);
      if (value.type === "array") for (const v of value.data as unknown[]) if (typeof v === "string") ids.push(v);
    }
    return { static: { kind: "references", ids } };
  }
  return undefined;
}

/** An order() key that depends only on the document (and the dataset), so its sort can be kept. */
export function isDocumentOnly(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isDocumentOnly);
  if (!isNode(node)) return true;
  switch (node.type) {
    case "Value":
      return true;
    case "Parent":
    case "Parameter":
    case "Everything":
    case "Context":
    case "PipeFuncCall":
      return false;
    case "FuncCall": {
      const call = node as unknown as { namespace: string; name: string; args: ExprNode[] };
      return call.namespace === "global" && PURE_FUNCTIONS.has(call.name) && call.args.every(isDocumentOnly);
    }
    default:
      return Object.entries(node).every(([key, value]) => key === "type" || isDocumentOnly(value));
  }
}

/**
 * Whether evaluating an expression can fail (a function groq-js does not implement, say). Such a
 * filter is left alone: on fewer documents it could answer where groq-js reading every one fails.
 */
export function mayThrow(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(mayThrow);
  if (!isNode(node) || node.type === "Value") return false;
  if (THROWING_NODES.has(node.type)) return true;
  if (node.type === "FuncCall") {
    const { namespace, name } = node as unknown as { namespace: string; name: string };
    if (!SAFE_NAMESPACES.has(namespace) || (namespace === "global" && (name === "anywhere" || name === "boost")))
      return true;
  }
  return Object.entries(node).some(([key, value]) => key !== "type" && mayThrow(value));
}

export function conjuncts(node: ExprNode): ExprNode[] {
  if (node.type === "And") return [...conjuncts(node.left), ...conjuncts(node.right)];
  if (node.type === "Group" && node.base.type === "And") return conjuncts(node.base);
  return [node];
}
