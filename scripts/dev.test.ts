/**
 * `npm run dev` runs the embedded content service as `npm start` does: CONTENT_WRITE_TOKEN writes,
 * and a publish is announced to the site's webhook (here a stand-in, through CONTENT_PUBLISH_HOOK).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "../content-service/fixtures/fixture-data";

const WRITE_TOKEN = "dev-write-token-0123456789";
const SECRET = "dev-revalidate-secret-0123456789";
let fixture: FixtureData;
let hook: Server;
let dev: ChildProcess | undefined;
const calls: { secret: string | undefined; body: string }[] = [];
let called = () => {};

/** A port the OS has free now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  fixture = await createFixtureData();
  hook = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ secret: req.headers["x-revalidate-secret"] as string | undefined, body });
      called();
      res.end("{}");
    });
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => hook.once("listening", resolve));
});

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM"); // dev.ts stops its Vite server's group and the service
    await exited;
  }
  await new Promise((resolve) => hook.close(resolve));
  await fixture?.cleanup();
});

// A tsx start of dev.ts, the content service and its workers: 10 s or more on a busy 2-core machine.
test(
  "npm run dev: the write token writes, and a publish reaches the site's webhook with its secret",
  { timeout: 90_000 },
  async () => {
    const [port, contentPort] = [await freePort(), await freePort()];
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/revalidate`;
    dev = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./dev.ts", import.meta.url))], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        CONTENT_PORT: String(contentPort),
        CONTENT_DATA_DIR: fixture.dataDir,
        CONTENT_DB_DIR: fixture.dbDir,
        CONTENT_WRITE_TOKEN: WRITE_TOKEN,
        CONTENT_PUBLISH_HOOK: hookUrl,
        REVALIDATE_SECRET: SECRET,
        EDITOR_PASSWORD: "dev-editor-password-0123",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Embedded content service on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]!);
      };
      dev!.stdout!.on("data", read);
      dev!.stderr!.on("data", read);
      dev!.once("exit", (code) =>
        reject(new Error(`npm run dev exited (${code}) before its content service started:\n${out}`)),
      );
    });

    const arrived = new Promise<void>((resolve) => (called = resolve));
    const response = await fetch(`${url}/v2025-02-19/data/mutate/production`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${WRITE_TOKEN}` },
      body: JSON.stringify({ mutations: [{ createOrReplace: { _id: "dev-published", _type: "menuItem", price: 9 } }] }),
    });
    expect(response.status).toBe(200);
    await arrived;
    expect(calls).toEqual([{ secret: SECRET, body: JSON.stringify([{ _id: "dev-published", _type: "menuItem" }]) }]);
  },
);
