/**
 * The store keeps what it acknowledged: a transaction is on disk when commit() returns (a kill -9
 * right after loses nothing), one that fails half way leaves the state before it, and a database
 * outlives the process that made it (with a schema version checked on open).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, expect, test } from "vitest";
import { databaseFile, DocumentStore, SCHEMA_VERSION } from "./store.ts";

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "salone-store-"));
  dirs.push(dir);
  return join(dir, "production.sqlite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const seed = async () => [
  { _id: "a", _type: "t", n: 0 },
  { _id: "b", _type: "t", n: 0 },
];

test("a new database is seeded once; the seed keeps the documents' order and gives each a _rev", async () => {
  const file = tempFile();
  const store = (await DocumentStore.open(file, seed))!;
  expect(store.seeded).toBe(true);
  expect(store.documents().map((d) => [d._id, typeof d._rev])).toEqual([
    ["a", "string"],
    ["b", "string"],
  ]);
  store.close();
  let asked = false;
  const again = (await DocumentStore.open(file, async () => ((asked = true), [])))!;
  expect(asked).toBe(false);
  expect(again.seeded).toBe(false);
  expect(again.size).toBe(2);
  again.close();
});

test("no source, no database: a dataset the source lacks creates nothing", async () => {
  expect(await DocumentStore.open(tempFile(), async () => null)).toBeNull();
});

test("a committed transaction survives kill -9 of the process right after commit() returned", async () => {
  const file = tempFile();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", new URL("./fixtures/store-writer.ts", import.meta.url).pathname, file],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let acknowledged = 0;
  let buffer = "";
  await new Promise<void>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) acknowledged = Number(line.split(" ")[1]);
      if (acknowledged >= 20 && child.exitCode === null && !child.killed) {
        child.kill("SIGKILL");
      }
    });
    child.on("exit", () => resolve());
  });
  expect(acknowledged).toBeGreaterThanOrEqual(20);
  const store = (await DocumentStore.open(file, seed))!;
  // Every acknowledged commit is there; one more may have landed between the print and the kill.
  expect(store.get("a")!.n as number).toBeGreaterThanOrEqual(acknowledged);
  expect(store.get("a")!._rev).toBe(`tx${store.get("a")!.n as number}`);
  expect(store.transactions(["a"]).length).toBe((store.get("a")!.n as number) + 1);
  store.close();
});

test("a transaction that fails half way leaves the previous state, on disk and in memory", async () => {
  const file = tempFile();
  const store = (await DocumentStore.open(file, seed))!;
  const seq = store.seq;
  const broken = { _id: "b", _type: "t", n: 10n } as unknown as { _id: string };
  expect(() =>
    store.commit({
      id: "torn",
      timestamp: new Date().toISOString(),
      author: "test",
      mutations: [],
      changes: [
        { id: "a", before: store.get("a")!, after: { _id: "a", _type: "t", n: 1, _rev: "torn" } },
        { id: "b", before: store.get("b")!, after: broken },
      ],
    }),
  ).toThrow(/BigInt/);
  expect(store.get("a")!.n).toBe(0);
  expect(store.seq).toBe(seq);
  expect(store.hasTransaction("torn")).toBe(false);
  store.close();
  const reopened = (await DocumentStore.open(file, seed))!;
  expect(reopened.get("a")!.n).toBe(0);
  expect(reopened.hasTransaction("torn")).toBe(false);
  reopened.close();
});

test("the schema version is recorded, and a database from a newer project is refused with a message", async () => {
  const file = tempFile();
  (await DocumentStore.open(file, seed))!.close();
  const db = new Database(file);
  expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
  db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  db.close();
  await expect(DocumentStore.open(file, seed)).rejects.toThrow(/made by a newer version of the project/);
});

test("history: a document at each revision, and the transactions that touched it", async () => {
  const store = (await DocumentStore.open(tempFile(), seed))!;
  const seedRev = store.get("a")!._rev as string;
  store.commit({
    id: "t1",
    timestamp: "2030-01-01T00:00:00.000Z",
    author: "x",
    mutations: [{ patch: { id: "a" } }],
    changes: [{ id: "a", before: store.get("a")!, after: { _id: "a", n: 1, _rev: "t1" } }],
  });
  store.commit({
    id: "t2",
    timestamp: "2030-01-02T00:00:00.000Z",
    author: "x",
    mutations: [{ delete: { id: "a" } }],
    changes: [{ id: "a", before: store.get("a")!, after: null }],
  });
  expect(store.documentAtRevision("a", seedRev)).toMatchObject({ n: 0 });
  expect(store.documentAtRevision("a", "t1")).toMatchObject({ n: 1 });
  expect(store.get("a")).toBeUndefined();
  expect(store.documentAt("a", store.seqAt("2030-01-01T12:00:00.000Z"))).toMatchObject({ n: 1 });
  expect(store.documentAt("a", store.seq)).toBeNull();
  expect(
    store
      .transactions(["a"])
      .map((t) => t.id)
      .slice(1),
  ).toEqual(["t1", "t2"]);
  store.close();
});

test("each dataset of each source has a database of its own", () => {
  const names = [
    databaseFile("/db", "production", "dir:/a"),
    databaseFile("/db", "staging", "dir:/a"),
    databaseFile("/db", "production", "dir:/b"),
    databaseFile("/db", "production", "archive:/a"),
  ];
  expect(new Set(names).size).toBe(4);
  expect(names[0]).toBe(databaseFile("/db", "production", "dir:/a"));
  expect(names[0]).toMatch(/^\/db\/production-[0-9a-f]{12}\.sqlite$/);
});
