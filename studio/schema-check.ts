/**
 * A dataset against the Studio's schema without the `sanity` package: the extracted schema
 * (studio/schema.json, written by `npm run typegen`) for the shape of every document (its type, its
 * fields, which are required, the values a list allows, where references lead), and the schema's own
 * rules (rules.ts, by field in field-rules.ts). The embedded content service runs it on every dataset
 * it loads: it takes milliseconds and a JSON file, where Sanity's validation (validate.ts, behind
 * `npm run content:validate`) loads the Studio's code and takes seconds.
 *
 * What it leaves to content:validate: warnings (a missing English text), and the built-in constraints
 * the extracted schema does not carry (a list's length or duplicates, a number's bounds, a URL's
 * scheme, date formats).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "../site/narrow";
import { FIELD_RULES, type FieldRule } from "./schemaTypes/field-rules";
import { SLUG_SCOPES } from "./schemaTypes/rules";

export const SCHEMA_JSON = join(import.meta.dirname, "schema.json");

/** The extracted schema's type nodes (groq-js's schema format, as `sanity schema extract` writes it). */
type TypeNode =
  | { type: "string" | "number" | "boolean"; value?: string | number | boolean }
  | { type: "null" | "unknown" }
  | { type: "inline"; name: string }
  | { type: "array"; of: TypeNode }
  | { type: "union"; of: TypeNode[] }
  | { type: "object"; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string };
interface Attribute {
  type: "objectAttribute";
  value: TypeNode;
  optional?: boolean;
}
type SchemaEntry =
  | { name: string; type: "document"; attributes: Record<string, Attribute> }
  | { name: string; type: "type"; value: TypeNode };

/** An object's fields with those of its `rest` merged in, and the name its rules are filed under. */
interface Shape {
  name: string | undefined;
  attributes: Map<string, Attribute>;
  dereferencesTo: string | undefined;
}

type Segment = string | number | { _key: string };

export interface Problem {
  /** The field, as GROQ writes it: blocks[_key=="h0"].title.it; empty for the document itself. */
  path: string;
  message: string;
}

export interface DocumentProblems {
  id: string;
  problems: Problem[];
}

/** `blocks[_key=="h0"].title.it`, the path format of content:validate and the Studio's markers. */
export function formatPath(path: readonly (Segment | readonly (string | number)[])[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "string") out += out ? `.${segment}` : segment;
    else if (typeof segment === "number") out += `[${segment}]`;
    else if (Array.isArray(segment)) out += `[${segment.join(":")}]`;
    else out += `[_key=="${(segment as { _key: string })._key}"]`;
  }
  return out;
}

/** One line per document: `menuItem-x price: A price in euros above 0; slug: …`. */
export function describeProblems({ id, problems }: DocumentProblems): string {
  return `${id} ${problems.map((p) => `${p.path || "(document)"}: ${p.message}`).join("; ")}`;
}

const META_KEYS = new Set(["_key", "_type", "_weak"]);
const isDraftOrVersion = (id: string) => id.startsWith("drafts.") || id.startsWith("versions.");
const publishedId = (id: string) => id.replace(/^(drafts|versions\.[^.]+)\./, "");

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string")
    return `the text ${JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value)}`;
  return `${
    typeof value === "number" ? "the number"
    : typeof value === "boolean" ? ""
    : typeof value
  } ${String(value)}`.trim();
}

const KIND: Record<string, string> = { string: "a text", number: "a number", boolean: "true or false" };

/** What Sanity's `required()` counts as missing: nothing, an empty text, an object of only _type and _key. */
function missing(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  return isRecord(value) && Object.keys(value).every((key) => META_KEYS.has(key));
}

interface DatasetIndex {
  /** The type of every published document, by id: references lead to published documents. */
  published: Map<string, string>;
  /** Per type and slug, the published ids of the documents (or their drafts) that hold it. */
  slugs: Map<string, Map<string, Set<string>>>;
}

