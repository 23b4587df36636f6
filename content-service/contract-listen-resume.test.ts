/**
 * A listener that reconnects (`enableResume`, as @sanity/client asks for it) gets the events it
 * missed after its Last-Event-ID, read back from the transaction log, after `welcomeback`; or
 * `reset` when they cannot be told. Without the option a reconnect is welcomed afresh.
 */
import type { ListenEvent, SanityClient } from "@sanity/client";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService, type ContentServiceOptions } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const WRITE_TOKEN = "resume-write-token-0123456789";
const RESUME_LIMIT = 5;

let fixture: FixtureData;
let service: ContentService;
let writer: SanityClient;

const options = (port: number): ContentServiceOptions => ({
  port,
  dataDir: fixture.dataDir,
  cacheDir: fixture.cacheDir,
  dbDir: fixture.dbDir,
  writeToken: WRITE_TOKEN,
  listenHeartbeatMs: 50,
  listenResumeTransactions: RESUME_LIMIT,
  logger: { info() {}, warn() {}, error() {} },
});

const clientFor = (url: string) => serviceClient(url, WRITE_TOKEN);

beforeAll(async () => {
  fixture = await createFixtureData();
  service = await startContentService(options(0));
  writer = clientFor(service.url);
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

interface SseEvent {
  event: string;
  id?: string;
  data?: Record<string, unknown>;
}

/** A raw listener: its events (and the ids of heartbeats) as they come, parsed from the stream. */
async function open(query: string, init: { resume?: boolean; lastEventId?: string; viaQuery?: boolean } = {}) {
  const url = new URL(`${service.url}/v2025-02-19/data/listen/production`);
  url.searchParams.set("query", query);
  if (init.resume !== false) url.searchParams.set("enableResume", "true");
  if (init.lastEventId && init.viaQuery) url.searchParams.set("lastEventId", init.lastEventId);
  const headers: Record<string, string> = { Authorization: `Bearer ${WRITE_TOKEN}` };
  if (init.lastEventId && !init.viaQuery) headers["Last-Event-ID"] = init.lastEventId;
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  let buffer = "";
  /** The next block of the stream (an event, or a heartbeat as event ""), skipping bare heartbeats unless asked. */
  const next = async (heartbeats = false): Promise<SseEvent> => {
    for (;;) {
      const block = queue.shift();
      if (block && (block.event || (heartbeats && block.id))) return block;
      if (block) continue;
      const chunk = await reader.read();
      if (chunk.done) throw new Error("the stream ended");
      buffer += decoder.decode(chunk.value);
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const lines = buffer.slice(0, end).split("\n");
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field("data");
        queue.push({
          event: field("event") ?? "",
          id: field("id"),
          ...(data ? { data: JSON.parse(data) as Record<string, unknown> } : {}),
        });
      }
    }
  };
  return { next, close: () => controller.abort() };
}

test("a listener reconnecting with Last-Event-ID gets welcomeback, then exactly the events it missed, then live ones", async () => {
  const first = await open('*[_type == "resumed"]');
  const welcome = await first.next();
  expect(welcome.event).toBe("welcome");
  const a = await writer.create({ _id: "r-a", _type: "resumed", n: 1 }, { returnDocuments: false });
  const seen = await first.next();
  expect(seen).toMatchObject({ event: "mutation", id: `${a.transactionId}#r-a` });
  first.close();

  const b = await writer
    .transaction()
    .create({ _id: "r-b", _type: "resumed" })
    .create({ _id: "r-x", _type: "other" })
    .create({ _id: "r-c", _type: "resumed" })
    .commit();
  const d = await writer.patch("r-a").set({ n: 2 }).commit({ returnDocuments: false });

  const again = await open('*[_type == "resumed"]', { lastEventId: seen.id! });
  expect((await again.next()).event).toBe("welcomeback");
  const missed = [await again.next(), await again.next(), await again.next()];
  expect(missed.map((e) => [e.event, e.id, e.data?.transactionCurrentEvent, e.data?.transactionTotalEvents])).toEqual([
    ["mutation", `${b.transactionId}#r-b`, 1, 2],
    ["mutation", `${b.transactionId}#r-c`, 2, 2],
    ["mutation", `${d.transactionId}#r-a`, 1, 1],
  ]);
  // The revision chain continues from what the listener had.
  expect(missed[2]!.data).toMatchObject({
    previousRev: a.transactionId,
    resultRev: d.transactionId,
    transition: "update",
    result: { n: 2 },
  });
  const live = await writer.delete("r-b", { returnDocuments: false });
  expect(await again.next()).toMatchObject({
    event: "mutation",
    id: `${live.transactionId}#r-b`,
    data: { transition: "disappear" },
  });
  again.close();
});

test("resuming in the middle of a transaction sends the rest of it; lastEventId in the URL works as the header", async () => {
  const tx = await writer
    .transaction()
    .create({ _id: "m-1", _type: "middle" })
    .create({ _id: "m-2", _type: "middle" })
    .create({ _id: "m-3", _type: "middle" })
    .commit();
  const listener = await open('*[_type == "middle"]', { lastEventId: `${tx.transactionId}#m-1`, viaQuery: true });
  expect((await listener.next()).event).toBe("welcomeback");
  expect([(await listener.next()).id, (await listener.next()).id]).toEqual([
    `${tx.transactionId}#m-2`,
    `${tx.transactionId}#m-3`,
  ]);
  listener.close();
});

test("a quiet listener resumes too: its welcome and heartbeats carry the log's position", async () => {
  const quiet = await open('*[_type == "quiet"]');
  const welcome = await quiet.next();
  expect(welcome.id).toBeTruthy();
  const unrelated = await writer.create({ _id: "q-0", _type: "noise" }, { returnDocuments: false });
  let heartbeat = await quiet.next(true);
  while (heartbeat.id !== unrelated.transactionId) heartbeat = await quiet.next(true);
  quiet.close();
  const missed = await writer.create({ _id: "q-1", _type: "quiet" }, { returnDocuments: false });
  const back = await open('*[_type == "quiet"]', { lastEventId: heartbeat.id });
  expect((await back.next()).event).toBe("welcomeback");
  expect((await back.next()).id).toBe(`${missed.transactionId}#q-1`);
  back.close();
});

test("events that cannot be told get reset (with the position to resume from), never a guess or a crash", async () => {
  const old = await writer.create({ _id: "old-1", _type: "old" }, { returnDocuments: false });
  let recent = old;
  for (let n = 0; n <= RESUME_LIMIT; n++)
    recent = await writer.create({ _id: `old-filler-${n}`, _type: "filler" }, { returnDocuments: false });
  const ids = [
    `${old.transactionId}#old-1`, // further back than the service resumes
    "never-was#doc", // a transaction this database never had
    `${recent.transactionId}#old-filler-${RESUME_LIMIT}`, // not an event of this listener's filter
    "a#b#c",
    "../../x",
    "#",
    "x".repeat(4000),
  ];
  for (const lastEventId of ids) {
    const listener = await open('*[_type == "old"]', { lastEventId });
    const first = await listener.next();
    expect(first.event, lastEventId.slice(0, 40)).toBe("reset");
    expect(first.id).toMatch(/^[\w.-]+$/);
    listener.close();
  }
  expect((await writer.getDocument("old-1"))?._rev).toBe(old.transactionId);
});

test("without enableResume a reconnect is welcomed afresh and replays nothing, as the Studio expects", async () => {
  const before = await writer.create({ _id: "f-1", _type: "fresh" }, { returnDocuments: false });
  const listener = await open('*[_type == "fresh"]', { resume: false, lastEventId: `${before.transactionId}#f-1` });
  expect(await listener.next()).toMatchObject({ event: "welcome", id: undefined });
  await writer.create({ _id: "f-2", _type: "fresh" }, { returnDocuments: false });
  expect((await listener.next()).data?.documentId).toBe("f-2");
  listener.close();
});

test("@sanity/client with enableResume misses nothing across a restart of the service", async () => {
  const events: ListenEvent<Record<string, unknown>>[] = [];
  let notify = () => {};
  const arrived = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => (notify = resolve));
  };
  const subscription = writer
    .listen(
      '*[_type == "restart"]',
      {},
      { enableResume: true, events: ["welcome", "welcomeback", "reset", "mutation"] },
    )
    .subscribe((event) => {
      events.push(event);
      notify();
    });
  await arrived(1);
  const a = await writer.create({ _id: "rs-1", _type: "restart" }, { returnDocuments: false });
  await arrived(2);

  // The service stops; another one on the same database takes a write while the client is away.
  const port = Number(new URL(service.url).port);
  await service.close();
  const other = await startContentService(options(0));
  const b = await clientFor(other.url).create({ _id: "rs-2", _type: "restart" }, { returnDocuments: false });
  await other.close();
  service = await startContentService(options(port));
  await arrived(4);
  subscription.unsubscribe();
  expect(events.map((event) => [event.type, "transactionId" in event ? event.transactionId : undefined])).toEqual([
    ["welcome", undefined],
    ["mutation", a.transactionId],
    ["welcomeback", undefined],
    ["mutation", b.transactionId],
  ]);
});
