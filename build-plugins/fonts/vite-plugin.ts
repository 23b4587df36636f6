/**
 * Makes the subset fonts (subset.ts) before Vite reads any module, in every build and
 * in development: app/styles/fonts.css and fonts.ts name the files it writes.
 */
import type { Plugin } from "vite";
import { ensureFontSubsets } from "./subset.ts";

export function saloneFonts({ root }: { root: string }): Plugin {
  return {
    name: "salone-fonts",
    async config() {
      await ensureFontSubsets(root);
    },
  };
}
