import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, test } from "vitest";
import { precompressFolder } from "./precompress.ts";

const dir = mkdtempSync(path.join(tmpdir(), "salone-precompress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("scripts, stylesheets and SVGs of 1 KB or more get .br and .gz copies that decompress to them", async () => {
  const big = "const menu = 'antipasti';\n".repeat(100);
  writeFileSync(path.join(dir, "site-a.js"), big);
  writeFileSync(path.join(dir, "site-b.css"), big);
  writeFileSync(path.join(dir, "small-c.js"), "x();");
  writeFileSync(path.join(dir, "photo-d.png"), big);
  await precompressFolder(dir);
  for (const file of ["site-a.js", "site-b.css"]) {
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString()).toBe(big);
  }
  expect(existsSync(path.join(dir, "small-c.js.br"))).toBe(false);
  expect(existsSync(path.join(dir, "photo-d.png.br"))).toBe(false);
});
