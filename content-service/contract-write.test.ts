/**
 * Writes, as @sanity/client 7 makes them, against the running service: mutations, the document
 * endpoint, tokens and Content Lake's errors. Hostile input gets a 4xx and leaves the database as it
 * was; concurrent writers with ifRevisionID never lose an acknowledged write.
 */
import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const READ_TOKEN = "read-token-0123456789abcdef";
const WRITE_TOKEN = "write-token-0123456789abcdef";

let fixture: FixtureData;
let service: ContentService;
let writer: SanityClient;
let reader: SanityClient;
let anonymous: SanityClient;

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
  anonymous = serviceClient(service.url);
  writer = anonymous.withConfig({ token: WRITE_TOKEN });
  reader = anonymous.withConfig({ token: READ_TOKEN });
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

/** Every document as stored, with its revision: what "the database unchanged" compares. */
const snapshot = () => writer.fetch("*{...}", {}, { perspective: "raw" });

async function status(promise: Promise<unknown>): Promise<{
  statusCode: number;
  message: string;
  details?: { type?: string; items?: { error: { type: string } }[] };
}> {
  return promise.then(
    () => ({ statusCode: 200, message: "" }),
    (error: { statusCode: number; message: string; details?: never }) => ({
      statusCode: error.statusCode,
      message: error.message,
      details: error.details,
    }),
  );
}

async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${service.url}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text };
}

const MUTATE = "/v2025-02-19/data/mutate/production";

test("client.create returns the document; _rev is the transaction's id and _createdAt/_updatedAt are set", async () => {
  const created = await writer.create({
    _id: "dish-new",
    _type: "menuItem",
    name: { it: "Nuovo", en: "New" },
    price: 9,
  });
  expect(created).toMatchObject({ _id: "dish-new", _type: "menuItem", price: 9 });
  expect(created._createdAt).toBe(created._updatedAt);
  const { transactionId } = await writer.createOrReplace(
    { _id: "dish-new", _type: "menuItem", price: 10 },
    { returnDocuments: false },
  );
  const stored = await writer.getDocument("dish-new");
  expect(stored!._rev).toBe(transactionId);
  expect(stored!.price).toBe(10);
  // Replaced, the document keeps the time it was made.
  expect(stored!._createdAt).toBe(created._createdAt);
  expect(stored!.name).toBeUndefined();
});

test("a write is visible to queries (every query worker) as soon as it is acknowledged", async () => {
  for (let i = 0; i < 6; i++) {
    await writer
      .patch("item-burrata")
      .set({ price: 20 + i })
      .commit();
    expect(await anonymous.fetch('*[_id == "item-burrata"][0].price')).toBe(20 + i);
  }
});

test("patch().set().inc().dec().setIfMissing().unset() applies in one transaction", async () => {
  const doc = await writer
    .patch("item-burrata")
    .set({ "name.en": "Burrata" })
    .inc({ price: 2 })
    .setIfMissing({ spicy: false })
    .unset(["allergens"])
    .commit();
  expect(doc).toMatchObject({ name: { en: "Burrata" }, spicy: false });
  expect(doc).not.toHaveProperty("allergens");
  const again = await writer.patch("item-burrata").dec({ price: 1 }).commit();
  expect(again.price).toBe((doc.price as number) - 1);
});

test("insert before/after/replace and diffMatchPatch, with autoGenerateArrayKeys", async () => {
  await writer.create({ _id: "list-doc", _type: "page", items: [{ _key: "a", v: 1 }] });
  await writer
    .patch("list-doc")
    .insert("after", "items[-1]", [{ v: 2 }])
    .commit({ autoGenerateArrayKeys: true });
  await writer
    .patch("list-doc")
    .insert("before", "items[0]", [{ _key: "z", v: 0 }])
    .commit();
  await writer
    .patch("list-doc")
    .insert("replace", 'items[_key=="a"]', [{ _key: "b", v: 1.5 }])
    .commit();
  const doc = await writer.getDocument("list-doc");
  expect(doc!.items.map((item: { v: number }) => item.v)).toEqual([0, 1.5, 2]);
  expect(doc!.items.every((item: { _key?: string }) => typeof item._key === "string")).toBe(true);
  await writer.patch("list-doc").set({ title: "Hello world" }).commit();
  const dmp = await writer
    .patch("list-doc")
    .diffMatchPatch({ title: "@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n" })
    .commit();
  expect(dmp.title).toBe("Hello there");
});

