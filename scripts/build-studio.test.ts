import { utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { temporaryDir, type TemporaryDir } from "../tests/support/temp-dir";
import { studioBuildIsStale } from "./build-studio";

const STUDIO = path.resolve(import.meta.dirname, "../studio");
let dist: TemporaryDir | undefined;
afterEach(() => dist?.remove());

/** A build as buildStudioIfNeeded leaves one: its page and its marker, written a second ago (before it was moved). */
function builtNow(): string {
  dist = temporaryDir("salone-studio-dist-");
  writeFileSync(path.join(dist.path, "index.html"), "<!doctype html>");
  const marker = path.join(dist.path, ".salone-build.json");
  writeFileSync(marker, JSON.stringify({}));
  const second = new Date(Date.now() - 1000);
  utimesSync(marker, second, second);
  return dist.path;
}

test("a build moved into the Studio's folder after its marker was written is up to date", () => {
  const built = builtNow();
  // What moving a build into place does to the Studio's folder: its own time is now.
  const now = new Date();
  utimesSync(STUDIO, now, now);
  expect(studioBuildIsStale({}, built)).toEqual({ stale: false, reason: "the Studio's build is up to date" });
});

test("a build made for other settings is stale", () => {
  expect(studioBuildIsStale({ SANITY_STUDIO_PROJECT_ID: "abc123" }, builtNow())).toEqual({
    stale: true,
    reason: "built for other settings",
  });
});
