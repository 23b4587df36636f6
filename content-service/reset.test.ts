/**
 * `npm run content:reset` refuses while a content service has the database open, saying so, and
 * changes nothing; with the service stopped (or killed) it puts the dataset back to its seed.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService } from "./service.ts";
import { databaseFile } from "./store.ts";
import { directorySourceId } from "./dataset.ts";
import { serviceClient } from "./fixtures/client.ts";

const WRITE_TOKEN = "reset-write-token-0123456789";
let fixture: FixtureData;

beforeAll(async () => {
  fixture = await createFixtureData();
});
afterAll(async () => {
  await fixture?.cleanup();
});

/** Runs content:reset --yes on the fixture's dataset; its exit code and what it printed. */
async function reset(): Promise<{ code: number; output: string }> {
  const script = new URL("./reset.ts", import.meta.url).pathname;
  const env = {
    ...process.env,
    CONTENT_DATA_DIR: fixture.dataDir,
    CONTENT_DB_DIR: fixture.dbDir,
    SANITY_DATASET: "production",
  };
  return promisify(execFile)(process.execPath, ["--import", "tsx", script, "--yes"], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

// Two runs of the script and two starts of the service: on a busy 2-core machine a tsx start alone takes 6 s.
test(
  "content:reset refuses while a service has the database open, and resets it once the service is stopped",
  { timeout: 90_000 },
  async () => {
    const options = {
      port: 0,
      dataDir: fixture.dataDir,
      cacheDir: fixture.cacheDir,
      dbDir: fixture.dbDir,
      writeToken: WRITE_TOKEN,
      logger: { info() {}, warn() {}, error() {} },
    };
    const service = await startContentService(options);
    const client = serviceClient(service.url, WRITE_TOKEN);
    await client.create({ _id: "kept-edit", _type: "menuItem", price: 7 });
    const file = databaseFile(fixture.dbDir, "production", directorySourceId(fixture.dataDir));
    expect(existsSync(file)).toBe(true);

    const refused = await reset();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /^Refusing to reset .*: a content service has it open .* Stop it, then run this again\. Nothing changed\.$/m,
    );
    expect(refused.output).not.toMatch(/\bat \S+:\d+/); // no stack
    // The service goes on, its edit kept, and it can still write.
    expect((await client.getDocument("kept-edit"))?.price).toBe(7);
    await client.patch("kept-edit").set({ price: 8 }).commit();
    await service.close();

    const done = await reset();
    expect(done).toMatchObject({ code: 0 });
    expect(done.output).toMatch(/^Reset: .* removed/m);
    expect(existsSync(file)).toBe(false);
    const again = await startContentService(options);
    const fresh = client.withConfig({ apiHost: again.url });
    expect(await fresh.getDocument("kept-edit")).toBeUndefined();
    await again.close();
  },
);
