// Entry point of a query worker thread. Worker threads do not inherit tsx's loader on Node 20
// (not even with `execArgv: ['--import', 'tsx']`), so this plain ES module loads the TypeScript
// worker through tsx's API. It works the same under `tsx`, vitest and plain `node --import tsx`.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.entry, import.meta.url);
