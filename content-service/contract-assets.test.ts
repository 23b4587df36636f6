/**
 * Uploads through @sanity/client's `assets.upload`: an image (its document with dimensions, LQIP and
 * palette, then served by the image CDN in two sizes) and a file (served by the file CDN), the same
 * bytes twice giving one asset, and the refusals (no write token, not an image, too large).
 */
import type { SanityClient } from "@sanity/client";
import imageUrlBuilder from "@sanity/image-url";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const WRITE_TOKEN = "assets-write-token-0123456789";
const READ_TOKEN = "assets-read-token-0123456789";
let fixture: FixtureData;
let service: ContentService;
let client: SanityClient;

beforeAll(async () => {
  fixture = await createFixtureData();
  service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    token: READ_TOKEN,
    writeToken: WRITE_TOKEN,
    logger: { info() {}, warn() {}, error() {} },
  });
  client = serviceClient(service.url, WRITE_TOKEN);
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

const picture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

test("an uploaded image becomes a sanity.imageAsset with its metadata, served by the image CDN in two sizes", async () => {
  const bytes = await picture();
  const asset = await client.assets.upload("image", bytes, { filename: "red.jpg", title: "Red" });
  expect(asset).toMatchObject({
    _type: "sanity.imageAsset",
    extension: "jpg",
    mimeType: "image/jpeg",
    originalFilename: "red.jpg",
    size: bytes.length,
    title: "Red",
    metadata: {
      dimensions: { width: 640, height: 480 },
      palette: { dominant: { background: expect.stringMatching(/^#[0-9a-f]{6}$/) } },
    },
  });
  expect(asset._id).toBe(`image-${asset.sha1hash}-640x480-jpg`);
  expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
  const builder = imageUrlBuilder({ projectId: "salone", dataset: "production", baseUrl: service.url });
  for (const width of [100, 300]) {
    const response = await fetch(builder.image(asset._id).width(width).format("webp").url());
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width });
  }
  // A document may use it at once.
  await client.create({
    _id: "pic-user",
    _type: "article",
    cover: { _type: "image", asset: { _type: "reference", _ref: asset._id } },
  });
  expect(await client.fetch('*[_id == "pic-user"][0].cover.asset->metadata.dimensions.width')).toBe(640);
});

test("the same bytes uploaded twice give the same asset (sha1), with no second write", async () => {
  const bytes = await picture();
  const first = await client.assets.upload("image", bytes);
  const count = await client.fetch('count(*[_type == "sanity.imageAsset"])');
  const second = await client.assets.upload("image", bytes, { filename: "again.jpg" });
  expect(second._id).toBe(first._id);
  expect(second._rev).toBe(first._rev);
  expect(await client.fetch('count(*[_type == "sanity.imageAsset"])')).toBe(count);
});

test("an uploaded file is served by the file CDN with its type", async () => {
  const bytes = Buffer.from("%PDF-1.4 a tiny menu\n");
  const asset = await client.assets.upload("file", bytes, { filename: "menu.pdf", contentType: "application/pdf" });
  expect(asset).toMatchObject({
    _type: "sanity.fileAsset",
    extension: "pdf",
    mimeType: "application/pdf",
    size: bytes.length,
  });
  const response = await fetch(`${service.url}/files/salone/production/${asset.sha1hash}.pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
});

test("refusals: the read token 403, no token 401, not an image 400, too large 413; nothing written", async () => {
  const before = await client.fetch('count(*[_type in ["sanity.imageAsset", "sanity.fileAsset"]])');
  const upload = (body: Buffer, token?: string, kind = "images") =>
    fetch(`${service.url}/v2025-02-19/assets/${kind}/production`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  expect((await upload(await picture(), READ_TOKEN)).status).toBe(403);
  expect((await upload(await picture())).status).toBe(401);
  const notImage = await upload(Buffer.from("not a picture at all"), WRITE_TOKEN);
  expect(notImage.status).toBe(400);
  expect((await notImage.json()).message).toMatch(/not an image/);
  expect((await upload(Buffer.alloc(65 * 1024 * 1024), WRITE_TOKEN, "files")).status).toBe(413);
  expect(await client.fetch('count(*[_type in ["sanity.imageAsset", "sanity.fileAsset"]])')).toBe(before);
});
