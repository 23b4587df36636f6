/**
 * npm run content:reset [-- --yes]: puts the embedded service's database of a dataset back to its
 * seed (CONTENT_DATA_DIR or demo-dataset/, or CONTENT_ARCHIVE; SANITY_DATASET; CONTENT_DB_DIR), after
 * asking: every edit made since the first start is lost. It refuses while a content service has
 * the database open (that service would keep serving, and writing to, what it holds): stop it first.
 */
import { existsSync } from "node:fs";
import { resolve, relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { archiveSourceId } from "./archive.ts";
import { directorySourceId, removeDatabase } from "./dataset.ts";
import { DEFAULT_DB_DIR, DEFAULT_DATA_DIR } from "./service.ts";
import { databaseFile, DocumentStore } from "./store.ts";

const env = process.env;
const dataset = env.SANITY_DATASET || "production";
const dbDir = env.CONTENT_DB_DIR ? resolve(env.CONTENT_DB_DIR) : DEFAULT_DB_DIR;
const sourceId =
  env.CONTENT_ARCHIVE ?
    await archiveSourceId(resolve(env.CONTENT_ARCHIVE))
  : directorySourceId(env.CONTENT_DATA_DIR ? resolve(env.CONTENT_DATA_DIR) : DEFAULT_DATA_DIR);
const file = databaseFile(dbDir, dataset, sourceId);
const shown = relative(process.cwd(), file) || file;

if (!existsSync(file)) {
  console.log(
    `Nothing to reset: ${shown} does not exist (the next start seeds it from ${sourceId.replace(/^\w+:/, "")}).`,
  );
  process.exit(0);
}
function refuseWhileInUse(): void {
  if (!DocumentStore.inUse(file)) return;
  console.error(
    `Refusing to reset ${shown}: a content service has it open (npm start, npm run dev or npm run content-service). ` +
      "Stop it, then run this again. Nothing changed.",
  );
  process.exit(1);
}

refuseWhileInUse();
if (!process.argv.includes("--yes")) {
  if (!process.stdin.isTTY) {
    console.error(`Refusing to reset ${shown} without asking: run it in a terminal, or pass --yes.`);
    process.exit(1);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `Reset "${dataset}" (${shown}) to its seed? Every edit and upload since its first start is lost. [y/N] `,
  );
  prompt.close();
  if (!/^y(es)?$/i.test(answer.trim())) {
    console.log("Nothing changed.");
    process.exit(0);
  }
}
// A service may have started while the question waited.
refuseWhileInUse();
removeDatabase(file);
console.log(`Reset: ${shown} removed; the next start seeds it again from ${sourceId.replace(/^\w+:/, "")}.`);
