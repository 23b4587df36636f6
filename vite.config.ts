import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
// The config's imports name their files whole (".ts"): Node's loader resolves no extensionless import.
import { blockStylesheets } from "./build-plugins/block-stylesheets.ts";
import { chunkGroups, preloadsOf } from "./build-plugins/chunks.ts";
import { shortClassName } from "./build-plugins/class-names.ts";
import { compileHintForTheFirstLoad } from "./build-plugins/compile-hint.ts";
import { consentVariablesOnItsRoot } from "./build-plugins/consent-variables.ts";
import { saloneFonts } from "./build-plugins/fonts/vite-plugin.ts";
import { inlineScript } from "./build-plugins/inline-script.ts";
import { precompressAssets } from "./build-plugins/precompress.ts";
import { salonePwa } from "./build-plugins/pwa/vite-plugin.ts";
import { saloneRasters } from "./build-plugins/raster/vite-plugin.ts";
import { reactRouterProductionBuild } from "./build-plugins/react-router-production.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const contentPort = process.env.CONTENT_PORT ?? "3333";

export default defineConfig(({ command }) => ({
  css: command === "build" ? { modules: { generateScopedName: shortClassName } } : {},
  plugins: [
    reactRouterProductionBuild(),
    inlineScript(),
    blockStylesheets(),
    consentVariablesOnItsRoot(),
    compileHintForTheFirstLoad(),
    precompressAssets(),
    saloneFonts({ root }),
    saloneRasters({ root }),
    reactRouter(),
    salonePwa({ root }),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@site": fileURLToPath(new URL("./site", import.meta.url)),
      "@config": fileURLToPath(new URL("./config", import.meta.url)),
    },
  },
  // In development the content service's image CDN is reached through the dev server, as the
  // production server proxies it.
  server: { proxy: { "/images/": `http://127.0.0.1:${contentPort}` } },
  build: {
    // No source maps in the public build: they would publish server-side structure for nothing.
    sourcemap: false,
    // The one chunk over 500 kB is preview's overlays (680 kB), fetched only by an editor in preview.
    chunkSizeWarningLimit: 750,
    // react-compiler-runtime's "use no memo" means nothing in a bundle: dropped without a warning.
    rolldownOptions: { checks: { moduleLevelDirective: false } },
    modulePreload: { resolveDependencies: preloadsOf },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } } } },
  },
}));
