import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** V8's explicit compile hint (Chromium 136 and later; a plain comment to every other engine). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The first load's chunks that hydration runs nearly all of. */
const HINTED_CHUNKS = new Set(["site", "entry.client"]);

/**
 * The first load's two main chunks carry V8's compile hint, so Chromium compiles their functions
 * while it streams the files in, off the main thread, instead of one by one on it at first call: the
 * main thread's work after the first paint fell by 6–10% on the home page (figures: decision 0085).
 * It is written into the files on disk: Vite puts its preload helper at the top of a chunk after
 * every plugin's `generateBundle`, and the hint must come first.
 */
export function compileHintForTheFirstLoad(): Plugin {
  return {
    name: "salone:compile-hint",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !HINTED_CHUNKS.has(chunk.name)) continue;
        const file = path.join(options.dir!, chunk.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, "utf8"));
      }
    },
  };
}
