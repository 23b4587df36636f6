import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildIsStale, builtWithSecretProbes } from "./build-if-needed";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A tree with a build at `builtAt` and one source file per folder, each changed at the time given. */
function tree(builtAt: number, sources: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-if-needed-"));
  roots.push(root);
  mkdirSync(path.join(root, "build", "server"), { recursive: true });
  mkdirSync(path.join(root, "build", "client"));
  const marker = path.join(root, "build", "server", "index.js");
  writeFileSync(marker, "");
  utimesSync(marker, builtAt, builtAt);
  for (const [folder, at] of Object.entries(sources)) {
    mkdirSync(path.join(root, folder));
    const file = path.join(root, folder, "x.ts");
    writeFileSync(file, "");
    utimesSync(file, at, at);
    utimesSync(path.join(root, folder), at, at);
  }
  return root;
}

test("a build older than a change to the app, or to the rules the app takes from site/, is stale", () => {
  expect(buildIsStale(tree(1000, { app: 2000 })).stale).toBe(true);
  expect(buildIsStale(tree(1000, { app: 500, site: 2000 }))).toEqual({
    stale: true,
    reason: "site changed since the last build",
  });
});

test("a build newer than every source is up to date", () => {
  expect(buildIsStale(tree(3000, { app: 2000, site: 2000 })).stale).toBe(false);
});

/** Records `root`'s build as made with the secrets' stand-ins, as buildIfNeeded does after one. */
function stampProbes(root: string, builtAt: number): void {
  const dir = path.join(root, "node_modules", ".cache", "salone");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "secret-probes-build.json"), JSON.stringify({ builtAt }));
}

test("the secrets' check searches a build only when it is the one made with their stand-ins, and current", () => {
  // 3000 s after the epoch, as the build's server entry says (utimes takes seconds, mtimeMs is in ms).
  const probed = tree(3000, { app: 2000 });
  stampProbes(probed, 3_000_000);
  expect(builtWithSecretProbes(probed)).toBe(true);
  // Built again since (another build, the stand-ins not set): its own build for the check.
  const rebuilt = tree(3000, { app: 2000 });
  stampProbes(rebuilt, 2_000_000);
  expect(builtWithSecretProbes(rebuilt)).toBe(false);
  // Never recorded, or the build since gone stale.
  expect(builtWithSecretProbes(tree(3000, { app: 2000 }))).toBe(false);
  const stale = tree(1000, { app: 2000 });
  stampProbes(stale, 1_000_000);
  expect(builtWithSecretProbes(stale)).toBe(false);
});
