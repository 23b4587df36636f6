import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { arrows } from "./layers";
import { ALLOWED, LAYERS, climb, layersPlugin } from "./layers.rule.js";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("app/'s layers", () => {
  const all = arrows();
  const climbing = all.filter((arrow) => arrow.climbs);

  test("at most five arrows climb a layer, each one allowed with its reason", () => {
    expect(climbing.length).toBeLessThanOrEqual(5);
    expect(
      climbing.filter((arrow) => !arrow.allowed).map((arrow) => `${arrow.climbs}: ${arrow.imports.join(", ")}`),
    ).toEqual([]);
  });

  test("every allowance is still used: one that no import needs goes", () => {
    const used = new Set(
      climbing.flatMap((arrow) => arrow.imports.map((line) => `${line.split(" -> ")[0]} ${arrow.to}`)),
    );
    expect(ALLOWED.filter((entry) => !used.has(`${entry.from} ${entry.to}`))).toEqual([]);
  });

  test("every folder of app/ is in a layer, and in one only", () => {
    const folders = LAYERS.flatMap((layer) => layer.folders);
    expect(new Set(folders).size).toBe(folders.length);
    const seen = new Set(all.flatMap((arrow) => [arrow.from, arrow.to]));
    expect([...seen].filter((folder) => !folders.includes(folder))).toEqual([]);
  });
});

describe("the rule", () => {
  test("an import up a layer or to a neighbour climbs; down, or inside a folder, does not", () => {
    expect(climb("app/i18n/format.ts", "~/chrome/Header")).toMatch(
      /app\/i18n\/ \(i18n\) imports app\/chrome\/ \(frame\), a layer above it/,
    );
    expect(climb("app/menu/MenuItem.tsx", "../events/rules")).toMatch(/a neighbour in its layer/);
    expect(climb("app/chrome/Header.tsx", "~/i18n/context")).toBeUndefined();
    expect(climb("app/chrome/Header.tsx", "./Hamburger")).toBeUndefined();
    expect(climb("app/menu/MenuItem.tsx", "react")).toBeUndefined();
    expect(climb("app/menu/MenuItem.tsx", "@site/locales")).toBeUndefined();
  });

  test("a folder in no layer is named, so a new folder gets its place", () => {
    expect(climb("app/newfolder/x.ts", "~/i18n/context")).toMatch(/app\/newfolder\/ is in no layer/);
  });

  test("eslint reports a climbing import, static, dynamic or re-exported, and leaves tests and allowances alone", () => {
    const tester = new RuleTester({
      languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
    });
    const rule = layersPlugin.rules!.down!;
    const error = { message: /a layer above it: move the shared part down, or the importer up/ };
    tester.run("layers/down", rule, {
      valid: [
        { code: 'import { useI18n } from "~/i18n/context";', filename: `${ROOT}/app/chrome/Header.tsx` },
        { code: 'import { Header } from "~/chrome/Header";', filename: `${ROOT}/app/i18n/format.test.ts` },
        { code: 'import { Header } from "~/chrome/Header";', filename: `${ROOT}/app/blocks/index.ts` },
      ],
      invalid: [
        { code: 'import { Header } from "~/chrome/Header";', filename: `${ROOT}/app/i18n/format.ts`, errors: [error] },
        { code: 'const m = import("../chrome/Header");', filename: `${ROOT}/app/i18n/format.ts`, errors: [error] },
        { code: 'export { Header } from "~/chrome/Header";', filename: `${ROOT}/app/i18n/format.ts`, errors: [error] },
      ],
    });
  });
});
