import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Under .data/ (ignored by git), beside the content service's databases. */
export const EDITOR_PASSWORD_FILE = path.join(ROOT, ".data", "editor-password");

export interface EditorPassword {
  password: string;
  /** env: EDITOR_PASSWORD; kept: made by an earlier start on this machine; new: made just now. */
  source: "env" | "kept" | "new";
  file: string;
}

/**
 * The editor's password for the Studio's local login: EDITOR_PASSWORD, else the one this machine
 * keeps, else a new random one, kept (readable by its owner only) for the next start. Never a fixed
 * default (decision 0082).
 */
export function editorPassword(fromEnv: string | undefined, file = EDITOR_PASSWORD_FILE): EditorPassword {
  if (fromEnv) return { password: fromEnv, source: "env", file };
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 12) return { password: kept, source: "kept", file };
  }
  const password = randomBytes(18).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { password, source: "new", file };
}
