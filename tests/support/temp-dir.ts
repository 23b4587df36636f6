/**
 * A temporary folder (a test's or a benchmark's database, say) that goes when its owner removes it
 * or when this process ends, whichever comes first: a normal exit, an uncaught error, or SIGINT,
 * SIGTERM or SIGHUP (signal-exit). Only SIGKILL leaves one behind.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onExit } from "signal-exit";

export interface TemporaryDir {
  path: string;
  remove(): void;
}

export function temporaryDir(prefix: string): TemporaryDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const rm = () => rmSync(dir, { recursive: true, force: true });
  const forget = onExit(() => {
    rm();
  });
  return {
    path: dir,
    remove() {
      forget();
      rm();
    },
  };
}
