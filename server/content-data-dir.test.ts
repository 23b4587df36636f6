/**
 * `npm start` (scripts/start.ts) with its embedded content service serves the dataset directory
 * named by CONTENT_DATA_DIR, so a venue, the benchmarks and any test can run the site over other
 * content; a directory without the dataset stops it at once with a message naming the variable.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ROOT, freePort } from "../tests/e2e/support/stack";
import { ensureBuilt, rawRequest } from "./test-support";

let dataDir: string;
const TITLE = "Giornale di un'altra cucina";

beforeAll(async () => {
  await ensureBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), "salone-data-dir-"));
  const lines = readFileSync(path.join(ROOT, "content", "production.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as { _type: string; title?: { it?: string } };
      // Every article of this dataset gets one recognisable title.
      if (doc._type === "article" && doc.title) doc.title.it = TITLE;
      return JSON.stringify(doc);
    });
  writeFileSync(path.join(dataDir, "production.ndjson"), lines.join("\n"));
  symlinkSync(path.join(ROOT, "content", "images"), path.join(dataDir, "images"));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// Starts the whole site in a child process (14 s measured on a busy machine, over the 20 s default then).
test("the site started by npm start reads the dataset directory CONTENT_DATA_DIR names", async () => {
  const [port, contentPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CONTENT_PORT: String(contentPort), CONTENT_DATA_DIR: dataDir, LOG_LEVEL: "warn", SANITY_API_URL: "", SANITY_PROJECT_ID: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Salone is serving on/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
    });
    const journal = await rawRequest(`http://127.0.0.1:${port}`, "/journal");
    expect(journal.status).toBe(200);
    expect(journal.body).toContain(TITLE.replace("'", "&#x27;"));
  } finally {
    child.kill("SIGTERM");
  }
}, 120_000);

test("a CONTENT_DATA_DIR without the dataset stops npm start with a message naming it", () => {
  const empty = mkdtempSync(path.join(tmpdir(), "salone-empty-"));
  try {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DATA_DIR: empty, SANITY_API_URL: "", SANITY_PROJECT_ID: "", PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("CONTENT_DATA_DIR");
    expect(result.stderr).toContain("production.ndjson");
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}, 90_000);
