// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { preloadAllBlocks } from "~/blocks/lazy";
import { Blocks, hasOwnH1, warnUnknownBlock } from "./Blocks";
import { BLOCK_REGISTRY } from "./index";
import { renderPage } from "./render-for-test";

// Blocks that load as chunks of their own in the browser (blocks/lazy.ts) render at once once loaded.
beforeAll(() => preloadAllBlocks());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The `_type`s of the block tables in docs/content-model.md: §3 (page blocks) and §5 (chrome blocks). */
function modelBlockTypes(): string[] {
  const doc = readFileSync(path.join(ROOT, "docs/content-model.md"), "utf8");
  const section = (from: string, to: string) => doc.slice(doc.indexOf(from), doc.indexOf(to));
  const types = new Set<string>();
  for (const text of [section("## 3. Content blocks", "## 4."), section("## 5. Chrome blocks", "## 6.")]) {
    for (const match of text.matchAll(/^\| `([a-zA-Z]+)` \|/gm)) types.add(match[1]!);
  }
  return [...types];
}

/** Every block `_type` the demo pages use, nested ones included. */
function datasetBlockTypes(): string[] {
  const types = new Set<string>();
  const walk = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks as { _type: string; blocks?: unknown }[]) {
      types.add(block._type);
      walk(block.blocks);
    }
  };
  for (const line of readFileSync(path.join(ROOT, "content/production.ndjson"), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as { _type: string; blocks?: unknown };
    if (doc._type === "page") walk(doc.blocks);
  }
  return [...types];
}

test("the content model names 33 block types, and every one has a component", () => {
  const types = modelBlockTypes();
  expect(types).toHaveLength(33);
  for (const type of types) expect(BLOCK_REGISTRY[type], type).toBeTypeOf("function");
});

test("every block type the demo pages use has a component", () => {
  const used = datasetBlockTypes();
  expect(used.length).toBeGreaterThan(20);
  for (const type of used) expect(BLOCK_REGISTRY[type], type).toBeTypeOf("function");
});

test("the registry has nothing the content model does not name", () => {
  expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual(modelBlockTypes().sort());
});

for (const type of Object.keys(BLOCK_REGISTRY)) {
  test(`a ${type} block with only _type and _key renders without throwing`, () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderPage(<Blocks blocks={[{ _type: type, _key: "k" }]} />)).not.toThrow();
    expect(console.error).not.toHaveBeenCalled();
  });
}

test("an unknown block type renders nothing and warns once", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { container } = renderPage(
    <Blocks
      blocks={[
        { _type: "carousel3000", _key: "a" },
        { _type: "carousel3000", _key: "b" },
        { _type: "centeredParagraph", _key: "c", text: { it: "Ciao" } },
      ]}
    />,
  );
  expect(container.textContent).toBe("Ciao");
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toContain('unknown block type "carousel3000"');
  warnUnknownBlock("carousel3000");
  expect(warn).toHaveBeenCalledTimes(1);
});

test("malformed entries in a block list are skipped", () => {
  const { container } = renderPage(<Blocks blocks={[null, 3, { _key: "x" }, { _type: "subtitle", text: { it: "Sì" } }] as never} />);
  expect(container.textContent).toBe("Sì");
});

test("a background never holds another background", () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { container } = renderPage(
    <Blocks
      blocks={[
        { _type: "background", _key: "outer", tone: "teal", blocks: [{ _type: "background", _key: "inner", blocks: [{ _type: "subtitle", _key: "s", text: { it: "dentro" } }] }] },
      ]}
    />,
  );
  expect(container.querySelectorAll("[data-block='background']")).toHaveLength(1);
  expect(container.textContent).not.toContain("dentro");
});

test("a block's anchor becomes its element's id, so #hash links reach it", () => {
  const { container } = renderPage(<Blocks blocks={[{ _type: "linedTitle", _key: "l", anchor: "regali", text: { it: "Regali" } }]} />);
  expect(container.querySelector("#regali")?.textContent).toContain("Regali");
});

test("the page's h1 comes from a first hero or a level-1 title, else the page supplies one", () => {
  expect(hasOwnH1([{ _type: "hero" }])).toBe(true);
  expect(hasOwnH1([{ _type: "title", level: 1 }])).toBe(true);
  expect(hasOwnH1([{ _type: "richText" }, { _type: "hero" }])).toBe(false);
  expect(hasOwnH1([{ _type: "title", level: 2 }])).toBe(false);
  const { container } = renderPage(<Blocks blocks={[{ _type: "hero", _key: "h", title: { it: "Salone" } }, { _type: "hero", _key: "h2", title: { it: "Altro" } }]} />);
  expect([...container.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["Salone"]);
});

test("localised fields fall back to Italian where the English is missing", () => {
  const { container } = renderPage(<Blocks blocks={[{ _type: "subtitle", _key: "s", text: { it: "Solo italiano" } }]} />, { locale: "en" });
  expect(container.textContent).toBe("Solo italiano");
});
