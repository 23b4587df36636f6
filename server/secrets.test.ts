/**
 * No secret reaches the browser: the app built with every secret set in the environment (as a CI or
 * a container build would have them), every file of the client build searched for them. The server
 * build must not contain them either: they are read at run time, never inlined. `npm test` makes its
 * production build with the secrets' stand-ins set, and that build is searched; elsewhere this file
 * builds the app on its own.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtWithSecretProbes, SECRET_PROBES as SECRETS } from "../scripts/build-if-needed";
import { ROOT } from "../tests/e2e/support/stack";

let outDir: string;
let ownBuild = false;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

beforeAll(() => {
  if (builtWithSecretProbes(ROOT)) {
    outDir = path.join(ROOT, "build");
    return;
  }
  ownBuild = true;
  outDir = mkdtempSync(path.join(tmpdir(), "salone-secrets-build-"));
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    env: { ...process.env, ...SECRETS, NODE_ENV: "production", SALONE_BUILD_DIR: outDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}, 180_000);

afterAll(() => {
  if (outDir && ownBuild) rmSync(outDir, { recursive: true, force: true });
});

test("the client build holds files, and none of them contains a secret", () => {
  const client = files(path.join(outDir, "client"));
  expect(client.some((file) => file.endsWith(".js"))).toBe(true);
  const leaks: string[] = [];
  for (const file of client) {
    const text = readFileSync(file).toString("latin1");
    for (const [name, value] of Object.entries(SECRETS))
      if (text.includes(value)) leaks.push(`${name} in ${path.relative(outDir, file)}`);
  }
  expect(leaks).toEqual([]);
});

test("the server build does not inline secrets either (they are read at run time)", () => {
  const leaks: string[] = [];
  for (const file of files(path.join(outDir, "server"))) {
    const text = readFileSync(file, "utf8");
    for (const [name, value] of Object.entries(SECRETS))
      if (text.includes(value)) leaks.push(`${name} in ${path.relative(outDir, file)}`);
  }
  expect(leaks).toEqual([]);
});

test("the search would find a secret if one were there (the check is not vacuous)", () => {
  const client = files(path.join(outDir, "client"));
  const sample = readFileSync(
    client.find((file) => file.endsWith(".js"))!,
    "latin1",
  );
  expect(`${sample}${SECRETS.PREVIEW_SECRET}`.includes(SECRETS.PREVIEW_SECRET)).toBe(true);
  // And the server code that reads them is there, so they were not simply tree-shaken away by accident.
  // (The server build is split in chunks: the blocks that load on demand in the browser are chunks there too.)
  const server = files(path.join(outDir, "server"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  expect(server).toContain("PREVIEW_SECRET");
  expect(server).toContain("REVALIDATE_SECRET");
});