export class SchemaChecker {
  private readonly types = new Map<string, SchemaEntry>();
  private readonly shapes = new WeakMap<object, Shape>();

  constructor(entries: readonly SchemaEntry[]) {
    for (const entry of entries) this.types.set(entry.name, entry);
  }

  static fromFile(file = SCHEMA_JSON): SchemaChecker {
    const entries = JSON.parse(readFileSync(file, "utf8")) as unknown;
    if (!Array.isArray(entries)) throw new Error(`${file} is not an extracted schema (a list of types)`);
    return new SchemaChecker(entries as SchemaEntry[]);
  }

  /** The document types the schema knows. */
  documentTypes(): string[] {
    return [...this.types.values()].filter((entry) => entry.type === "document").map((entry) => entry.name);
  }

  /** The problems of every document that breaks the schema; documents without one are left out. */
  check(documents: readonly Record<string, unknown>[]): DocumentProblems[] {
    const index = this.indexOf(documents);
    const out: DocumentProblems[] = [];
    for (const document of documents) {
      const id = typeof document._id === "string" ? document._id : "(no _id)";
      let problems: Problem[];
      try {
        problems = this.checkDocument(document, index);
      } catch (error) {
        problems = [{ path: "", message: `could not be checked (${(error as Error).message})` }];
      }
      if (problems.length) out.push({ id, problems });
    }
    return out;
  }

  private indexOf(documents: readonly Record<string, unknown>[]): DatasetIndex {
    const published = new Map<string, string>();
    const slugs = new Map<string, Map<string, Set<string>>>();
    for (const doc of documents) {
      const { _id: id, _type: type } = doc;
      if (typeof id !== "string" || typeof type !== "string") continue;
      if (!isDraftOrVersion(id)) published.set(id, type);
      const current = (doc.slug as { current?: unknown } | undefined)?.current;
      if (typeof current !== "string" || !(type in SLUG_SCOPES)) continue;
      let byType = slugs.get(type);
      if (!byType) slugs.set(type, (byType = new Map()));
      let holders = byType.get(current);
      if (!holders) byType.set(current, (holders = new Set()));
      holders.add(publishedId(id));
    }
    return { published, slugs };
  }

  private checkDocument(document: Record<string, unknown>, index: DatasetIndex): Problem[] {
    const type = document._type;
    if (typeof type !== "string" || type === "") return [{ path: "", message: "No _type: every document needs one" }];
    const entry = this.types.get(type);
    if (entry?.type !== "document") return [{ path: "", message: `The schema has no type '${type}'` }];
    const out: Problem[] = [];
    const walk = new Walk(this, index, document, out, type.startsWith("sanity."));
    walk.object(
      document,
      { name: type, attributes: new Map(Object.entries(entry.attributes)), dereferencesTo: undefined },
      [],
    );
    const scope = SLUG_SCOPES[type as keyof typeof SLUG_SCOPES] as readonly string[] | undefined;
    const current = (document.slug as { current?: unknown } | undefined)?.current;
    if (scope && typeof current === "string" && typeof document._id === "string") {
      const self = publishedId(document._id);
      const taken = scope.some((other) =>
        [...(index.slugs.get(other)?.get(current) ?? [])].some((holder) => holder !== self),
      );
      if (taken) out.push({ path: "slug", message: "Slug is already in use" });
    }
    return out;
  }

  /** A node with named types looked up; `name` is the named type it came from, if any. */
  resolve(node: TypeNode, depth = 0): { node: TypeNode; name: string | undefined } {
    if (node.type !== "inline") return { node, name: undefined };
    const entry = this.types.get(node.name);
    if (!entry || entry.type !== "type" || depth > 20) return { node: { type: "unknown" }, name: node.name };
    const inner = this.resolve(entry.value, depth + 1);
    return { node: inner.node, name: inner.name ?? node.name };
  }

