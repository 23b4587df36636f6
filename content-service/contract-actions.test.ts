/**
 * The Studio's document actions through @sanity/client's `action()`: create and edit a draft,
 * publish (with the revision checks), unpublish, discard, replace a draft, delete with its drafts,
 * and Content Lake's refusals (a referenced document, an unknown action type), the database unchanged.
 */
import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { serviceClient } from "./fixtures/client.ts";

const WRITE_TOKEN = "actions-write-token-0123456789";

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

const snapshot = () => client.fetch("*{...}", {}, { perspective: "raw" });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { statusCode: number; message: string }) => error,
  );

test("create a draft, edit it, publish it: the published document is the draft, and the draft is gone", async () => {
  await client.action({
    actionType: "sanity.action.document.create",
    publishedId: "dish-a",
    attributes: { _id: "drafts.dish-a", _type: "menuItem", price: 8 },
    ifExists: "fail",
  });
  expect(await client.getDocument("drafts.dish-a")).toMatchObject({ price: 8 });
  await client.action({
    actionType: "sanity.action.document.edit",
    publishedId: "dish-a",
    draftId: "drafts.dish-a",
    patch: { set: { price: 9 } },
  });
  const { transactionId } = await client.action({
    actionType: "sanity.action.document.publish",
    publishedId: "dish-a",
    draftId: "drafts.dish-a",
  });
  expect(await client.getDocument("dish-a")).toMatchObject({ _id: "dish-a", price: 9, _rev: transactionId });
  expect(await client.getDocument("drafts.dish-a")).toBeUndefined();
  // The public sees it now.
  expect(await client.withConfig({ token: undefined }).fetch('*[_id == "dish-a"][0].price')).toBe(9);
});

test("several edits of a published document in one request make its draft once and apply in order", async () => {
  await client.createOrReplace({ _id: "dish-burst", _type: "menuItem", title: { it: "Prima" }, price: 5 });
  await client.action([
    {
      actionType: "sanity.action.document.edit",
      publishedId: "dish-burst",
      draftId: "drafts.dish-burst",
      patch: { set: { "title.it": "Seconda" } },
    },
    {
      actionType: "sanity.action.document.edit",
      publishedId: "dish-burst",
      draftId: "drafts.dish-burst",
      patch: { set: { price: 6 } },
    },
    {
      actionType: "sanity.action.document.edit",
      publishedId: "dish-burst",
      draftId: "drafts.dish-burst",
      patch: { inc: { price: 1 } },
    },
  ]);
  expect(await client.getDocument("drafts.dish-burst")).toMatchObject({ title: { it: "Seconda" }, price: 7 });
  expect(await client.getDocument("dish-burst")).toMatchObject({ title: { it: "Prima" }, price: 5 });
});

test("edit of a published document makes its draft from it; publish with a stale ifPublishedRevisionId is a 409", async () => {
  const published = (await client.getDocument("dish-a"))!;
  await client.action({
    actionType: "sanity.action.document.edit",
    publishedId: "dish-a",
    draftId: "drafts.dish-a",
    patch: { inc: { price: 1 } },
  });
  expect(await client.getDocument("drafts.dish-a")).toMatchObject({ price: 10 });
  const before = await snapshot();
  const stale = await failure(
    client.action({
      actionType: "sanity.action.document.publish",
      publishedId: "dish-a",
      draftId: "drafts.dish-a",
      ifPublishedRevisionId: "not-the-revision",
    }),
  );
  expect(stale?.statusCode).toBe(409);
  expect(await snapshot()).toEqual(before);
  await client.action({
    actionType: "sanity.action.document.publish",
    publishedId: "dish-a",
    draftId: "drafts.dish-a",
    ifPublishedRevisionId: published._rev,
  });
  expect((await client.getDocument("dish-a"))!.price).toBe(10);
});

