import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildIsStale } from "./build-if-needed";

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
  expect(buildIsStale(tree(1000, { app: 500, site: 2000 }))).toEqual({ stale: true, reason: "site changed since the last build" });
});

test("a build newer than every source is up to date", () => {
  expect(buildIsStale(tree(3000, { app: 2000, site: 2000 })).stale).toBe(false);
});
