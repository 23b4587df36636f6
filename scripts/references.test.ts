import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Comments and documents point at what a reader of the repository can open: a rule by its name, a
 * file in docs/, a decision record. Numbered sections of a specification and issue numbers live
 * outside the repository, so a reference to one leads nowhere.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const UNREACHABLE = [
  /\bspec(?:ification)?(?:'s)? sections? \d/i,
  /\bsections? \d+(?:, \d+)*(?: and \d+)? of the spec/i,
  /\bissues? #?\d+(?:\/\d+)?\b/i,
];

function trackedTextFiles(): string[] {
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n");
  return files.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|css|md|sh|json)$/.test(file) && file !== "package-lock.json" && !file.endsWith("schema.json"),
  );
}

test("no comment or document cites a spec section or an issue number", () => {
  const found: string[] = [];
  for (const file of trackedTextFiles()) {
    const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      if (file === "scripts/references.test.ts") return;
      if (UNREACHABLE.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});

test("the check finds each form it rules out", () => {
  for (const line of [
    "Lazy media (spec section 4)",
    "Section 7 of the spec fixes",
    "Sections 2, 4 and 9 of the spec",
    "as issue 8/9 asks",
    "see issue #12",
  ]) {
    expect(
      UNREACHABLE.some((pattern) => pattern.test(line)),
      line,
    ).toBe(true);
  }
  for (const line of [
    "the spec's constants",
    "docs/content-model.md §3",
    "RFC 9110 §14",
    "an issue a venue would file",
  ]) {
    expect(
      UNREACHABLE.some((pattern) => pattern.test(line)),
      line,
    ).toBe(false);
  }
});