  shape(node: Extract<TypeNode, { type: "object" }>, name: string | undefined): Shape {
    const known = this.shapes.get(node);
    if (known && known.name === name) return known;
    const attributes = new Map(Object.entries(node.attributes));
    let named = name;
    let dereferencesTo = node.dereferencesTo;
    if (node.rest) {
      const rest = this.resolve(node.rest);
      if (rest.node.type === "object") {
        const inner = this.shape(rest.node, rest.name);
        for (const [key, attribute] of inner.attributes) if (!attributes.has(key)) attributes.set(key, attribute);
        named ??= inner.name;
        dereferencesTo ??= inner.dereferencesTo;
      }
    }
    named ??= literalType(attributes);
    const shape = { name: named, attributes, dereferencesTo };
    this.shapes.set(node, shape);
    return shape;
  }

  /** The member of a union a value belongs to: by `_type` for objects, by kind and value otherwise. */
  pick(members: readonly TypeNode[], value: unknown): { node: TypeNode; name: string | undefined } | undefined {
    const resolved = members.map((member) => this.resolve(member));
    if (isRecord(value)) {
      const objects = resolved.filter((r) => r.node.type === "object");
      if (typeof value._type !== "string") return objects.length === 1 ? objects[0] : undefined;
      return objects.find((r) => {
        const shape = this.shape(r.node as Extract<TypeNode, { type: "object" }>, r.name);
        return shape.name === value._type || literalType(shape.attributes) === value._type;
      });
    }
    const kind =
      Array.isArray(value) ? "array"
      : value === null ? "null"
      : typeof value;
    return (
      resolved.find(
        (r) => r.node.type === kind && (!("value" in r.node) || r.node.value === undefined || r.node.value === value),
      ) ?? resolved.find((r) => r.node.type === "unknown")
    );
  }
}

function literalType(attributes: Map<string, Attribute>): string | undefined {
  const node = attributes.get("_type")?.value;
  return node?.type === "string" && typeof node.value === "string" ? node.value : undefined;
}

/** One document's walk through its type. */
class Walk {
  constructor(
    private readonly schema: SchemaChecker,
    private readonly index: DatasetIndex,
    private readonly document: Record<string, unknown>,
    private readonly out: Problem[],
    /** Sanity writes asset documents itself and adds metadata over time: their extra fields are let be. */
    private readonly openEnded: boolean,
  ) {}

  private problem(at: Segment[], message: string): void {
    this.out.push({ path: formatPath(at), message });
  }

  value(value: unknown, node: TypeNode, at: Segment[]): void {
    const { node: resolved, name } = this.schema.resolve(node);
    this.resolved(value, resolved, name, at);
  }

  private resolved(value: unknown, resolved: TypeNode, name: string | undefined, at: Segment[]): void {
    switch (resolved.type) {
      case "unknown":
      case "inline":
        return;
      case "null":
        if (value !== null) this.problem(at, `must be null, not ${describe(value)}`);
        return;
      case "string":
      case "number":
      case "boolean": {
        const right = typeof value === resolved.type && (typeof value !== "number" || Number.isFinite(value));
        if (!right) this.problem(at, `must be ${KIND[resolved.type]}, not ${describe(value)}`);
        else if (resolved.value !== undefined && value !== resolved.value)
          this.problem(at, `must be ${JSON.stringify(resolved.value)}, not ${JSON.stringify(value)}`);
        return;
      }
      case "array":
        if (!Array.isArray(value)) return this.problem(at, `must be a list, not ${describe(value)}`);
        value.forEach((item, i) => {
          const key = isRecord(item) && typeof item._key === "string" ? { _key: item._key } : i;
          this.value(item, resolved.of, [...at, key]);
        });
        return;
      case "union": {
        const member = this.schema.pick(resolved.of, value);
        if (member) return this.resolved(value, member.node, member.name, at);
        const literals = resolved.of.filter(
          (m): m is { type: "string"; value: string } =>
            m.type === "string" && typeof (m as { value?: unknown }).value === "string",
        );
        if (literals.length === resolved.of.length)
          return this.problem(
            at,
            `must be one of ${literals.map((l) => JSON.stringify(l.value)).join(", ")}, not ${JSON.stringify(value)}`,
          );
        const typeName = isRecord(value) ? value._type : undefined;
        return this.problem(
          at,
          typeof typeName === "string" ?
            `An item of type '${typeName}' does not belong here`
          : `${describe(value)} does not belong here (an item needs a _type)`,
        );
      }
      case "object":
        if (!isRecord(value)) return this.problem(at, `must be an object, not ${describe(value)}`);
        return this.object(value, this.schema.shape(resolved, name), at);
    }
  }