test("transaction(): several documents, one _rev, the client's transactionId honoured; dryRun changes nothing", async () => {
  const result = await writer
    .transaction()
    .create({ _id: "tx-a", _type: "menuItem", price: 1 })
    .create({ _id: "tx-b", _type: "menuItem", price: 2 })
    .patch("tx-a", (p) => p.inc({ price: 10 }))
    .transactionId("my-transaction-1")
    .commit();
  expect(result.transactionId).toBe("my-transaction-1");
  const docs = await writer.getDocuments(["tx-a", "tx-b"]);
  expect(docs.map((d) => [d!.price, d!._rev])).toEqual([
    [11, "my-transaction-1"],
    [2, "my-transaction-1"],
  ]);
  const before = await snapshot();
  const dry = await writer.transaction().delete("tx-a").commit({ dryRun: true });
  expect(dry.results).toEqual([{ id: "tx-a", operation: "delete" }]);
  expect(await snapshot()).toEqual(before);
  // A transaction id is used once.
  expect(
    (await status(writer.mutate([{ create: { _type: "menuItem" } }], { transactionId: "my-transaction-1" })))
      .statusCode,
  ).toBe(409);
});

test("client.delete({query}) deletes every match; mutate with returnDocuments gives the documents", async () => {
  await writer.mutate([{ create: { _id: "gone-1", _type: "tmp" } }, { create: { _id: "gone-2", _type: "tmp" } }]);
  const deleted = await writer.delete({ query: '*[_type == "tmp"]' });
  expect(deleted.results.map((r: { id: string }) => r.id).sort()).toEqual(["gone-1", "gone-2"]);
  expect(await writer.fetch('count(*[_type == "tmp"])')).toBe(0);
  const docs = await writer.mutate(
    [{ createIfNotExists: { _id: "cine", _type: "tmp", n: 1 } }, { patch: { id: "cine", inc: { n: 1 } } }],
    {
      returnDocuments: true,
    },
  );
  expect(docs).toEqual([
    expect.objectContaining({ _id: "cine", n: 2 }),
    expect.objectContaining({ _id: "cine", n: 2 }),
  ]);
});

test("ifRevisionID: a stale revision is a 409 mutationError and nothing changes", async () => {
  const doc = (await writer.getDocument("item-suppli"))!;
  await writer.patch("item-suppli").set({ price: 5 }).ifRevisionId(doc._rev).commit();
  const before = await snapshot();
  const stale = await status(writer.patch("item-suppli").set({ price: 6 }).ifRevisionId(doc._rev).commit());
  expect(stale.statusCode).toBe(409);
  expect(stale.details?.type).toBe("mutationError");
  expect(stale.details?.items?.[0]?.error.type).toBe("documentRevisionIDDoesNotMatchError");
  expect(await snapshot()).toEqual(before);
});

test("getDocument reads drafts only with a token; the doc endpoint says what it omitted", async () => {
  await writer.createOrReplace({ _id: "drafts.item-suppli", _type: "menuItem", price: 99 });
  expect(await reader.getDocument("drafts.item-suppli")).toMatchObject({ price: 99 });
  expect(await anonymous.getDocument("drafts.item-suppli")).toBeUndefined();
  const { body } = await raw("/v2025-02-19/data/doc/production/item-suppli,nope,drafts.item-suppli");
  expect(body.documents.map((d: { _id: string }) => d._id)).toEqual(["item-suppli"]);
  expect(body.omitted).toEqual([
    { id: "nope", reason: "existence" },
    { id: "drafts.item-suppli", reason: "permission" },
  ]);
});

test("tokens: no token 401, the read token 403, a wrong token 401; the database unchanged", async () => {
  const before = await snapshot();
  const mutation = { create: { _id: "intruder", _type: "menuItem" } };
  expect((await status(anonymous.mutate([mutation]))).statusCode).toBe(401);
  const asReader = await status(reader.mutate([mutation]));
  expect(asReader.statusCode).toBe(403);
  expect(asReader.message).toMatch(/may read but not write/);
  expect((await status(anonymous.withConfig({ token: "not-a-token-at-all-123" }).mutate([mutation]))).statusCode).toBe(
    401,
  );
  expect(await snapshot()).toEqual(before);
});