test("unpublish keeps the document as a draft; discard removes a draft", async () => {
  await client.action({
    actionType: "sanity.action.document.unpublish",
    publishedId: "dish-a",
    draftId: "drafts.dish-a",
  });
  expect(await client.getDocument("dish-a")).toBeUndefined();
  expect(await client.getDocument("drafts.dish-a")).toMatchObject({ price: 10 });
  await client.action({ actionType: "sanity.action.document.discard", draftId: "drafts.dish-a" });
  expect(await client.getDocument("drafts.dish-a")).toBeUndefined();
});

test("replaceDraft replaces the draft whole; delete removes the document with its drafts", async () => {
  await client.createOrReplace({ _id: "dish-b", _type: "menuItem", price: 1 });
  await client.action({
    actionType: "sanity.action.document.replaceDraft",
    publishedId: "dish-b",
    attributes: { _id: "drafts.dish-b", _type: "menuItem", price: 2 },
  });
  expect(await client.getDocument("drafts.dish-b")).toMatchObject({ price: 2 });
  await client.action({
    actionType: "sanity.action.document.delete",
    publishedId: "dish-b",
    includeDrafts: ["drafts.dish-b"],
  });
  expect(await client.getDocuments(["dish-b", "drafts.dish-b"])).toEqual([null, null]);
});

test("deleting or unpublishing a document others reference is refused with a 409 that names them", async () => {
  const before = await snapshot();
  const deleted = await failure(
    client.action({ actionType: "sanity.action.document.delete", publishedId: "cat-antipasti", includeDrafts: [] }),
  );
  expect(deleted?.statusCode).toBe(409);
  expect(deleted?.message).toContain("item-burrata");
  expect(deleted?.message).toContain("item-suppli");
  const unpublished = await failure(
    client.action({
      actionType: "sanity.action.document.unpublish",
      publishedId: "item-suppli",
      draftId: "drafts.item-suppli",
    }),
  );
  expect(unpublished?.statusCode).toBe(409);
  expect(unpublished?.message).toContain("article-opening");
  expect(await snapshot()).toEqual(before);
});

test("publishing strengthens the weak references marked _strengthenOnPublish", async () => {
  await client.createOrReplace({
    _id: "drafts.dish-c",
    _type: "menuItem",
    category: {
      _type: "reference",
      _ref: "cat-antipasti",
      _weak: true,
      _strengthenOnPublish: { type: "menuCategory" },
    },
  });
  await client.action({
    actionType: "sanity.action.document.publish",
    publishedId: "dish-c",
    draftId: "drafts.dish-c",
  });
  expect((await client.getDocument("dish-c"))!.category).toEqual({ _type: "reference", _ref: "cat-antipasti" });
});

test("an unknown action type, or an action on a bad id, is a 400 and changes nothing", async () => {
  const before = await snapshot();
  for (const action of [
    { actionType: "sanity.action.document.explode", publishedId: "item-burrata" },
    { actionType: "sanity.action.document.discard", draftId: "../etc/passwd" },
    { notAnAction: true },
  ]) {
    const refused = await failure(client.action(action as never));
    expect(refused?.statusCode, JSON.stringify(action)).toBe(400);
  }
  expect(await snapshot()).toEqual(before);
});

test("release and version actions are a 501 whose message says releases are not here and what to do, and change nothing", async () => {
  const before = await snapshot();
  for (const action of [
    { actionType: "sanity.action.release.create", releaseId: "rSpring", metadata: { title: "Spring menu" } },
    { actionType: "sanity.action.release.publish", releaseId: "rSpring" },
    {
      actionType: "sanity.action.document.version.create",
      publishedId: "item-burrata",
      document: { _id: "versions.rSpring.item-burrata", _type: "menuItem" },
    },
  ]) {
    const refused = await failure(client.action(action as never));
    expect(refused?.statusCode, action.actionType).toBe(501);
    expect(refused?.message).toMatch(/^Content releases are not available on the local Content Lake/);
    expect(refused?.message).toContain(`Action #0 (${action.actionType}): edit the drafts and publish them instead`);
    expect(refused?.message).not.toMatch(/\bat \S+:\d+/); // no stack
  }
  expect(await snapshot()).toEqual(before);
});
