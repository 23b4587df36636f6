import v8 from "node:v8";

/**
 * How the production server's V8 heap grows under load (decision 0032). By default V8 lets the old
 * generation grow to several times what is live before a full collection, and the young generation to
 * two 16 MB semi-spaces: under a render-heavy load (every page a miss, as a crawler or a purge gives)
 * the server's RSS more than doubled and stayed there, with about a third of the heap live.
 *
 * - `--heap-growing-percent`: each full collection lets the old generation grow by this much past
 *   what survived, instead of V8's default factor (1.1x to 4x, by how busy the mutator is). It can be
 *   set once the process runs, so serveSite sets it.
 * - `--max-semi-space-size`: fixed when the heap is set up, so it is given on the command line of the
 *   processes that serve the site (`npm start`, the benchmarks' site process): SERVER_NODE_FLAGS.
 *
 * Cost, measured by `npx tsx bench/memory.ts` beside renders per second at 100x: see the decision.
 */
export const HEAP_GROWING_PERCENT = 20;
export const SEMI_SPACE_MB = 8;

/** Node options for a process that serves the site; package.json's `start` script gives the same. */
export const SERVER_NODE_FLAGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`];

export function tuneHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
