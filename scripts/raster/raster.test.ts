import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { ensureRasters, RASTERS, rasterDir, rasterise } from "./raster";

const ROOT = path.resolve(import.meta.dirname, "../..");

test("each picture is named by a stylesheet, from the cache the build writes", () => {
  const css = readFileSync(path.join(ROOT, "app/menu/DietaryIcons.module.css"), "utf8");
  for (const r of RASTERS) expect(css).toContain(`url("../../node_modules/.cache/salone-raster/${r.name}")`);
});

test("the dietary symbols' picture is their drawing: two squares side by side, 72 px tall, small enough to ride in the stylesheet", async () => {
  const svg = readFileSync(path.join(ROOT, "app/menu/dietary/symbols.svg"));
  const png = await rasterise(svg, 72);
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 144, 72]);
  // Vite writes an asset under 4 KB into the stylesheet as a data: URL (base64: 4/3 of its size).
  expect(Math.ceil(png.length / 3) * 4).toBeLessThan(4096);
  // Pixel for pixel against the drawing rendered in full colour, both on the menu's paper: the palette
  // changes nothing the eye sees.
  const paper = { background: "#f6efe4" };
  const exact = await sharp(svg, { density: 72 * 3 })
    .resize({ height: 72 })
    .flatten(paper)
    .raw()
    .toBuffer();
  const drawn = await sharp(png).flatten(paper).raw().toBuffer();
  expect(drawn.length).toBe(exact.length);
  let total = 0;
  let worst = 0;
  for (let i = 0; i < exact.length; i++) {
    const d = Math.abs(exact[i]! - drawn[i]!);
    total += d;
    worst = Math.max(worst, d);
  }
  expect(total / exact.length).toBeLessThan(0.5);
  expect(worst).toBeLessThan(16);
  // And it is not blank: the two discs' colours are there, in their halves.
  const at = async (x: number, y: number) => [...(await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
  expect(await at(6, 36)).toEqual([0x5d, 0x6b, 0x2f]);
  expect(await at(72 + 6, 36)).toEqual([0x9b, 0x53, 0x11]);
});

test("the cache is written once and rewritten when its stamp does not match", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "salone-raster-"));
  try {
    for (const r of RASTERS) {
      mkdirSync(path.dirname(path.join(root, r.source)), { recursive: true });
      writeFileSync(path.join(root, r.source), readFileSync(path.join(ROOT, r.source)));
    }
    const dir = await ensureRasters(root);
    expect(dir).toBe(rasterDir(root));
    const first = statSync(path.join(dir, RASTERS[0]!.name)).mtimeMs;
    await ensureRasters(root);
    expect(statSync(path.join(dir, RASTERS[0]!.name)).mtimeMs).toBe(first);
    writeFileSync(path.join(dir, "stamp"), "stale");
    writeFileSync(path.join(dir, RASTERS[0]!.name), "not a picture");
    await ensureRasters(root);
    expect((await sharp(path.join(dir, RASTERS[0]!.name)).metadata()).height).toBe(RASTERS[0]!.height);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
