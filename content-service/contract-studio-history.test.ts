/**
 * What the Studio 4.22 asks offline besides documents: its history timeline's events of a document
 * group (a draft made, published, unpublished, discarded), the deployed studios and the comments
 * dataset (none), and presence over a websocket (relayed between editors, refused without a token);
 * odd input answers a 4xx with a reason, never a crash.
 */
import type { SanityClient } from "@sanity/client";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFixtureService, type FixtureService } from "./fixtures/service.ts";
import { serviceClient } from "./fixtures/client.ts";
import { EDITOR_ID } from "./studio-api.ts";

const WRITE_TOKEN = "studio-history-write-token-0123456789";
let service: FixtureService;
let client: SanityClient;

beforeAll(async () => {
  service = await startFixtureService({ writeToken: WRITE_TOKEN, tlsDir: false });
  client = serviceClient(service.url, WRITE_TOKEN);
});

afterAll(async () => {
  await service?.stop();
});

type Events = {
  events: Record<
    string,
    { type: string; id: string; documentId: string; revisionId?: string; versionRevisionId?: string }[]
  >;
  nextCursor: string;
};

function get(path: string, token: string | null = WRITE_TOKEN): Promise<Response> {
  return fetch(`${service.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

test("a dish's timeline: the draft made, published, unpublished and discarded, newest first, as the Studio asks for it", async () => {
  await client.createOrReplace({ _id: "timeline-dish", _type: "menuItem", price: 1 });
  const draft = await client.action({
    actionType: "sanity.action.document.edit",
    draftId: "drafts.timeline-dish",
    publishedId: "timeline-dish",
    patch: { set: { price: 2 } },
  });
  const published = await client.action({
    actionType: "sanity.action.document.publish",
    draftId: "drafts.timeline-dish",
    publishedId: "timeline-dish",
  });
  const unpublished = await client.action({
    actionType: "sanity.action.document.unpublish",
    draftId: "drafts.timeline-dish",
    publishedId: "timeline-dish",
  });
  await client.action({ actionType: "sanity.action.document.discard", draftId: "drafts.timeline-dish" });

  const response = await get(
    "/v2025-02-19/data/history/production/events/documents/drafts.timeline-dish?limit=100&tag=sanity.studio.get-document-events",
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as Events;
  const events = body.events["drafts.timeline-dish"]!;
  expect(events.map((event) => event.type)).toEqual([
    "deleteDocumentVersion",
    "unpublishDocument",
    "publishDocumentVersion",
    "createDocumentVersion",
    "publishDocumentVersion",
  ]);
  expect(body.nextCursor).toBe("");
  expect(events[2]).toMatchObject({
    documentId: "timeline-dish",
    revisionId: published.transactionId,
    versionRevisionId: draft.transactionId,
  });
  expect(events[1]).toMatchObject({ versionRevisionId: unpublished.transactionId });
  expect(events[3]).toMatchObject({ versionRevisionId: draft.transactionId });
  // The published revision an event names is one the history's documents endpoint has.
  const atPublish = (await (
    await get(`/v2025-02-19/data/history/production/documents/timeline-dish?revision=${published.transactionId}`)
  ).json()) as {
    documents: { price: number }[];
  };
  expect(atPublish.documents[0]?.price).toBe(2);
});

test("the timeline comes a page at a time, each page's cursor leading to the next", async () => {
  await client.createOrReplace({ _id: "paged-dish", _type: "menuItem", price: 1 });
  for (const price of [2, 3, 4]) {
    await client.action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.paged-dish",
      publishedId: "paged-dish",
      patch: { set: { price } },
    });
    await client.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.paged-dish",
      publishedId: "paged-dish",
    });
  }
  const seen: string[] = [];
  let cursor = "";
  do {
    const page = (await (
      await get(`/v2025-02-19/data/history/production/events/documents/paged-dish?limit=3&nextCursor=${cursor}`)
    ).json()) as Events;
    expect(page.events["paged-dish"]!.length).toBeLessThanOrEqual(3);
    seen.push(...page.events["paged-dish"]!.map((event) => event.id));
    cursor = page.nextCursor;
  } while (cursor);
  // Three drafts made and published, and the first publish: seven events, none twice.
  expect(seen).toHaveLength(7);
  expect(new Set(seen).size).toBe(7);
});

test("the timeline refuses odd input with a reason: no token, an odd id, a bad limit or cursor, several ids", async () => {
  const base = "/v2025-02-19/data/history/production/events/documents";
  const cases: [string, string | null, number][] = [
    [`${base}/item-burrata`, null, 401],
    [`${base}/${encodeURIComponent("bad id with spaces")}`, WRITE_TOKEN, 400],
    [`${base}/item-burrata?limit=0`, WRITE_TOKEN, 400],
    [`${base}/item-burrata?limit=many`, WRITE_TOKEN, 400],
    [`${base}/item-burrata?nextCursor=${encodeURIComponent("'; drop table")}`, WRITE_TOKEN, 400],
    [`${base}/item-burrata,item-suppli`, WRITE_TOKEN, 400],
    [`${base}/${encodeURIComponent("%E0%A4%A")}`, WRITE_TOKEN, 400],
    ["/v2025-02-19/data/history/nope/events/documents/item-burrata", WRITE_TOKEN, 404],
  ];
  for (const [path, token, status] of cases) {
    const response = await get(path, token);
    expect(response.status, path).toBe(status);
    const body = await response.text();
    expect(body, path).not.toMatch(/\n\s+at /);
    expect(JSON.parse(body), path).toHaveProperty("error");
  }
  const post = await fetch(`${service.url}${base}/item-burrata`, {
    method: "POST",
    headers: { Authorization: `Bearer ${WRITE_TOKEN}` },
    body: "{",
  });
  expect(post.status).toBe(405);
});

test("no studio deployed on Sanity and no comments dataset: both answer an empty list, for the editor only", async () => {
  expect(await (await get("/v2024-09-01/projects/salone/user-applications")).json()).toEqual([]);
  expect(
    await (await get("/v2025-02-19/projects/salone/datasets?datasetProfile=comments&addonFor=production")).json(),
  ).toEqual([]);
  expect((await get("/v2024-09-01/projects/salone/user-applications", null)).status).toBe(401);
  expect((await get("/v2024-09-01/projects/other/user-applications")).status).toBe(404);
  expect((await get("/v2025-02-19/data/ping/production", null)).status).toBe(200);
});

/** A websocket to the presence endpoint, with each message it receives queued for `next()`. */
async function socket(path = "/v2022-06-30/socket/production?tag=sanity.studio") {
  const ws = new WebSocket(`${service.url.replace(/^http/, "ws")}${path}`);
  const queue: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  ws.on("message", (data) => {
    const text = data.toString();
    if (text === "♥") return;
    const message = JSON.parse(text) as unknown;
    const next = waiting.shift();
    if (next) next(message);
    else queue.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const next = () =>
    queue.length ? Promise.resolve(queue.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve));
  const call = async (id: string, method: string, params: Record<string, unknown> = {}) => {
    ws.send(JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, apiVersion: "v1" } }));
    return next();
  };
  return { ws, next, call };
}

test("presence: two editors' sockets, each told of the other's locations, as the Studio's bifur client speaks it", async () => {
  const [first, second] = await Promise.all([socket(), socket()]);
  for (const editor of [first, second]) {
    expect(await editor.call("a", "authorization", { authorization: `Bearer ${WRITE_TOKEN}` })).toMatchObject({
      id: "a",
      result: true,
    });
  }
  const subscription = ((await second.call("s", "presence_subscribe")) as { result: string }).result;
  expect(typeof subscription).toBe("string");
  expect(
    await first.call("b", "presence_announce", {
      data: { sessionId: "one", locations: [{ documentId: "item-burrata", path: [] }] },
    }),
  ).toMatchObject({
    id: "b",
    result: true,
  });
  expect(await second.next()).toEqual({
    jsonrpc: "2.0",
    method: "presence_subscription",
    params: {
      subscription,
      result: {
        type: "state",
        i: EDITOR_ID,
        m: { sessionId: "one", locations: [{ documentId: "item-burrata", path: [] }] },
      },
    },
  });
  expect(await first.call("c", "presence_unknown")).toMatchObject({ id: "c", error: { code: -32601 } });
  first.ws.close();
  second.ws.close();
});

test("presence refuses a socket without the editor's token, a broken message, and an unknown dataset", async () => {
  const stranger = await socket();
  const closed = new Promise<number>((resolve) => stranger.ws.once("close", (code) => resolve(code)));
  expect(await stranger.call("a", "presence_subscribe")).toMatchObject({ error: { code: 4001 } });
  expect(await closed).toBe(4001);

  const forger = await socket();
  expect(await forger.call("a", "authorization", { authorization: "Bearer not-a-token" })).toMatchObject({
    error: { code: 4001 },
  });

  const clumsy = await socket();
  clumsy.ws.send("{not json");
  expect(await clumsy.next()).toMatchObject({ error: { code: -32700 } });
  clumsy.ws.send(JSON.stringify({ hello: "world" }));
  expect(await clumsy.next()).toMatchObject({ error: { code: -32600 } });
  clumsy.ws.close();

  await expect(socket("/v2022-06-30/socket/nope")).rejects.toThrow(/404/);
  await expect(socket("/v2022-06-30/not-a-socket")).rejects.toThrow(/404/);
  // The service still answers.
  expect((await get("/v2025-02-19/data/ping/production")).status).toBe(200);
});

test("transactions from an empty fromTransaction start at the beginning, and a seeded revision names the seed", async () => {
  const seeded = (await client.getDocument("item-suppli"))!;
  await client.patch("item-suppli").set({ price: 12 }).commit();
  const query =
    "tag=sanity.studio.documents.history&excludeContent=true&limit=50&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza";
  const lines = async (from: string) => {
    const response = await get(
      `/v2025-02-19/data/history/production/transactions/item-suppli?${query}&fromTransaction=${encodeURIComponent(from)}`,
    );
    expect(response.status).toBe(200);
    return (await response.text()).trim().split("\n");
  };
  // The seed and the edit, from the start; from the seeded revision, the same two (the Studio drops the first).
  expect(await lines("")).toHaveLength(2);
  expect(await lines(seeded._rev)).toHaveLength(2);
  expect(
    (await get(`/v2025-02-19/data/history/production/transactions/item-suppli?fromTransaction=never-was`)).status,
  ).toBe(404);
});

test("references from other datasets: none on a local Content Lake, asked as the Studio asks before an unpublish", async () => {
  const base = "/v2025-02-19/data/references/production/documents";
  const response = await get(
    `${base}/item-burrata/to?excludeInternalReferences=true&excludePaths=true&tag=sanity.studio.use-referring-documents.external`,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ totalCount: 0, references: [] });
  expect((await get(`${base}/item-burrata/to?excludeInternalReferences=true`, null)).status).toBe(401);
  expect((await get(`${base}/item-burrata/to`)).status).toBe(400);
  expect(
    (await get(`${base}/${encodeURIComponent("no spaces allowed")}/to?excludeInternalReferences=true`)).status,
  ).toBe(400);
  expect(
    (await get(`/v2025-02-19/data/references/other/documents/item-burrata/to?excludeInternalReferences=true`)).status,
  ).toBe(404);
});
