/**
 * Effects are mendoza patches that mendoza-js applies, in its plain model and in the incremental one
 * the Studio's review changes use, to the document after the change (and revert it), and that
 * carry only what changed.
 */
import { applyPatch, incremental } from "mendoza";
import { expect, test } from "vitest";
import { mendozaEffects } from "./effects.ts";
import type { SanityDocument } from "./perspectives.ts";

type Doc = SanityDocument;

/** What the Studio's history does with an effect: its incremental model over the document without `_rev`. */
function applyIncrementally(doc: Doc | null, patch: unknown[]): unknown {
  const { _rev, ...withoutRev } = (doc ?? {}) as Record<string, unknown>;
  const value = incremental.wrap(doc ? withoutRev : null, { author: "test" } as never);
  return incremental.unwrap(incremental.applyPatch(value, patch as never, { author: "next" } as never));
}

function expectReplays(before: Doc | null, after: Doc | null): unknown[] {
  const { apply, revert } = mendozaEffects(before, after);
  const strip = (doc: Doc | null) => {
    if (!doc) return null;
    const { _rev, ...rest } = doc;
    return rest;
  };
  const [from, to] = [strip(before), strip(after)];
  expect(applyPatch(from, apply as never)).toEqual(to);
  expect(applyPatch(to, revert as never)).toEqual(from);
  expect(applyIncrementally(before, apply)).toEqual(to);
  expect(applyIncrementally(after, revert)).toEqual(from);
  return apply;
}

const block = (key: string, text: string) => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: `${key}-s`, _type: "span", marks: [], text }],
});

const blocks = [block("a", "Pugliese burrata."), block("b", "With tomatoes."), block("c", "And basil.")];
const base: Doc = {
  _id: "dish",
  _type: "menuItem",
  _rev: "r1",
  title: { it: "Burrata", en: "Burrata" },
  price: 12,
  tags: ["vegetarian", "cold"],
  body: blocks,
  gone: true,
};

test("each kind of change replays both ways, in mendoza's plain model and the Studio's incremental one", () => {
  const cases: [string, Doc | null, Doc | null][] = [
    ["created", null, base],
    ["deleted", base, null],
    ["a nested field", base, { ...base, title: { it: "Burrata", en: "Burrata cheese" } }],
    ["a field deleted and one added", base, (({ gone: _gone, ...rest }) => ({ ...rest, note: "new" }))(base)],
    ["a span's text", base, { ...base, body: [blocks[0], block("b", "With cherry tomatoes."), blocks[2]] }],
    ["a block inserted", base, { ...base, body: [blocks[0], block("x", "New."), blocks[1], blocks[2]] }],
    ["a block removed", base, { ...base, body: [blocks[0], blocks[2]] }],
    ["blocks reordered", base, { ...base, body: [blocks[2], blocks[0], blocks[1]] }],
    ["an array emptied", base, { ...base, tags: [] }],
    ["an empty array filled", { ...base, tags: [] }, base],
    ["strings in an array", base, { ...base, tags: ["cold", "vegan", "vegetarian"] }],
    ["a type changed", base, { ...base, title: "Burrata", price: "12" }],
    ["nothing", base, { ...base, _rev: "r2" }],
  ];
  for (const [name, before, after] of cases) {
    try {
      expectReplays(before, after);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
  }
});

test("a one-word edit in a long text carries that block only, not the others, nor _rev", () => {
  const long: Doc = {
    ...base,
    body: Array.from({ length: 50 }, (_, i) => block(`k${i}`, `Paragraph ${i}: ${"lorem ipsum ".repeat(20)}`)),
  };
  const body = [...(long.body as unknown[])];
  body[25] = block("k25", "Paragraph 25: edited.");
  const apply = expectReplays(long, { ...long, _rev: "r2", body });
  const text = JSON.stringify(apply);
  expect(text).toContain("edited.");
  expect(text).not.toContain("Paragraph 24");
  expect(text).not.toContain("r2");
  expect(text.length).toBeLessThan(200);
});

test("an edited text keeps its unchanged start and end, in any script", () => {
  const edits: [string, string][] = [
    ["Burrata with tomatoes and basil.", "Burrata with cherry tomatoes and basil."],
    ["Caffè e cornetto, 2,50 €", "Caffè e cornetto, 3 €"],
    ["Menù del giorno 😀 con dolce", "Menù del giorno 🍰 con dolce"],
    ["€€€ tutto cambia", "€€€ tutto"],
    ["una parola", ""],
  ];
  for (const [from, to] of edits) {
    const apply = expectReplays({ ...base, note: from }, { ...base, note: to });
    if (to.length > 10) expect(JSON.stringify(apply), to).not.toContain(JSON.stringify(to));
  }
});

test("random documents and random changes replay both ways", () => {
  let seed = 20261205;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const value = (depth: number): unknown => {
    const kind = pick(depth > 2 ? ["s", "n", "b"] : ["s", "n", "b", "o", "a", "k"]);
    if (kind === "s")
      return pick(["", "a", "bc", "àè", "x".repeat(5), "Pugliese 😀 burrata", "Pugliese burrata, con pomodori"]);
    if (kind === "n") return Math.floor(random() * 10);
    if (kind === "b") return random() < 0.5;
    if (kind === "o")
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [pick(["a", "b", "c", "_z"]), value(depth + 1)]),
      );
    if (kind === "a") return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    return Array.from({ length: Math.floor(random() * 5) }, () => ({
      _key: pick(["k1", "k2", "k3", "k4"]),
      v: value(depth + 1),
    }));
  };
  const mutate = (input: unknown, depth: number): unknown => {
    if (random() < 0.3) return value(depth);
    if (Array.isArray(input)) {
      const out = input.map((element) => (random() < 0.3 ? mutate(element, depth + 1) : element));
      if (random() < 0.3) out.splice(Math.floor(random() * (out.length + 1)), 0, value(depth + 1));
      if (random() < 0.3 && out.length) out.splice(Math.floor(random() * out.length), 1);
      if (random() < 0.2) out.reverse();
      return out;
    }
    if (input && typeof input === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, element] of Object.entries(input))
        if (random() > 0.2) out[key] = random() < 0.4 ? mutate(element, depth + 1) : element;
      if (random() < 0.3) out[pick(["a", "d", "_y"])] = value(depth + 1);
      return out;
    }
    return value(depth);
  };
  for (let run = 0; run < 500; run++) {
    const before = {
      _id: "r",
      _type: "t",
      _rev: "r1",
      ...(Object(value(0)) as object),
      f: value(0),
      g: value(0),
    } as Doc;
    const changed = mutate({ f: before.f, g: before.g, h: value(0) }, 0);
    const after = {
      _id: "r",
      _type: "t",
      _rev: "r2",
      ...(changed && typeof changed === "object" && !Array.isArray(changed) ? changed : { f: changed }),
    } as Doc;
    try {
      expectReplays(before, after);
    } catch (error) {
      throw new Error(`run ${run}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}: ${(error as Error).message}`);
    }
  }
});
