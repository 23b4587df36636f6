/**
 * Property: random transactions sent to the service (through @sanity/client) end in the same
 * documents as the same mutations applied in memory with @sanity/mutator (the Studio's own patch
 * semantics), each accepted or refused alike; and a listener's mendoza effects, replayed over the
 * starting documents, give the documents the service holds. Seeded (PROPERTY_SEED, PROPERTY_RUNS
 * to explore more); a failure prints the seed and the transaction.
 */
import { makePatches, stringifyPatches } from "@sanity/diff-match-patch";
import type { MutationEvent, SanityClient } from "@sanity/client";
import { Mutation } from "@sanity/mutator";
import { applyPatch } from "mendoza";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_205);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 2);
const TRANSACTIONS = 40;
const WRITE_TOKEN = "property-write-token-0123456789";
const IDS = ["p-0", "p-1", "p-2", "p-3"];

type Doc = Record<string, unknown> & { _id: string };

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** What the comparison ignores: the times the service stamps. */
const comparable = (doc: Doc | null | undefined) => {
  if (!doc) return null;
  const { _createdAt: _c, _updatedAt: _u, ...rest } = doc;
  return rest;
};

function generator(random: () => number, model: Map<string, Doc>) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const word = () => pick(["pasta", "ceci", "burrata", "supplì", "vino", ""]);
  let keys = 0;
  const item = () => ({ _key: `k${keys++}`, v: Math.floor(random() * 10) });
  const fresh = (id: string): Doc => ({
    _id: id,
    _type: "t",
    n: Math.floor(random() * 100),
    s: `${word()} ${word()}`,
    arr: [item(), item()],
    obj: { a: word() },
  });
  return (): Record<string, unknown> => {
    const id = pick(IDS);
    const doc = model.get(id);
    // A missing document is mostly created: patches of it would only be refused.
    const kind = !doc && random() < 0.7 ? random() * 0.26 : random();
    if (kind < 0.12) return { create: fresh(id) };
    if (kind < 0.2) return { createOrReplace: fresh(id) };
    if (kind < 0.26) return { createIfNotExists: fresh(id) };
    if (kind < 0.32) return { delete: { id } };
    const patch: Record<string, unknown> = { id };
    const op = random();
    if (op < 0.2) patch.set = { n: Math.floor(random() * 100), "obj.a": word() };
    else if (op < 0.3) patch.setIfMissing = { extra: word(), n: 1 };
    else if (op < 0.4) patch.unset = [pick(["obj", "extra", "arr[0]", "s"])];
    else if (op < 0.5) patch.inc = { n: Math.floor(random() * 5) };
    else if (op < 0.55) patch.dec = { n: 2 };
    else if (op < 0.75) {
      const where = pick(["before", "after", "replace"]);
      const arr = Array.isArray(doc?.arr) ? (doc.arr as { _key: string }[]) : [];
      patch.insert = {
        [where]: arr.length && random() < 0.6 ? `arr[_key=="${pick(arr)._key}"]` : pick(["arr[0]", "arr[-1]"]),
        items: [item()],
      };
    } else if (op < 0.9 && typeof doc?.s === "string") {
      patch.diffMatchPatch = {
        s: stringifyPatches(makePatches(doc.s, `${doc.s.slice(0, 3)}${word()}${doc.s.slice(5)}`)),
      };
    } else patch.set = { s: word() };
    if (random() < 0.25) patch.ifRevisionID = random() < 0.5 && doc ? doc._rev : "stale-revision";
    return { patch };
  };
}

/** The model's answer to a transaction: the documents after it, or null if it must be refused. */
function applyModel(
  model: Map<string, Doc>,
  mutations: Record<string, unknown>[],
  transactionId: string,
): Map<string, Doc> | null {
  const next = new Map(model);
  const original = new Map(model);
  for (const mutation of mutations) {
    const [kind, value] = Object.entries(mutation)[0] as [
      string,
      Doc & { id: string; ifRevisionID?: string; insert?: Record<string, unknown> },
    ];
    const id = value._id ?? value.id;
    const doc = next.get(id) ?? null;
    if (kind === "create" && doc) return null;
    if (kind === "patch") {
      if (!doc) return null;
      if (value.ifRevisionID !== undefined && original.get(id)?._rev !== value.ifRevisionID) return null;
      if (value.insert && !Array.isArray(doc.arr)) return null;
    }
    if (kind === "createIfNotExists" && doc) continue;
    const result = new Mutation({
      mutations: [structuredClone(mutation)] as never,
      transactionId,
      timestamp: "2030-01-01T00:00:00.000Z",
    }).apply(doc as never) as Doc | null;
    if (result) next.set(id, result);
    else next.delete(id);
  }
  return next;
}

