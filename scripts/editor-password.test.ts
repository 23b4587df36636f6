import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { editorPassword } from "./editor-password";

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-password-"));
  dirs.push(dir);
  return path.join(dir, "nested", "editor-password");
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("EDITOR_PASSWORD wins and nothing is written", () => {
  const file = fresh();
  expect(editorPassword("set-by-the-venue-123", file)).toEqual({
    password: "set-by-the-venue-123",
    source: "env",
    file,
  });
  expect(() => statSync(file)).toThrow();
});

test("with none, each machine makes its own random password, kept for its owner only and reused next start", () => {
  const a = fresh();
  const b = fresh();
  const made = editorPassword(undefined, a);
  expect(made.source).toBe("new");
  expect(made.password.length).toBeGreaterThanOrEqual(20);
  expect(statSync(a).mode & 0o777).toBe(0o600);
  expect(editorPassword(undefined, a)).toEqual({ password: made.password, source: "kept", file: a });
  // Another machine (another folder) gets another password: there is no default.
  expect(editorPassword(undefined, b).password).not.toBe(made.password);
});
