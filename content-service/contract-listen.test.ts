/**
 * The listener, as @sanity/client's listen() reads it: each change in order with its revisions,
 * filtered by the listener's query and params, counted per listener, with mendoza effects that
 * replay the changes, drafts only for a token, heartbeats, and channelError for a bad query.
 */
import type { MutationEvent, SanityClient } from "@sanity/client";
import { applyPatch } from "mendoza";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const READ_TOKEN = "listen-read-token-0123456789";
const WRITE_TOKEN = "listen-write-token-0123456789";

let fixture: FixtureData;
let service: ContentService;
let writer: SanityClient;
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
    listenHeartbeatMs: 50,
    logger: { info() {}, warn() {}, error() {} },
  });
  anonymous = serviceClient(service.url);
  writer = anonymous.withConfig({ token: WRITE_TOKEN });
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

/** Listens until `count` mutation events have come (`done`); resolves once the listener is welcomed. */
async function collect(
  client: SanityClient,
  query: string,
  params: Record<string, unknown>,
  count: number,
  options: Record<string, unknown> = {},
) {
  const events: MutationEvent[] = [];
  let welcomed!: () => void;
  let refused!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => ((welcomed = resolve), (refused = reject)));
  const done = new Promise<MutationEvent[]>((resolve, reject) => {
    const subscription = client.listen(query, params, { events: ["welcome", "mutation"], ...options }).subscribe({
      next(event) {
        if (event.type === "welcome") return welcomed();
        events.push(event as MutationEvent);
        if (events.length === count) {
          subscription.unsubscribe();
          resolve(events);
        }
      },
      error: (error: unknown) => {
        refused(error);
        reject(error);
      },
    });
  });
  done.catch(() => undefined);
  await ready;
  return { done };
}

test("client.listen() sees each change in order, with previousRev/resultRev chaining and transitions", async () => {
  const events = await collect(anonymous, '*[_type == "menuItem" && price > $min]', { min: 10 }, 4);
  const created = await writer.create({ _id: "listen-1", _type: "menuItem", price: 11 }, { returnDocuments: false });
  const patched = await writer.patch("listen-1").inc({ price: 1 }).commit({ returnDocuments: false });
  const hidden = await writer.patch("listen-1").set({ price: 2 }).commit({ returnDocuments: false });
  // Not matching before or after: no event.
  await writer.patch("listen-1").set({ price: 3 }).commit();
  const shown = await writer.patch("listen-1").set({ price: 30 }).commit({ returnDocuments: false });
  const seen = await events.done;
  expect(seen.map((e) => [e.transition, e.transactionId, e.documentId])).toEqual([
    ["appear", created.transactionId, "listen-1"],
    ["update", patched.transactionId, "listen-1"],
    ["disappear", hidden.transactionId, "listen-1"],
    ["appear", shown.transactionId, "listen-1"],
  ]);
  expect(seen[0]!.previousRev).toBeUndefined();
  expect(seen[1]!.previousRev).toBe(seen[0]!.resultRev);
  expect(seen.map((e) => e.resultRev)).toEqual(seen.map((e) => e.transactionId));
  expect(seen[1]!.result).toMatchObject({ price: 12, _rev: patched.transactionId });
  expect(seen[1]!.mutations).toEqual([{ patch: { id: "listen-1", inc: { price: 1 } } }]);
});

test("transactionTotalEvents counts the events of this listener's filter, not the transaction's documents", async () => {
  const events = await collect(anonymous, '*[_type == "counted"]', {}, 2);
  const tx = await writer
    .transaction()
    .create({ _id: "c-1", _type: "counted" })
    .create({ _id: "c-2", _type: "other" })
    .create({ _id: "c-3", _type: "counted" })
    .commit();
  const seen = await events.done;
  expect(seen.map((e) => [e.documentId, e.transactionId, e.transactionTotalEvents, e.transactionCurrentEvent])).toEqual(
    [
      ["c-1", tx.transactionId, 2, 1],
      ["c-3", tx.transactionId, 2, 2],
    ],
  );
});

