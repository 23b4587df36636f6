import { unstable_reactRouterRSC as reactRouterRSC } from "@react-router/dev/vite";
import rsc from "@vitejs/plugin-rsc";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { COMPILE_HINT, blockStylesheets, consentVariablesOnItsRoot, inlineScript, shortClassName } from "../../../vite.config.ts";
import { saloneFonts } from "../../../scripts/fonts/vite-plugin.ts";
import { salonePwa } from "../../../pwa/vite-plugin.ts";

/**
 * The spike of decision 0067: /menu in React Router's RSC framework mode, with the site's own
 * modules (app/, shared/) and the site's build plugins. Built and measured by ./measure.ts.
 */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SPIKE = fileURLToPath(new URL("./app/", import.meta.url));
const APP = path.join(ROOT, "app") + path.sep;

/** What the rsc environment takes from the spike instead of the site's module. */
const ON_THE_SERVER: Record<string, string> = {
  [path.join(APP, "i18n", "context.tsx")]: path.join(SPIKE, "server-i18n.ts"),
  [path.join(APP, "media", "SanityImage.tsx")]: path.join(SPIKE, "islands.tsx"),
  [path.join(APP, "menu", "MenuTools.tsx")]: path.join(SPIKE, "islands.tsx"),
  [path.join(APP, "menu", "MenuPrintNote.tsx")]: path.join(SPIKE, "islands.tsx"),
};

function serverModules(): Plugin {
  const shim = path.join(SPIKE, "react-on-the-server.ts");
  return {
    name: "rsc-spike:server-modules",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "rsc",
    async resolveId(source, importer) {
      if (!importer || importer.includes(`${path.sep}node_modules${path.sep}`)) return null;
      if (source === "react" && importer !== shim && !importer.startsWith(path.join(SPIKE, "react-on-the-server"))) return shim;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const instead = ON_THE_SERVER[resolved.id];
      return instead && importer !== instead ? instead : null;
    },
  };
}

/**
 * React Router's production build in the browser, as the site's vite.config.ts takes it
 * (reactRouterProductionBuild there): the same code without its development warnings. This mode
 * imports two more of its entries.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(ROOT, "node_modules", "react-router", "dist", "production") + path.sep;
  const entries: Record<string, string> = {
    "react-router": "index.mjs",
    "react-router/dom": "dom-export.mjs",
    "react-router/internal/react-server-client": "index-react-server-client.mjs",
  };
  return {
    name: "rsc-spike:react-router-production",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    resolveId(source) {
      return entries[source] ? dist + entries[source] : null;
    },
  };
}

/** The site's compile hint (vite.config.ts) on the chunks hydration runs, under this mode's chunk names. */
function compileHint(): Plugin {
  return {
    name: "rsc-spike:compile-hint",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !["index", "react", "router"].includes(chunk.name)) continue;
        const file = path.join(options.dir!, chunk.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, "utf8"));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  css: command === "build" ? { modules: { generateScopedName: shortClassName } } : {},
  plugins: [
    reactRouterProductionBuild(),
    serverModules(),
    inlineScript(),
    blockStylesheets(),
    consentVariablesOnItsRoot(),
    compileHint(),
    saloneFonts({ root: ROOT }),
    reactRouterRSC(),
    rsc(),
    salonePwa({ root: ROOT }),
  ],
  resolve: {
    alias: { "~": path.join(ROOT, "app"), "@shared": path.join(ROOT, "shared") },
  },
  build: { sourcemap: false },
}));
