/**
 * An acknowledged write is on disk: the service is killed (SIGKILL) right after it answered, started
 * again on the same database, and the write is there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";

const WRITE_TOKEN = "durable-write-token-0123456789";
let fixture: FixtureData;
const running: ChildProcess[] = [];

beforeAll(async () => {
  fixture = await createFixtureData();
});
afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await fixture?.cleanup();
});

/** Starts content-service/main.ts on a free port; resolves with its URL once it listens. */
function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./main.ts", import.meta.url).pathname], {
    env: {
      ...process.env,
      CONTENT_PORT: "0",
      CONTENT_DATA_DIR: fixture.dataDir,
      CONTENT_DB_DIR: fixture.dbDir,
      CONTENT_WRITE_TOKEN: WRITE_TOKEN,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.on("exit", (code) => reject(new Error(`the service exited (${code}) before listening: ${out}`)));
  });
}

test("kill -9 right after a write's answer: after a restart the write is there", async () => {
  const first = await start();
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${first.url}/v2025-02-19/data/mutate/production`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${WRITE_TOKEN}` },
      body: JSON.stringify({ mutations: [{ create: { _id: `durable-${i}`, _type: "menuItem", price: i } }] }),
    });
    expect(response.status).toBe(200);
    ids.push(`durable-${i}`);
  }
  const exited = new Promise((resolve) => first.child.once("exit", resolve));
  first.child.kill("SIGKILL");
  await exited;

  const second = await start();
  const response = await fetch(
    `${second.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id match "durable-*"] | order(price) .price')}`,
  );
  expect((await response.json()).result).toEqual([0, 1, 2, 3, 4]);
  second.child.kill("SIGTERM");
});
