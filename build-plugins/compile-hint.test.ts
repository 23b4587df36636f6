import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { COMPILE_HINT, compileHintForTheFirstLoad } from "./compile-hint.ts";
import { hook } from "./hook.test-support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "salone-hint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the first load's two main chunks start with the hint; other chunks and assets are untouched", () => {
  const files = { "site-a.js": "site", "entry.client-b.js": "entry.client", "menu-c.js": "menu", "site-d.css": "site" };
  for (const file of Object.keys(files)) writeFileSync(path.join(dir, file), "code();");
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, name]) => [
      fileName,
      { type: fileName.endsWith(".js") ? "chunk" : "asset", name, fileName },
    ]),
  );
  hook(compileHintForTheFirstLoad(), "writeBundle").call({}, { dir }, bundle);
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  expect(read("site-a.js")).toBe(`${COMPILE_HINT}code();`);
  expect(read("entry.client-b.js")).toBe(`${COMPILE_HINT}code();`);
  expect(read("menu-c.js")).toBe("code();");
  expect(read("site-d.css")).toBe("code();");
});
