/**
 * History as the Studio reads it (through @sanity/client's request()): a document at a revision and
 * at a time, and the transactions that touched it as NDJSON with mendoza effects that replay them.
 */
import type { SanityClient } from "@sanity/client";
import { applyPatch } from "mendoza";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const WRITE_TOKEN = "history-write-token-0123456789";
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
    writeToken: WRITE_TOKEN,
    logger: { info() {}, warn() {}, error() {} },
  });
  client = serviceClient(service.url, WRITE_TOKEN);
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

test("a document at an earlier revision, and at a time, restores what it was", async () => {
  const original = (await client.getDocument("item-burrata"))!;
  const first = await client.patch("item-burrata").set({ price: 30 }).commit();
  await client.patch("item-burrata").set({ price: 40 }).commit();
  const atOriginal = await client.request<{ documents: { price: number; _rev: string }[] }>({
    url: `/data/history/production/documents/item-burrata?revision=${original._rev}`,
  });
  expect(atOriginal.documents).toEqual([original]);
  const atFirst = await client.request<{ documents: { price: number }[] }>({
    url: `/data/history/production/documents/item-burrata?time=${encodeURIComponent(first._updatedAt)}`,
  });
  expect(atFirst.documents[0]!.price).toBe(30);
  // Restoring is a write of the old revision.
  await client.createOrReplace({ ...atOriginal.documents[0]!, _id: "item-burrata", _type: "menuItem" });
  expect((await client.getDocument("item-burrata"))!.price).toBe(original.price);
});

test("the transactions of a document, as NDJSON, with effects that rebuild it as the Studio's history does", async () => {
  await client.createOrReplace({ _id: "hist-1", _type: "t", n: 1, zz: true });
  await client.patch("hist-1").inc({ n: 1 }).set({ note: "x" }).commit();
  await client.patch("hist-1").unset(["note"]).commit();
  // The Studio's own request (excludeContent is its default), and its replay: on the document without `_rev`.
  const query =
    "tag=sanity.studio.documents.history&excludeContent=true&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza";
  const response = await fetch(`${service.url}/v2025-02-19/data/history/production/transactions/hist-1?${query}`, {
    headers: { Authorization: `Bearer ${WRITE_TOKEN}` },
  });
  expect(response.headers.get("content-type")).toMatch(/ndjson/);
  const lines = (await response.text())
    .trim()
    .split("\n")
    .map(
      (line) =>
        JSON.parse(line) as {
          id: string;
          documentIDs: string[];
          effects: Record<string, { apply: unknown[] }>;
          mutations?: unknown;
        },
    );
  expect(lines).toHaveLength(3);
  expect(lines.every((line) => line.mutations === undefined && line.documentIDs.includes("hist-1"))).toBe(true);
  let doc: unknown = null;
  for (const line of lines) doc = applyPatch(doc, line.effects["hist-1"]!.apply as never);
  const { _rev, ...current } = (await client.getDocument("hist-1"))!;
  expect(_rev).toBe(lines[2]!.id);
  expect(doc).toEqual(current);
  const newest = await fetch(
    `${service.url}/v2025-02-19/data/history/production/transactions/hist-1?reverse=true&limit=1`,
    {
      headers: { Authorization: `Bearer ${WRITE_TOKEN}` },
    },
  );
  expect(JSON.parse((await newest.text()).trim()).id).toBe(lines[2]!.id);
});

test("history needs a token; a bad id or time is a 400", async () => {
  expect(
    (await fetch(`${service.url}/v2025-02-19/data/history/production/documents/item-burrata?revision=x`)).status,
  ).toBe(401);
  const auth = { headers: { Authorization: `Bearer ${WRITE_TOKEN}` } };
  expect(
    (await fetch(`${service.url}/v2025-02-19/data/history/production/documents/a%00b?revision=x`, auth)).status,
  ).toBe(400);
  expect(
    (await fetch(`${service.url}/v2025-02-19/data/history/production/documents/item-burrata?time=yesterday`, auth))
      .status,
  ).toBe(400);
});
