/**
 * The image CDN over raw HTTP: sizes, formats, fit modes, crops, clamping, caching.
 * (The query protocol: contract.test.ts.)
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  createFixtureData,
  LOGO_FILE,
  near,
  PHOTO_FILE,
  pixel,
  QUADRANTS,
  type FixtureData,
} from "./fixtures/fixture-data.ts";
import { parseImageParams } from "./image-params.ts";
import { transformImage } from "./image-transform.ts";
import { startContentService, type ContentService } from "./service.ts";

const DEMO_IMAGES = path.resolve(import.meta.dirname, "../demo-dataset/images");

let fixture: FixtureData;
let service: ContentService;

beforeAll(async () => {
  fixture = await createFixtureData();
  service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    logger: { info() {}, warn() {}, error() {} },
  });
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

async function image(file: string, params: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}/images/salone/production/${file}${params ? `?${params}` : ""}`, {
    headers,
  });
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : undefined;
  return { status: response.status, headers: response.headers, body, meta };
}

test("w, h and fm give an image of that size and format, cached forever", async () => {
  const { status, headers, meta } = await image(PHOTO_FILE, "w=300&h=200&fit=crop&fm=webp");
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("image/webp");
  expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
  expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
});

test("without parameters the original size and format come back", async () => {
  const { headers, meta } = await image(PHOTO_FILE, "");
  expect(headers.get("content-type")).toBe("image/jpeg");
  expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 600 });
});

test("auto=format picks AVIF, else WebP, from Accept, else keeps the original; Vary: Accept", async () => {
  const avif = await image(PHOTO_FILE, "w=64&auto=format", { Accept: "image/avif,image/webp,*/*" });
  expect(avif.headers.get("content-type")).toBe("image/avif");
  expect(avif.meta?.format).toBe("heif");
  expect(avif.headers.get("vary")).toBe("Accept");
  const webp = await image(PHOTO_FILE, "w=64&auto=format", { Accept: "image/webp,*/*" });
  expect(webp.headers.get("content-type")).toBe("image/webp");
  expect(webp.meta).toMatchObject({ format: "webp", width: 64, height: 48 });
  const plain = await image(PHOTO_FILE, "w=64&auto=format", { Accept: "image/jpeg,*/*" });
  expect(plain.headers.get("content-type")).toBe("image/jpeg");
});

test("q is on JPEG's scale: AVIF is smaller than the WebP of the same picture and q (the demo's pictures)", async () => {
  const pictures = (await readdir(DEMO_IMAGES)).filter((name) => name.endsWith(".jpg")).slice(0, 4);
  expect(pictures.length).toBeGreaterThan(0);
  for (const name of pictures) {
    for (const q of [60, 75, 90]) {
      const params = parseImageParams(new URLSearchParams(`w=800&q=${q}`));
      const file = path.join(DEMO_IMAGES, name);
      const [avif, webp] = await Promise.all([
        transformImage(file, params, "avif"),
        transformImage(file, params, "webp"),
      ]);
      expect(avif.length, `${name} q=${q}`).toBeLessThan(webp.length);
    }
  }
});

test("the default fit is clip: within w×h, keeping the aspect ratio", async () => {
  expect((await image(PHOTO_FILE, "w=300&h=200")).meta).toMatchObject({ width: 267, height: 200 });
});

test("fit=max never enlarges; fit=clip does", async () => {
  expect((await image(LOGO_FILE, "w=500&h=500&fit=max")).meta).toMatchObject({ width: 120, height: 80 });
  expect((await image(LOGO_FILE, "w=500&h=500&fit=clip")).meta).toMatchObject({ width: 500, height: 333 });
  expect((await image(PHOTO_FILE, "w=400&h=400&fit=max")).meta).toMatchObject({ width: 400, height: 300 });
});

test("fit=scale stretches and fit=min crops to the aspect ratio without enlarging", async () => {
  expect((await image(PHOTO_FILE, "w=100&h=300&fit=scale")).meta).toMatchObject({ width: 100, height: 300 });
  expect((await image(LOGO_FILE, "w=500&h=500&fit=min")).meta).toMatchObject({ width: 80, height: 80 });
});

test("rect cuts out a region before resizing", async () => {
  const { body, meta } = await image(PHOTO_FILE, "rect=400,0,400,300&w=200");
  expect(meta).toMatchObject({ width: 200, height: 150 });
  expect(near(await pixel(body, 10, 10), QUADRANTS.topRight)).toBe(true);
  expect(near(await pixel(body, 190, 140), QUADRANTS.topRight)).toBe(true);
});

