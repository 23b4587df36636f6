/**
 * docs/content-model.md, written from the extracted schema (studio/schema.json) and the hand-written
 * text around it (docs/content-model.in.md), so the document and the schema cannot disagree.
 * `npm run typegen` writes it with schema.json and `npm run typegen -- --check` fails when it is
 * stale; `npm run content:model [-- --check]` does the same from the committed schema.json alone.
 *
 * The template is Markdown with directives in HTML comments, each replaced by a table:
 * - `<!-- fields <document type>` + one `field: note` line per field with something to say + `-->`:
 *   every field of the document (type, localised, optional, note). Each document type of the schema
 *   needs one.
 * - `<!-- blocks <type>.<field>` (or `<type>`) + `<block type>: note` lines + `-->`: every type the
 *   list holds (or the object's fields are), each with its fields (`name?` when optional).
 * - `<!-- objects -->`: every other named object type of the schema with its fields.
 * A note for a field or type the schema does not have is an error: stale text fails as a stale table.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const TEMPLATE = join(ROOT, "docs/content-model.in.md");
export const CONTENT_MODEL = join(ROOT, "docs/content-model.md");
const SCHEMA = join(ROOT, "studio/schema.json");

type TypeNode = {
  type: string;
  name?: string;
  value?: string | number | boolean;
  of?: TypeNode | TypeNode[];
  attributes?: Record<string, { value: TypeNode; optional?: boolean }>;
  rest?: TypeNode;
  dereferencesTo?: string;
};
type SchemaEntry =
  | { name: string; type: "document"; attributes: Record<string, { value: TypeNode; optional?: boolean }> }
  | { name: string; type: "type"; value: TypeNode };

const LOCALISED = new Set(["localeString", "localeText", "localeBlockContent"]);
/** Types a table never lists: the localised ones (§1 of the template), and Sanity's own. */
const NOT_LISTED = new Set([...LOCALISED, "slug", "geopoint"]);

const isLiteralUnion = (node: TypeNode) => (node.of as TypeNode[]).every((m) => m.value !== undefined);
const DIRECTIVE = /<!-- (fields|blocks|objects)\b([^\n]*)\n?([\s\S]*?)-->/g;

class Model {
  readonly types = new Map<string, SchemaEntry>();
  /** The named types a table has shown, so `objects` lists the others. */
  readonly shown = new Set<string>();

  constructor(entries: SchemaEntry[]) {
    for (const entry of entries) this.types.set(entry.name, entry);
  }

  /** An object's fields, its `rest` merged in, without the system fields (`_id`, `_type`, `_key`…). */
  fields(node: TypeNode): [string, { value: TypeNode; optional?: boolean }][] {
    const own = Object.entries(node.attributes ?? {});
    const rest = node.rest ? this.resolve(node.rest) : undefined;
    return [...own, ...(rest ? this.fields(rest) : [])].filter(([name]) => !name.startsWith("_"));
  }

  resolve(node: TypeNode): TypeNode | undefined {
    if (node.type !== "inline") return node;
    const entry = this.types.get(node.name!);
    return entry?.type === "type" ? this.resolve(entry.value) : undefined;
  }

  /** The named type an array member or union member stands for (`richText`, `openingDay`). */
  nameOf(node: TypeNode): string | undefined {
    if (node.type === "inline") return node.name;
    if (node.rest?.type === "inline") return node.rest.name;
    return undefined;
  }

  /** How a value of this type reads in a table: `localeString`, `reference → menuCategory`, `"a"` \| `"b"`. */
  label(node: TypeNode): string {
    switch (node.type) {
      case "inline":
        return `\`${node.name}\``;
      case "string":
      case "number":
      case "boolean":
        return node.value === undefined ? node.type : `\`${JSON.stringify(node.value)}\``;
      case "unknown":
        return "any";
      case "array": {
        const of = node.of as TypeNode;
        if (of.type === "object" && of.dereferencesTo) return `reference[] → \`${of.dereferencesTo}\``;
        if (of.type === "union" && (of.of as TypeNode[]).length > 4 && !isLiteralUnion(of))
          return `array of ${(of.of as TypeNode[]).length} types`;
        return of.type === "union" ? `(${this.label(of)})[]` : `${this.label(of)}[]`;
      }
      case "union": {
        const members = node.of as TypeNode[];
        return members.length > 4 && !isLiteralUnion(node) ?
            `one of ${members.length} types`
          : members.map((m) => this.label(m)).join(" \\| ");
      }
      case "object": {
        const named = this.nameOf(node);
        if (named) return `\`${named}\``;
        if (node.dereferencesTo) return `reference → \`${node.dereferencesTo}\``;
        const asset = this.resolve(node.attributes?.asset?.value ?? { type: "unknown" });
        if (asset?.dereferencesTo === "sanity.imageAsset") return "image";
        if (asset?.dereferencesTo === "sanity.fileAsset") return "file";
        const literal = node.attributes?._type?.value.value;
        return typeof literal === "string" ? `\`${literal}\`` : "object";
      }
      default:
        return node.type;
    }
  }

  /** yes (a localised type), the localised fields of an object (`alt`), or no. */
  localised(node: TypeNode): string {
    const named = this.nameOf(node);
    if (named && LOCALISED.has(named)) return "yes";
    const inner = node.type === "array" ? (node.of as TypeNode) : node;
    const resolved = this.resolve(inner);
    if (resolved?.type !== "object") return "no";
    const fields = this.fields(resolved).filter(([, field]) => LOCALISED.has(this.nameOf(field.value) ?? ""));
    return fields.length ? fields.map(([name]) => `\`${name}\``).join(", ") : "no";
  }

