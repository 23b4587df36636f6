import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { temporaryDir } from "../tests/support/temp-dir";
import { portInUseMessage } from "./port-in-use";

let taken: Server;
let port: number;
const dbDir = temporaryDir("salone-port-in-use-");

beforeAll(async () => {
  taken = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => taken.once("listening", resolve));
  port = (taken.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  dbDir.remove();
});

test("a port in use is named with the setting that moves it; any other error is not", async () => {
  const second = createServer();
  const error = await new Promise<Error>((resolve) => second.once("error", resolve).listen(port, "127.0.0.1"));
  expect(portInUseMessage(error, "The site", port, "PORT")).toBe(
    `The site: port ${port} is in use (another npm start, or another program). Stop it, or set PORT to a free port.`,
  );
  expect(portInUseMessage(new Error("EACCES"), "The site", port, "PORT")).toBeNull();
  expect(portInUseMessage(undefined, "The site", port, "PORT")).toBeNull();
});

// A tsx start of dev.ts and the content service: several seconds on a busy 2-core machine.
test(
  "npm run dev with the content service's port taken stops with that line and exit code 1, no stack trace",
  { timeout: 90_000 },
  async () => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./dev.ts", import.meta.url))], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        CONTENT_PORT: String(port),
        CONTENT_DB_DIR: dbDir.path,
        EDITOR_PASSWORD: "port-test-password-0123",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(
      `The embedded content service: port ${port} is in use (another npm start, or another program). Stop it, or set CONTENT_PORT to a free port.`,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
  },
);
