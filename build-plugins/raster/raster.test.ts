import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { ensureRasters, RASTERS, rasterDir, rasterise } from "./raster";

const ROOT = path.resolve(import.meta.dirname, "../..");

test("each picture is named by a stylesheet of the site, from the cache the build writes", () => {
  const stylesheets = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app/**/*.css"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  const named = new Set<string>();
  for (const file of stylesheets)
    for (const [, url] of readFileSync(path.join(ROOT, file), "utf8").matchAll(/url\("([^"]*salone-raster\/[^"]+)"\)/g))
      named.add(path.relative(rasterDir(ROOT), path.resolve(ROOT, path.dirname(file), url!)));
  expect([...named].sort()).toEqual(RASTERS.map((r) => r.name).sort());
});

/** A picture's pixel at (x, y), as RGB on the site's paper. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  return [
    ...(await sharp(png)
      .flatten({ background: "#f6efe4" })
      .extract({ left: x, top: y, width: 1, height: 1 })
      .raw()
      .toBuffer()),
  ];
}

for (const raster of RASTERS) {
  test(`${raster.name} is its drawing, ${raster.height} px tall, small enough to ride in the stylesheet`, async () => {
    const svg = readFileSync(path.join(ROOT, raster.source));
    const png = await rasterise(svg, raster.height);
    const meta = await sharp(png).metadata();
    const drawing = await sharp(svg).metadata();
    expect([meta.format, meta.height, meta.width]).toEqual([
      "png",
      raster.height,
      Math.round((raster.height * drawing.width!) / drawing.height!),
    ]);
    // Vite writes an asset under 4 KB into the stylesheet as a data: URL (base64: 4/3 of its size).
    expect(Math.ceil(png.length / 3) * 4).toBeLessThan(4096);
    // Pixel for pixel against the drawing rendered in full colour, both on the site's paper: the
    // palette of 256 colours changes nothing the eye sees.
    const paper = { background: "#f6efe4" };
    const exact = await sharp(svg, { density: (72 * raster.height) / drawing.height! })
      .resize({ height: raster.height })
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
  });
}

test("the pictures are not blank: the dietary discs' colours in their halves, the tile's lozenge in its middle", async () => {
  const symbols = await rasterise(readFileSync(path.join(ROOT, "app/menu/dietary/symbols.svg")), 72);
  expect(await pixel(symbols, 6, 36)).toEqual([0x5d, 0x6b, 0x2f]);
  expect(await pixel(symbols, 72 + 6, 36)).toEqual([0x9b, 0x53, 0x11]);
  const tile = await rasterise(readFileSync(path.join(ROOT, "app/styles/tile.svg")), 144);
  // The orange at 0.85 over the paper, and the paper where nothing is drawn.
  const orange = [0xe0, 0x89, 0x2b].map((c, i) => Math.round(0.85 * c + 0.15 * [0xf6, 0xef, 0xe4][i]!));
  for (const [got, want] of (await pixel(tile, 72, 72)).map((c, i) => [c, orange[i]!]))
    expect(Math.abs(got! - want!)).toBeLessThanOrEqual(2);
  expect(await pixel(tile, 2, 2)).toEqual([0xf6, 0xef, 0xe4]);
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