  /**
   * An object's fields. As in Sanity's validation, a required object that is missing is still walked
   * (`absent`): its own required fields are missing too, and the rules of its fields run.
   */
  object(value: Record<string, unknown>, shape: Shape, at: Segment[], absent = false): void {
    for (const [key, attribute] of shape.attributes) {
      const field = value[key];
      const path = [...at, key];
      if (key === "asset" && attribute.optional === false && missing(field)) {
        // An image or a file without its asset: Sanity names the image, not its reference.
        this.problem(at, `${shape.name === "file" ? "File" : "Image"} is required`);
      } else if (missing(field)) {
        if (attribute.optional === false) {
          this.problem(path, "Required");
          if (isRecord(field)) this.value(field, attribute.value, path);
          else this.absent(attribute.value, path);
        } else if (isRecord(field)) this.value(field, attribute.value, path);
      } else {
        this.value(field, attribute.value, path);
        if (Array.isArray(field)) this.itemRules(shape.name, key, field, path);
      }
      this.rules(shape.name ? [`${shape.name}.${key}`, `*.${key}`] : [`*.${key}`], field, value, path);
    }
    if (absent) return;
    if (!this.openEnded) {
      for (const key of Object.keys(value)) {
        if (!key.startsWith("_") && !shape.attributes.has(key))
          this.problem([...at, key], `Field '${key}' does not exist on type '${shape.name ?? "object"}'`);
      }
    }
    if (shape.dereferencesTo) this.reference(value, shape.dereferencesTo, at);
    if (shape.name) this.rules([shape.name], value, value, at);
  }

  /** A required field that is missing: when it is an object, what it would have held is missing too. */
  private absent(node: TypeNode, at: Segment[]): void {
    const { node: resolved, name } = this.schema.resolve(node);
    if (resolved.type === "object" && !resolved.dereferencesTo)
      this.object({}, this.schema.shape(resolved, name), at, true);
  }

  private itemRules(owner: string | undefined, key: string, items: unknown[], at: Segment[]): void {
    const rules = owner ? FIELD_RULES[`${owner}.${key}[]`] : undefined;
    if (!rules) return;
    items.forEach((item, i) => {
      const segment = isRecord(item) && typeof item._key === "string" ? { _key: item._key } : i;
      for (const rule of rules) {
        const result = rule(item, { parent: this.document, document: this.document });
        if (result !== true) this.problem([...at, segment], result);
      }
    });
  }

  private reference(value: Record<string, unknown>, to: string, at: Segment[]): void {
    const ref = value._ref;
    if (typeof ref !== "string" || ref === "") return this.problem(at, "A reference needs the id of a document (_ref)");
    if (value._weak === true) return;
    const type = this.index.published.get(ref);
    if (type === undefined) this.problem(at, `References ${ref}, which is not a published document`);
    else if (type !== to) this.problem(at, `References a ${type}, where a ${to} belongs`);
  }

  private rules(keys: string[], field: unknown, parent: Record<string, unknown>, at: Segment[]): void {
    for (const key of keys) {
      for (const rule of (FIELD_RULES[key] ?? []) as FieldRule[]) {
        const result = rule(field, { parent, document: this.document });
        if (result !== true) this.problem(at, result);
      }
    }
  }
}
