/**
 * Makes the stylesheets' rasterised drawings (raster.ts) before Vite reads any
 * module, in every build and in development.
 */
import type { Plugin } from "vite";
import { ensureRasters } from "./raster.ts";

export function saloneRasters({ root }: { root: string }): Plugin {
  return {
    name: "salone-rasters",
    async config() {
      await ensureRasters(root);
    },
  };
}
