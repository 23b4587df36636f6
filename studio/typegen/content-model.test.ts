import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { CONTENT_MODEL, TEMPLATE, contentModelFrom, renderContentModel } from "./content-model";

const schema = JSON.parse(readFileSync(new URL("../schema.json", import.meta.url), "utf8")) as Parameters<
  typeof renderContentModel
>[0];
const template = readFileSync(TEMPLATE, "utf8");
const committed = readFileSync(CONTENT_MODEL, "utf8");

test("docs/content-model.md is what the schema and its template make (npm run content:model)", () => {
  expect(committed).toBe(contentModelFrom());
});

test("every field of every document type of the schema has its row, and no row names a field the schema lacks", () => {
  for (const entry of schema) {
    if (entry.type !== "document" || entry.name.startsWith("sanity.")) continue;
    const section = committed.slice(committed.indexOf(`### \`${entry.name}\``));
    const rows = section
      .slice(0, section.indexOf("\n\n", section.indexOf("| Field |")))
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    const fields = Object.keys(entry.attributes).filter((name) => !name.startsWith("_"));
    expect(
      rows.map((row) => /^\| `(\w+)`/.exec(row)![1]),
      entry.name,
    ).toEqual(fields);
  }
});

test("a note about a field the schema does not have fails, as a stale table would", () => {
  expect(() =>
    renderContentModel(schema, template.replace("<!-- fields menuItem", "<!-- fields menuItem\nspiciness: How hot.")),
  ).toThrow(/menuItem -->: notes for spiciness, which the schema does not have/);
  expect(() =>
    renderContentModel(
      schema,
      template.replace("<!-- blocks page.blocks", "<!-- blocks page.blocks\ncarousel: Slides."),
    ),
  ).toThrow(/notes for carousel/);
});

test("a document type the template has no table for fails", () => {
  expect(() => renderContentModel(schema, template.replace(/<!-- fields article[\s\S]*?-->/, ""))).toThrow(
    /has no <!-- fields … --> table for article/,
  );
});

test("a field added to the schema appears in the document with its type", () => {
  const changed = structuredClone(schema);
  const item = changed.find((entry) => entry.name === "menuItem") as { attributes: Record<string, unknown> };
  item.attributes.spiciness = {
    type: "objectAttribute",
    value: {
      type: "union",
      of: [
        { type: "string", value: "mild" },
        { type: "string", value: "hot" },
      ],
    },
    optional: true,
  };
  expect(renderContentModel(changed, template)).toContain('| `spiciness` | `"mild"` \\| `"hot"` | no | yes | |');
});
