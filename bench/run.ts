/**
 * `npm run bench`: runs every benchmark under bench/ in turn and prints their tables.
 * Each one can also be run alone; the command is printed under its table.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const BENCHES = ["first-load-js.ts", "content-query.ts"];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n## ${bench}\n`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, bench)], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
