/**
 * The build's compressed copies (build-plugins/precompress.ts), which the server sends in place
 * of the files: every script, stylesheet and SVG under assets/ of 1 KB or more has a `.br` and a
 * `.gz` beside it, each decompressing to the file byte for byte (the compile hint put in front of the
 * first load's chunks included), and smaller than the server's own brotli 5 would make it.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { ROOT } from "../tests/e2e/support/stack";
import { ensureBuilt } from "../tests/support/server";

test("every compressible asset of the build has its brotli and gzip copies, each the file once decompressed", async () => {
  await ensureBuilt();
  const dir = path.join(ROOT, "build", "client", "assets");
  const files = readdirSync(dir).filter(
    (name) => /\.(js|css|svg)$/.test(name) && statSync(path.join(dir, name)).size >= 1024,
  );
  expect(files.length).toBeGreaterThan(10);
  let compressed = 0;
  let atQuality5 = 0;
  for (const name of files) {
    const source = readFileSync(path.join(dir, name));
    const br = readFileSync(path.join(dir, `${name}.br`));
    expect(brotliDecompressSync(br).equals(source), name).toBe(true);
    expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(source), name).toBe(true);
    compressed += br.length;
    atQuality5 += brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  }
  expect(compressed).toBeLessThan(atQuality5);
});