test("fit=crop covers the size and keeps the focal point", async () => {
  const { body, meta } = await image(PHOTO_FILE, "w=100&h=300&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5");
  expect(meta).toMatchObject({ width: 100, height: 300 });
  // A 200-px-wide window around x=720 of 800: only the right-hand quadrants.
  expect(near(await pixel(body, 50, 20), QUADRANTS.topRight)).toBe(true);
  expect(near(await pixel(body, 50, 280), QUADRANTS.bottomRight)).toBe(true);
  const left = await image(PHOTO_FILE, "w=100&h=300&fit=crop&crop=left");
  expect(near(await pixel(left.body, 50, 20), QUADRANTS.topLeft)).toBe(true);
});

test("fit=fill pads to the size with the bg colour", async () => {
  const { body, meta } = await image(LOGO_FILE, "w=200&h=200&fit=fill&bg=ff0000&fm=png");
  expect(meta).toMatchObject({ format: "png", width: 200, height: 200 });
  expect(await pixel(body, 100, 5)).toEqual({ r: 255, g: 0, b: 0 });
  expect(near(await pixel(body, 100, 100), { r: 13, g: 83, b: 87 }, 140)).toBe(true);
});

test("q changes the quality of lossy formats", async () => {
  const low = await image(PHOTO_FILE, "w=400&fm=jpg&q=5");
  const high = await image(PHOTO_FILE, "w=400&fm=jpg&q=95");
  expect(low.body.length).toBeLessThan(high.body.length);
});

test("absurd sizes are clamped to 8192 px on a side, dpr included", async () => {
  expect((await image(PHOTO_FILE, "w=100000&h=40&fit=crop")).meta).toMatchObject({ width: 8192, height: 40 });
  expect((await image(PHOTO_FILE, "w=4000&h=10&fit=crop&dpr=3")).meta).toMatchObject({ width: 8192, height: 30 });
  expect((await image(LOGO_FILE, "w=50&dpr=2")).meta).toMatchObject({ width: 100 });
});

test("invalid numbers and names are 400s, never 500s", async () => {
  for (const params of [
    "w=abc",
    "h=-5",
    "fit=banana",
    "q=lots",
    "rect=1,2,3",
    "rect=900,0,10,10",
    "rect=0,0,0,10",
    "fm=bmp",
    "bg=zzz",
    "fp-x=left",
    "dpr=x",
  ]) {
    const { status, body } = await image(PHOTO_FILE, params);
    expect(status, params).toBe(400);
    expect(JSON.parse(body.toString())).toMatchObject({ statusCode: 400, error: "Bad Request" });
  }
});

test("an unknown asset, project or dataset is a 404", async () => {
  expect((await image(`${"1".repeat(40)}-800x600.jpg`, "w=10")).status).toBe(404);
  expect((await image("../production.ndjson", "")).status).toBe(404);
  for (const path of [`/images/other/production/${PHOTO_FILE}`, `/images/salone/staging/${PHOTO_FILE}`]) {
    expect((await fetch(`${service.url}${path}`)).status).toBe(404);
  }
});

test("a vanity file name after the asset is accepted", async () => {
  const response = await fetch(`${service.url}/images/salone/production/${PHOTO_FILE}/burrata.jpg?w=20`);
  expect(response.status).toBe(200);
});

test("a repeated transform comes from the disk cache; If-None-Match gives a 304", async () => {
  const first = await image(PHOTO_FILE, "w=123&fm=png");
  expect(first.headers.get("x-cache")).toBe("MISS");
  const second = await image(PHOTO_FILE, "w=123&fm=png");
  expect(second.headers.get("x-cache")).toBe("HIT");
  expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  expect(second.body.equals(first.body)).toBe(true);
  const files = (await readdir(fixture.cacheDir, { recursive: true })).filter((name) => name.endsWith(".png"));
  expect(files.length).toBeGreaterThan(0);
  const revalidated = await fetch(`${service.url}/images/salone/production/${PHOTO_FILE}?w=123&fm=png`, {
    headers: { "If-None-Match": first.headers.get("etag")! },
  });
  expect(revalidated.status).toBe(304);
});

test("the cache key includes the chosen format", async () => {
  const webp = await image(PHOTO_FILE, "w=77&auto=format", { Accept: "image/webp" });
  const jpeg = await image(PHOTO_FILE, "w=77&auto=format", { Accept: "image/jpeg" });
  expect(webp.headers.get("etag")).not.toBe(jpeg.headers.get("etag"));
  expect(jpeg.meta?.format).toBe("jpeg");
});

test("concurrent identical requests share one transform", async () => {
  const answers = await Promise.all(Array.from({ length: 6 }, () => image(PHOTO_FILE, "w=321&h=123&fit=crop&fm=webp")));
  const caches = answers.map((answer) => answer.headers.get("x-cache"));
  expect(caches.filter((value) => value === "MISS")).toHaveLength(1);
  for (const answer of answers) expect(answer.meta).toMatchObject({ width: 321, height: 123 });
});