test("an event goes out once the write is visible: a query on it finds that write", async () => {
  // The query is sent as each event arrives, on the listener that saw it: waiting on another listener
  // for the three events could end before this one had seen them all.
  const pairs: Promise<[number, number]>[] = [];
  let welcomed!: () => void;
  let sawThree!: () => void;
  const ready = new Promise<void>((resolve) => (welcomed = resolve));
  const three = new Promise<void>((resolve) => (sawThree = resolve));
  const subscription = anonymous
    .listen('*[_id == "visible-1"]', {}, { events: ["welcome", "mutation"] })
    .subscribe((event) => {
      if (event.type === "welcome") return welcomed();
      if (event.type !== "mutation") return;
      const n = (event.result as unknown as { n: number }).n;
      pairs.push(anonymous.fetch<number>('*[_id == "visible-1"][0].n').then((seen) => [n, seen]));
      if (pairs.length === 3) sawThree();
    });
  await ready;
  // Asynchronous visibility: the answer comes before the workers have the write; the event must not.
  for (const n of [1, 2, 3]) await writer.createOrReplace({ _id: "visible-1", _type: "t", n }, { visibility: "async" });
  await three;
  const seen = await Promise.all(pairs);
  subscription.unsubscribe();
  expect(seen.map(([n]) => n).sort()).toEqual([1, 2, 3]);
  for (const [n, value] of seen) expect(value).toBeGreaterThanOrEqual(n);
});

/**
 * What the Studio does with an event's effects: apply them to its copy without `_rev`, then take the event's
 * revision.
 */
function applyAsTheStudio(
  document: Record<string, unknown> | null,
  event: MutationEvent,
): Record<string, unknown> | null {
  expect(event.previousRev).toBe(document?._rev);
  const effects = (event as unknown as { effects: { apply: unknown[] } }).effects;
  const { _rev, ...withoutRev } = document ?? {};
  const next = applyPatch(document ? withoutRev : null, effects.apply as never) as Record<string, unknown> | null;
  return next === null ? null : { ...next, _rev: event.resultRev };
}

test("mendoza effects replayed over the starting documents give the documents the service holds", async () => {
  await writer.createOrReplace({ _id: "fx-1", _type: "fx", a: 1, list: [{ _key: "k", v: 1 }], gone: true, zz: 1 });
  const start = (await writer.getDocument("fx-1"))!;
  const events = await collect(writer, '*[_type == "fx"]', {}, 4, { effectFormat: "mendoza" });
  await writer.patch("fx-1").set({ a: 2, "list[0].v": 5 }).unset(["gone"]).commit();
  await writer.create({ _id: "fx-2", _type: "fx", b: "x" });
  await writer.patch("fx-2").set({ b: "y" }).commit();
  await writer.delete("fx-1");
  const docs = new Map<string, Record<string, unknown> | null>([["fx-1", start]]);
  for (const event of await events.done) {
    const effects = (event as unknown as { effects: { apply: unknown[]; revert: unknown[] } }).effects;
    const before = docs.get(event.documentId) ?? null;
    const after = applyAsTheStudio(before, event);
    const { _rev: _before, ...previous } = before ?? {};
    const { _rev: _after, ...next } = after ?? {};
    expect(applyPatch(after ? next : null, effects.revert as never)).toEqual(before ? previous : null);
    docs.set(event.documentId, after);
  }
  expect(docs.get("fx-1")).toBeNull();
  expect(docs.get("fx-2")).toEqual(await writer.getDocument("fx-2"));
});

test("drafts reach only a listener with a token; includePreviousRevision sends the document before", async () => {
  const withToken = await collect(anonymous.withConfig({ token: READ_TOKEN }), '*[_type == "secret"]', {}, 2, {
    includePreviousRevision: true,
  });
  const without = await collect(anonymous, '*[_type == "secret"]', {}, 1);
  await writer.create({ _id: "drafts.s-1", _type: "secret", v: 1 });
  await writer.create({ _id: "s-1", _type: "secret", v: 1 });
  const seen = await withToken.done;
  expect(seen.map((e) => e.documentId)).toEqual(["drafts.s-1", "s-1"]);
  expect((await without.done).map((e) => e.documentId)).toEqual(["s-1"]);
  const updates = await collect(anonymous.withConfig({ token: READ_TOKEN }), '*[_id == "s-1"]', {}, 1, {
    includePreviousRevision: true,
  });
  await writer.patch("s-1").set({ v: 2 }).commit();
  expect((await updates.done)[0]).toMatchObject({ previous: { v: 1 }, result: { v: 2 } });
});

test("a query that does not parse ends the stream with channelError; a wrong token is a 401", async () => {
  await expect(collect(anonymous, "*[_type == ", {}, 1)).rejects.toMatchObject({ name: "ChannelError" });
  const response = await fetch(`${service.url}/v2025-02-19/data/listen/production?query=*`, {
    headers: { Authorization: "Bearer wrong-token-000000000" },
  });
  expect(response.status).toBe(401);
});

test("heartbeats: comment lines between events keep the stream open", async () => {
  const controller = new AbortController();
  const response = await fetch(`${service.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent("*")}`, {
    signal: controller.signal,
  });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  let text = "";
  while (!/\n:\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
  expect(text).toMatch(/^event: welcome\n/);
  controller.abort();
});
