/**
 * `sanity dataset export` archives still round-trip, now with edits in them: a document written
 * through the service and an uploaded picture are in the archive the export writes from the
 * database, and a service serving that archive answers them.
 */
import sharp from "sharp";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { exportDataset } from "./export.ts";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const WRITE_TOKEN = "export-write-token-0123456789";
const silent = { info() {}, warn() {}, error() {} };
let fixture: FixtureData;

beforeAll(async () => {
  fixture = await createFixtureData();
});
afterAll(async () => {
  await fixture?.cleanup();
});

test("an edit and an upload made through the service are in the export, and served from it", async () => {
  const service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    dbDir: fixture.dbDir,
    cacheDir: fixture.cacheDir,
    writeToken: WRITE_TOKEN,
    logger: silent,
  });
  const client = serviceClient(service.url, WRITE_TOKEN);
  await client.patch("item-burrata").set({ price: 77 }).commit();
  const picture = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const asset = await client.assets.upload("image", picture, { filename: "blue.png" });
  await client
    .patch("item-burrata")
    .set({ image: { _type: "image", asset: { _type: "reference", _ref: asset._id } } })
    .commit();
  await service.close();

  const archive = join(fixture.dbDir, "..", "edited.tar.gz");
  await exportDataset({
    dataDir: fixture.dataDir,
    dbDir: fixture.dbDir,
    dataset: "production",
    out: archive,
    logger: silent,
  });
  const served = await startContentService({
    port: 0,
    archive,
    dbDir: join(fixture.dbDir, "..", "db-archive"),
    unpackDir: join(fixture.dbDir, "..", "unpacked"),
    cacheDir: fixture.cacheDir,
    logger: silent,
  });
  try {
    const reader = client.withConfig({ apiHost: served.url, token: undefined });
    expect(
      await reader.fetch('*[_id == "item-burrata"][0]{price, "width": image.asset->metadata.dimensions.width}'),
    ).toEqual({ price: 77, width: 64 });
    const response = await fetch(`${served.url}/images/salone/production/${asset.sha1hash}-64x32.png?w=32`);
    expect(response.status).toBe(200);
  } finally {
    await served.close();
  }
});
