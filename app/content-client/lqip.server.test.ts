import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, test, vi } from "vitest";
import type { ContentClient } from "./protocol.server";
import { compactLqip, compactLqips, lqipColour, withCompactLqips } from "./lqip.server";

afterEach(() => vi.restoreAllMocks());

/** The demo dataset's LQIPs, as the content service (and Sanity) sends them. */
const DATASET_LQIPS = [
  ...new Set(
    [
      ...readFileSync(path.resolve(import.meta.dirname, "../../demo-dataset/production.ndjson"), "utf8").matchAll(
        /"lqip":"(data:image\/jpeg;base64,[^"]+)"/g,
      ),
    ].map((m) => m[1]!),
  ),
];

async function pictureOf(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { format } = await sharp(bytes).metadata();
  return { format, width: info.width, height: info.height, data };
}

test("each LQIP of the demo dataset becomes a WebP of the same size, under half its characters, with the same colours", async () => {
  expect(DATASET_LQIPS.length).toBeGreaterThan(10);
  let before = 0;
  let after = 0;
  for (const lqip of DATASET_LQIPS) {
    const smaller = await compactLqip(lqip);
    expect(smaller).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const [jpeg, webp] = await Promise.all([pictureOf(lqip), pictureOf(smaller)]);
    expect(webp).toMatchObject({ format: "webp", width: jpeg.width, height: jpeg.height });
    // Colours: the mean difference per channel, on 0-255 (at most 4.2 at quality 80; quality 50 reached 7.1).
    let difference = 0;
    for (let i = 0; i < jpeg.data.length; i++) difference += Math.abs(jpeg.data[i]! - webp.data[i]!);
    expect(difference / jpeg.data.length, lqip.slice(0, 60)).toBeLessThan(6);
    before += lqip.length;
    after += smaller.length;
  }
  expect(after / before).toBeLessThan(0.5);
});

test("an LQIP's mean colour is known once it has been compacted, by the service's LQIP and by the smaller one", async () => {
  // Left half #c86432, right half #3264c8: the mean is #7d647d (give or take the JPEG's rounding).
  const left = await sharp({ create: { width: 10, height: 12, channels: 3, background: "#c86432" } })
    .png()
    .toBuffer();
  const right = await sharp({ create: { width: 10, height: 12, channels: 3, background: "#3264c8" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 20, height: 12, channels: 3, background: "#000" } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: 10, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  const lqip = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  expect(lqipColour(lqip)).toBeUndefined();
  const smaller = await compactLqip(lqip);
  const colour = lqipColour(lqip)!;
  expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  expect(lqipColour(smaller)).toBe(colour);
  const channels = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  [0x7d, 0x64, 0x7d].forEach((expected, i) => expect(Math.abs(channels[i]! - expected), colour).toBeLessThanOrEqual(4));
  // Nothing is known of an LQIP the server never compacted.
  expect(lqipColour("data:image/webp;base64,AAAA")).toBeUndefined();
});

test("a result's LQIPs are replaced in place wherever they sit; other strings and odd values stay", async () => {
  const lqip = DATASET_LQIPS[0]!;
  const png = `data:image/png;base64,${(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#abc" } })
      .png()
      .toBuffer()
  ).toString("base64")}`;
  const huge = `data:image/jpeg;base64,${"A".repeat(5000)}`;
  const result = {
    hero: { image: { asset: { _id: "image-a", metadata: { lqip } } } },
    blocks: [{ items: [{ image: { asset: { _id: "image-b", metadata: { lqip } } } }, { note: lqip }] }],
    other: { asset: { metadata: { lqip: png } } },
    large: { asset: { metadata: { lqip: huge } } },
    missing: { asset: { metadata: { lqip: null } } },
  };
  const returned = await compactLqips(result);
  expect(returned).toBe(result);
  const webp = await compactLqip(lqip);
  expect(result.hero.image.asset.metadata.lqip).toBe(webp);
  expect(result.blocks[0]!.items[0]!.image!.asset.metadata.lqip).toBe(webp);
  // Only a field named lqip is one.
  expect(result.blocks[0]!.items[1]!.note).toBe(lqip);
  expect(result.other.asset.metadata.lqip).toBe(png);
  expect(result.large.asset.metadata.lqip).toBe(huge);
  expect(result.missing.asset.metadata.lqip).toBeNull();
  expect(await compactLqips(null)).toBeNull();
});

test("an LQIP sharp cannot read stays as it came, with one warning for the process", async () => {
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  const broken = "data:image/jpeg;base64,bm90IGEganBlZw==";
  const alsoBroken = "data:image/jpeg;base64,c3RpbGwgbm90IGEganBlZw==";
  expect(await compactLqip(broken)).toBe(broken);
  expect(await compactLqip(alsoBroken)).toBe(alsoBroken);
  const warnings = stderr.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("LQIP"));
  expect(warnings).toHaveLength(1);
});

test("the client wrapper hands back the service's result with its LQIPs compact, and the same options", async () => {
  const lqip = DATASET_LQIPS[1]!;
  const calls: unknown[] = [];
  const inner: ContentClient = {
    options: {
      apiUrl: "http://content.invalid",
      cdnUrl: "http://content.invalid",
      dataset: "production",
      apiVersion: "2025-02-19",
      useCdn: false,
      timeoutMs: 1000,
    },
    fetch: async <T>(...args: unknown[]) => {
      calls.push(args);
      return { image: { asset: { metadata: { lqip } } } } as T;
    },
  };
  const client = withCompactLqips(inner);
  expect(client.options).toBe(inner.options);
  const result = await client.fetch("*[0]", { a: 1 }, { tag: "t" });
  expect(calls).toEqual([["*[0]", { a: 1 }, { tag: "t" }]]);
  expect(result).toMatchObject({
    image: { asset: { metadata: { lqip: expect.stringMatching(/^data:image\/webp;base64,/) } } },
  });
});

test("a JPEG data URL short enough but of more than 64 × 64 pixels is no LQIP: it stays as it came", async () => {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#7a8b6c" } })
    .jpeg({ quality: 20 })
    .toBuffer();
  const large = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  expect(large.length).toBeLessThan(4096);
  expect(await compactLqip(large)).toBe(large);
});
