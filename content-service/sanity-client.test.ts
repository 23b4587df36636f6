/**
 * The official clients cannot tell the service from Content Lake: @sanity/client 7 for queries,
 * @sanity/image-url for the image CDN.
 */
import type { SanityClient } from "@sanity/client";
import imageUrlBuilder from "@sanity/image-url";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, near, pixel, QUADRANTS, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const TOKEN = "client-test-token-0123456789";

let fixture: FixtureData;
let service: ContentService;
let client: SanityClient;
const logs: string[] = [];

beforeAll(async () => {
  fixture = await createFixtureData();
  service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    token: TOKEN,
    logger: { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) },
  });
  client = serviceClient(service.url);
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

async function fetchImage(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  return { body, meta: await sharp(body).metadata() };
}

test("client.fetch with params, dereferencing a category", async () => {
  const item = await client.fetch<{ name: string; category: string }>(
    '*[_type == "menuItem" && slug.current == $slug][0]{"name": name[$lang], "category": category->title[$lang]}',
    { slug: "suppli", lang: "en" },
  );
  expect(item).toEqual({ name: "Supplì + cacio e pepe", category: "Starters" });
});

test("a query longer than the client's GET limit goes as a POST and still answers", async () => {
  const ids = Array.from({ length: 700 }, (_, i) => `"missing-document-${i}"`).join(", ");
  const groq = `*[_id in [${ids}, "item-burrata"]].price`;
  expect(groq.length).toBeGreaterThan(11_264);
  const before = logs.length;
  expect(await client.fetch(groq)).toEqual([12]);
  expect(logs.slice(before)).toContainEqual(expect.stringMatching(/^POST \/v2025-02-19\/data\/query\/production 200 /));
});

test("a parse error surfaces as the client's error with status 400 and the description", async () => {
  const error = await client.fetch('*[_type == "menuItem"').then(
    () => null,
    (failure: unknown) =>
      failure as { statusCode: number; message: string; details: { type: string; description: string } },
  );
  expect(error).not.toBeNull();
  expect(error!.statusCode).toBe(400);
  expect(error!.details.type).toBe("queryParseError");
  expect(error!.message).toContain("GROQ query parse error");
  expect(error!.message).toContain(error!.details.description);
});

test("the drafts perspective with a token sees the draft; without a token it is refused", async () => {
  const preview = client.withConfig({ token: TOKEN, perspective: "drafts" });
  expect(await preview.fetch('*[_id == "item-burrata"][0].name.en')).toBe("Apulian burrata (draft)");
  expect(await client.fetch('*[_id == "item-burrata"][0].name.en')).toBe("Apulian burrata");
  await expect(client.withConfig({ perspective: "drafts" }).fetch("count(*)")).rejects.toMatchObject({
    statusCode: 401,
  });
});

test("getDocument reads through the document endpoint", async () => {
  expect(await client.getDocument("cat-antipasti")).toMatchObject({ _id: "cat-antipasti", title: { en: "Starters" } });
  expect(await client.getDocument("nope")).toBeUndefined();
});

test("@sanity/image-url with baseUrl builds URLs the image CDN serves", async () => {
  const builder = imageUrlBuilder({ projectId: "salone", dataset: "production", baseUrl: service.url });
  const image = await client.fetch('*[_id == "article-opening"][0].mainImage');
  const url = builder.image(image).width(300).height(200).format("webp").url();
  expect(url.startsWith(`${service.url}/images/salone/production/`)).toBe(true);
  const { meta } = await fetchImage(url);
  expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
});

test("an image's crop and hotspot decide which part is shown", async () => {
  const builder = imageUrlBuilder({ projectId: "salone", dataset: "production", baseUrl: service.url });
  // The burrata's crop keeps the top half; its hotspot sits at the right, over the green quadrant.
  const image = await client.fetch('*[_id == "item-burrata"][0].image');
  const url = builder.image(image).width(100).height(100).url();
  expect(url).toContain("rect=");
  const { body, meta } = await fetchImage(url);
  expect(meta).toMatchObject({ width: 100, height: 100 });
  for (const [x, y] of [
    [2, 2],
    [97, 2],
    [2, 97],
    [97, 97],
    [50, 50],
  ] as const) {
    expect(near(await pixel(body, x, y), QUADRANTS.topRight), `pixel ${x},${y}`).toBe(true);
  }
  // Without the hotspot the same size is centred on the whole image, left quadrants included.
  const centred = await fetchImage(builder.image(image).ignoreImageParams().width(100).height(100).fit("crop").url());
  expect(near(await pixel(centred.body, 2, 20), QUADRANTS.topLeft)).toBe(true);
});

test("resultSourceMap: absent unless asked; asked, the client gets Content Lake's shape, the draft named under drafts", async () => {
  const query = '*[_id == "item-burrata"][0]{name, "count": count(allergens)}';
  const plain = await client.fetch(query, {}, { filterResponse: false });
  expect(plain).not.toHaveProperty("resultSourceMap");
  const off = await client.fetch(query, {}, { filterResponse: false, resultSourceMap: false });
  expect(off).not.toHaveProperty("resultSourceMap");

  const published = await client.fetch(query, {}, { filterResponse: false, resultSourceMap: true });
  expect(published.resultSourceMap).toEqual({
    documents: [{ _id: "item-burrata", _type: "menuItem" }],
    paths: ["$['name']['it']", "$['name']['en']"],
    mappings: {
      "$['name']['it']": { type: "value", source: { type: "documentValue", document: 0, path: 0 } },
      "$['name']['en']": { type: "value", source: { type: "documentValue", document: 0, path: 1 } },
    },
  });
  const preview = client.withConfig({ token: TOKEN, perspective: "drafts" });
  const draft = await preview.fetch(query, {}, { filterResponse: false, resultSourceMap: "withKeyArraySelector" });
  expect(draft.result.name.en).toBe("Apulian burrata (draft)");
  expect(draft.resultSourceMap?.documents).toEqual([{ _id: "drafts.item-burrata", _type: "menuItem" }]);
});
