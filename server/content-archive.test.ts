/**
 * `npm start` serves a `sanity dataset export` archive named by CONTENT_ARCHIVE (what
 * `npm run content:export` writes, or a real project's export): its texts and its pictures, through
 * the site's own origin. An archive that is not there stops it at once with a message naming the
 * variable.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { unpackKey } from "../content-service/archive";
import { exportDataset } from "../content-service/export";
import { ROOT } from "../tests/e2e/support/stack";
import { ensureBuilt, rawRequest, startNpmStart, writeRetitledDemo } from "../tests/support/server";

let dir: string;
let archive: string;
const TITLE = "Giornale da un archivio";

beforeAll(async () => {
  await ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), "salone-archive-start-"));
  writeRetitledDemo(dir, TITLE);
  archive = path.join(dir, "export.tar.gz");
  await exportDataset({
    dataDir: dir,
    dataset: "production",
    out: archive,
    logger: { info() {}, warn() {}, error() {} },
  });
}, 120_000);

afterAll(async () => {
  // npm start unpacks the archive into .cache/archives/: this test's copy goes with it.
  const key = await unpackKey(archive);
  const unpacked = path.join(ROOT, ".cache", "archives");
  for (const entry of existsSync(unpacked) ? readdirSync(unpacked) : [])
    if (entry.startsWith(`${key}-`)) rmSync(path.join(unpacked, entry), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

test("the site started by npm start serves the archive CONTENT_ARCHIVE names, texts and pictures", async () => {
  const site = await startNpmStart({ CONTENT_ARCHIVE: archive });
  try {
    const journal = await rawRequest(site.url, "/journal");
    expect(journal.status).toBe(200);
    expect(journal.body).toContain(TITLE);
    const picture = /\/images\/salone\/production\/[a-f0-9]{40}-\d+x\d+\.jpg\?[^"' ]+/.exec(journal.body)?.[0];
    expect(picture).toBeDefined();
    const image = await fetch(`${site.url}${picture!.replaceAll("&amp;", "&")}`);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    // The demo breaks no rule of the schema: nothing to warn about.
    expect(site.output()).not.toContain("[content] warning");
  } finally {
    site.stop();
  }
  // Starts the whole site in a child process, as content-data-dir.test.ts does.
}, 120_000);

test("a CONTENT_ARCHIVE that is not there stops npm start with a message naming it", () => {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONTENT_ARCHIVE: path.join(dir, "missing.tar.gz"),
      SANITY_API_URL: "",
      SANITY_PROJECT_ID: "",
      PORT: "0",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("CONTENT_ARCHIVE");
  expect(result.stderr).toContain("missing.tar.gz");
}, 90_000);