test("hostile input: each a 4xx in Content Lake's shape, no stack trace, the database unchanged", async () => {
  const before = await snapshot();
  // Written as text: JSON.stringify itself overflows the stack on values this deep.
  const deep = `{"mutations":[{"create":{"_id":"deep","_type":"t","x":${"[".repeat(100_000)}${"]".repeat(100_000)}}}]}`;
  const cases: [string, string, number][] = [
    [
      "a body over the limit",
      JSON.stringify({ mutations: [{ create: { _id: "big", _type: "t", blob: "x".repeat(5 * 1024 * 1024) } }] }),
      413,
    ],
    ["deep nesting", deep, 400],
    ["a path-like id", JSON.stringify({ mutations: [{ create: { _id: "../x", _type: "t" } }] }), 400],
    [
      "an id with control characters",
      JSON.stringify({ mutations: [{ create: { _id: "a\u0000b\nc", _type: "t" } }] }),
      400,
    ],
    [
      "a patch of a missing document",
      JSON.stringify({ mutations: [{ patch: { id: "missing", set: { a: 1 } } }] }),
      404,
    ],
    [
      "an insert into a missing array",
      JSON.stringify({ mutations: [{ patch: { id: "item-burrata", insert: { after: "nothere[-1]", items: [1] } } }] }),
      400,
    ],
    ["an unknown mutation", JSON.stringify({ mutations: [{ explode: { id: "item-burrata" } }] }), 400],
    [
      "an unknown patch operation",
      JSON.stringify({ mutations: [{ patch: { id: "item-burrata", multiply: { price: 2 } } }] }),
      400,
    ],
    ["a document without _type", JSON.stringify({ mutations: [{ create: { _id: "typeless" } }] }), 400],
    [
      "a patch that changes _id",
      JSON.stringify({ mutations: [{ patch: { id: "item-burrata", set: { _id: "other" } } }] }),
      400,
    ],
    ["inc of a string", JSON.stringify({ mutations: [{ patch: { id: "item-burrata", inc: { price: "1" } } }] }), 400],
    ["not JSON", "{mutations:", 400],
    ["no mutations", JSON.stringify({ mutations: [] }), 400],
    [
      "a second create of an existing document, after a good one",
      JSON.stringify({
        mutations: [{ create: { _id: "ok-1", _type: "t" } }, { create: { _id: "item-burrata", _type: "t" } }],
      }),
      409,
    ],
  ];
  for (const [name, body, expected] of cases) {
    const answer = await raw(MUTATE, { method: "POST", body, token: WRITE_TOKEN });
    expect(answer.status, name).toBe(expected);
    expect(answer.text, name).not.toMatch(/\bat .*\.ts:\d+/);
    const described = answer.body.error?.description ?? answer.body.message;
    expect(typeof described, name).toBe("string");
  }
  expect(await snapshot()).toEqual(before);
});

test("visibility and dryRun are checked; a bad value is a 400", async () => {
  const body = JSON.stringify({ mutations: [{ createIfNotExists: { _id: "vis", _type: "t" } }] });
  expect((await raw(`${MUTATE}?visibility=sometimes`, { method: "POST", body, token: WRITE_TOKEN })).status).toBe(400);
  for (const visibility of ["async", "deferred"]) {
    expect((await raw(`${MUTATE}?visibility=${visibility}`, { method: "POST", body, token: WRITE_TOKEN })).status).toBe(
      200,
    );
  }
  // Reaching a worker after an async write is ordered after it all the same.
  expect(await writer.fetch('*[_id == "vis"][0]._id')).toBe("vis");
});

test("concurrent writers on one document with ifRevisionID never lose an acknowledged write", async () => {
  await writer.createOrReplace({ _id: "counter", _type: "t", n: 0 });
  const clients = Array.from({ length: 4 }, () => anonymous.withConfig({ token: WRITE_TOKEN }));
  let acknowledged = 0;
  let conflicts = 0;
  await Promise.all(
    clients.map(async (client) => {
      for (let done = 0; done < 8;) {
        const doc = (await client.getDocument("counter"))!;
        const outcome = await status(
          client
            .patch("counter")
            .ifRevisionId(doc._rev)
            .set({ n: (doc.n as number) + 1 })
            .commit(),
        );
        if (outcome.statusCode === 200) {
          acknowledged++;
          done++;
        } else {
          expect(outcome.statusCode).toBe(409);
          conflicts++;
        }
      }
    }),
  );
  expect(acknowledged).toBe(32);
  // Every acknowledged increment is there; each refused one was retried on the new revision.
  expect((await writer.getDocument("counter"))!.n).toBe(32);
  expect((await writer.getDocument("counter"))!._rev).not.toBe(conflicts < 0 ? "" : undefined);
});