  /** `` `title`: `localeString`, `subtitle?`: `localeString` `` */
  fieldList(type: string, options: { block?: boolean } = {}): string {
    const node = this.resolve({ type: "inline", name: type });
    if (!node) throw new Error(`the schema has no type ${type}`);
    this.shown.add(type);
    // Every block may carry an `anchor`: the template says so once.
    const fields = this.fields(node).filter(([name]) => !(options.block && name === "anchor"));
    return (
      fields
        .map(([name, field]) => `\`${name}${field.optional === false ? "" : "?"}\`: ${this.label(field.value)}`)
        .join(", ") || "none"
    );
  }
}

/** `field: note` lines of a directive. */
function notes(body: string, where: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of body
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^([\w.]+):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${where}: "${line}" is not a "name: note" line`);
    out.set(match[1]!, match[2]!);
  }
  return out;
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `|${cells.map((cell) => (cell ? ` ${cell.replace(/\n/g, " ")} ` : " ")).join("|")}|`;
  return [line(headers), `|${headers.map(() => "---").join("|")}|`, ...rows.map(line)].join("\n");
}

function unused(said: Map<string, string>, known: Set<string>, where: string): void {
  const stale = [...said.keys()].filter((name) => !known.has(name));
  if (stale.length) throw new Error(`${where}: notes for ${stale.join(", ")}, which the schema does not have`);
}

/** The content model document: the template with every directive replaced by its table. */
export function renderContentModel(entries: SchemaEntry[], template: string): string {
  const model = new Model(entries);
  const documents = entries.filter((e) => e.type === "document" && !e.name.startsWith("sanity.")).map((e) => e.name);
  const documented = new Set<string>();
  // Objects last, whatever their place: they are the types no other table has shown.
  const render = (only: "tables" | "objects") => (all: string, kind: string, args: string, body: string) => {
    if ((kind === "objects") !== (only === "objects")) return all;
    const target = args.trim();
    const where = `<!-- ${kind} ${target} -->`;
    const said = notes(body, where);
    if (kind === "fields") {
      const entry = model.types.get(target);
      if (entry?.type !== "document") throw new Error(`${where}: the schema has no document type ${target}`);
      documented.add(target);
      const fields = model.fields({ type: "object", attributes: entry.attributes });
      unused(said, new Set(fields.map(([name]) => name)), where);
      return table(
        ["Field", "Type", "Localised", "Optional", "Notes"],
        fields.map(([name, field]) => [
          `\`${name}\``,
          model.label(field.value),
          model.localised(field.value),
          field.optional === false ? "" : "yes",
          said.get(name) ?? "",
        ]),
      );
    }
    if (kind === "blocks") {
      const [owner, field] = target.split(".");
      const entry = model.types.get(owner ?? "");
      const holder =
        entry &&
        (entry.type === "document" ? { type: "object", attributes: entry.attributes } : model.resolve(entry.value));
      const node = field ? holder?.attributes?.[field]?.value : holder;
      if (!node) throw new Error(`${where}: the schema has no ${field ? "field" : "type"} ${target}`);
      // A list's member types, or the types of an object's fields (the chrome's blocks).
      const members =
        node.type === "array" ?
          [node.of as TypeNode].flatMap((m) => (m.type === "union" ? (m.of as TypeNode[]) : [m]))
        : model.fields(model.resolve(node) ?? node).map(([, f]) => f.value);
      const types = members.map((m) => model.nameOf(m)).filter((name): name is string => !!name);
      unused(said, new Set(types), where);
      if (!field) model.shown.add(owner!);
      return table(
        ["`_type`", "Fields (optional marked ?)", "Notes"],
        types.map((type) => [`\`${type}\``, model.fieldList(type, { block: true }), said.get(type) ?? ""]),
      );
    }
    const rest = entries
      .filter(
        (e) =>
          e.type === "type" &&
          model.resolve(e.value)?.type === "object" &&
          !e.name.startsWith("sanity.") &&
          !model.shown.has(e.name) &&
          !NOT_LISTED.has(e.name),
      )
      .map((e) => e.name);
    unused(said, new Set(rest), where);
    return table(
      ["Type", "Fields (optional marked ?)", "Notes"],
      rest.map((type) => [`\`${type}\``, model.fieldList(type), said.get(type) ?? ""]),
    );
  };
  const rendered = template.replace(DIRECTIVE, render("tables")).replace(DIRECTIVE, render("objects"));
  const missing = documents.filter((name) => !documented.has(name));
  if (missing.length)
    throw new Error(`${relative(ROOT, TEMPLATE)} has no <!-- fields … --> table for ${missing.join(", ")}`);
  return `<!-- Written by npm run typegen from docs/content-model.in.md and studio/schema.json: edit those, not this file. -->\n\n${rendered}`;
}

/** The document from a schema.json file and the template, as `npm run typegen` writes it. */
export function contentModelFrom(schemaFile = SCHEMA, templateFile = TEMPLATE): string {
  return renderContentModel(
    JSON.parse(readFileSync(schemaFile, "utf8")) as SchemaEntry[],
    readFileSync(templateFile, "utf8"),
  );
}

function main(check: boolean): number {
  const fresh = contentModelFrom();
  if (!check) {
    writeFileSync(CONTENT_MODEL, fresh);
    return 0;
  }
  const committed = readFileSync(CONTENT_MODEL, "utf8");
  if (committed === fresh) return 0;
  console.error(
    `${relative(process.cwd(), CONTENT_MODEL)} is stale: run npm run content:model (or npm run typegen) and commit the result`,
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.includes("--check")));