for (let run = 0; run < RUNS; run++) {
  const seed = SEED + run;
  test(`random transactions: the service and @sanity/mutator agree, and the listener replays them (seed ${seed})`, async () => {
    const random = mulberry32(seed);
    // Each run starts from the documents as they are now (an earlier run's included).
    const start = new Map<string, Doc>(
      ((await client.getDocuments(IDS)) as (Doc | null)[]).flatMap((doc) => (doc ? [[doc._id, doc] as const] : [])),
    );
    // A copy: @sanity/mutator may change the documents it is given (their _updatedAt), and the replay starts
    // from these.
    const model = new Map(structuredClone([...start]));
    const events: MutationEvent[] = [];
    let welcomed!: () => void;
    const ready = new Promise<void>((resolve) => (welcomed = resolve));
    // The sentinel's event comes last (events follow commit order): then every event has come.
    const sentinel = `prop-${seed}-sentinel`;
    let sentinelSeen!: () => void;
    const allEvents = new Promise<void>((resolve) => (sentinelSeen = resolve));
    const subscription = client
      .listen(
        "*[_id in $ids]",
        { ids: [...IDS, "p-sentinel"] },
        { events: ["welcome", "mutation"], effectFormat: "mendoza", includeResult: true },
      )
      .subscribe((event) => {
        if (event.type === "welcome") welcomed();
        else if (event.type === "mutation" && event.transactionId === sentinel) sentinelSeen();
        else if (event.type === "mutation") events.push(event);
      });
    await ready;
    const next = generator(random, model);
    let accepted = 0;
    for (let t = 0; t < TRANSACTIONS; t++) {
      const mutations = Array.from({ length: 1 + Math.floor(random() * 3) }, next);
      const transactionId = `prop-${seed}-${t}`;
      const expected = applyModel(model, mutations, transactionId);
      const outcome = await client.mutate(mutations as never, { transactionId, returnDocuments: false }).then(
        () => "accepted",
        (error: { statusCode: number; message: string }) => `refused ${error.statusCode}: ${error.message}`,
      );
      const where = `seed ${seed} (PROPERTY_SEED=${seed} PROPERTY_RUNS=1), transaction ${t}: ${JSON.stringify(mutations)}`;
      expect(outcome === "accepted", `${where}\n${outcome}`).toBe(expected !== null);
      if (expected) {
        accepted++;
        model.clear();
        for (const [id, doc] of expected) model.set(id, doc);
      }
      const stored = (await client.getDocuments(IDS)) as (Doc | null)[];
      expect(stored.map(comparable), where).toEqual(IDS.map((id) => comparable(model.get(id))));
    }
    expect(accepted).toBeGreaterThan(TRANSACTIONS / 4);

    // The listener's events, replayed over the documents as they were, give the documents as they are.
    await client.mutate([{ createOrReplace: { _id: "p-sentinel", _type: "t", run } }], { transactionId: sentinel });
    await allEvents;
    subscription.unsubscribe();
    // As the Studio applies them: to its copy without `_rev`, then the event's revision.
    const replayed = new Map<string, unknown>(start);
    for (const event of events) {
      const effects = (event as unknown as { effects: { apply: unknown[] } }).effects;
      const before = (replayed.get(event.documentId) ?? null) as Doc | null;
      expect(event.previousRev, `seed ${seed}: event ${event.eventId}`).toBe(before?._rev);
      const { _rev, ...withoutRev } = (before ?? {}) as Record<string, unknown>;
      const applied = applyPatch(before ? withoutRev : null, effects.apply as never) as Record<string, unknown> | null;
      const after = applied === null ? null : { ...applied, _rev: event.resultRev };
      // Each step lands on the document the event says it made.
      expect(after, `seed ${seed}: event ${event.eventId} (${event.transition})`).toEqual(event.result ?? null);
      replayed.set(event.documentId, after);
    }
    const final = (await client.getDocuments(IDS)) as (Doc | null)[];
    expect(IDS.map((id) => replayed.get(id) ?? null)).toEqual(final);
  });
}
