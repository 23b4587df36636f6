/**
 * `npm start` (scripts/start.ts) with its embedded content service serves the dataset directory
 * named by CONTENT_DATA_DIR, so a venue, the benchmarks and any test can run the site over other
 * content; a directory without the dataset stops it at once with a message naming the variable.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ROOT } from "../tests/e2e/support/stack";
import { ensureBuilt, rawRequest, startNpmStart, writeRetitledDemo } from "../tests/support/server";

let dataDir: string;
const TITLE = "Giornale di un'altra cucina";

beforeAll(async () => {
  await ensureBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), "salone-data-dir-"));
  // Every article of this dataset gets one recognisable title.
  writeRetitledDemo(dataDir, TITLE);
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// Starts the whole site in a child process (14 s measured on a busy machine, over the 20 s default then).
test("the site started by npm start reads the dataset directory CONTENT_DATA_DIR names", async () => {
  const site = await startNpmStart({ CONTENT_DATA_DIR: dataDir });
  try {
    const journal = await rawRequest(site.url, "/journal");
    expect(journal.status).toBe(200);
    expect(journal.body).toContain(TITLE.replace("'", "&#x27;"));
  } finally {
    site.stop();
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
