/**
 * Build-time assets of the installable site, as part of the ordinary Vite build (so `npm run build`,
 * `npm start`'s build-if-stale and the tests' build all produce them):
 *
 * - the icons and iOS splash images, generated from logo.svg (icons.ts);
 * - `virtual:salone-pwa-assets`, which hands the app the head links and manifest icons of that set;
 * - /sw.js (sw.ts, bundled with Workbox), with the offline page in each language and the
 *   files it links to (stylesheet, logo) inside it.
 *
 * Everything is emitted into the client build (build/client); nothing generated is committed.
 */
import path from "node:path";
import { build, type Plugin } from "vite";
import { LOCALES } from "../../site/locales.ts";
import { ICONS_PATH, SERVICE_WORKER_PATH } from "../../app/pwa/brand.ts";
import { resolveIconSet, type IconSet } from "./icons.ts";
import { OFFLINE_LOGO, OFFLINE_STYLESHEET } from "../../app/pwa/warm-up.ts";
import { offlinePage, offlineStylesheet } from "./offline-page.ts";

const VIRTUAL_ID = "virtual:salone-pwa-assets";
const RESOLVED_VIRTUAL_ID = "\0" + VIRTUAL_ID;

export interface PwaOptions {
  /** The project root (where build-plugins/ is). */
  root: string;
}

export function salonePwa({ root }: PwaOptions): Plugin {
  const logoPath = path.join(root, "build-plugins", "pwa", "logo.svg");
  const cacheDir = path.join(root, "node_modules", ".cache", "salone-pwa-assets");
  let iconSet: Promise<IconSet> | undefined;
  const icons = () => (iconSet ??= resolveIconSet(logoPath, cacheDir));

  return {
    name: "salone-pwa",

    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : undefined;
    },

    async load(id) {
      if (id !== RESOLVED_VIRTUAL_ID) return undefined;
      this.addWatchFile(logoPath);
      const { headLinks, manifestIcons } = await icons();
      return `export const headLinks = ${JSON.stringify(headLinks)};\nexport const manifestIcons = ${JSON.stringify(manifestIcons)};\n`;
    },

    // The dev server answers the icon URLs from the same generator (no service worker in development).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0]!;
        if (!pathname.startsWith(ICONS_PATH) && pathname !== "/favicon.ico") return next();
        icons()
          .then(async ({ files }) => {
            const file = files.find((f) => "/" + f.fileName === pathname);
            if (!file) return next();
            const type =
              pathname.endsWith(".svg") ? "image/svg+xml"
              : pathname.endsWith(".ico") ? "image/x-icon"
              : "image/png";
            res.setHeader("Content-Type", type);
            res.end(await file.buffer());
          })
          .catch(next);
      });
    },

    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { files } = await icons();
      let logo: Buffer | undefined;
      for (const file of files) {
        const source = await file.buffer();
        this.emitFile({ type: "asset", fileName: file.fileName, source });
        if (file.fileName === `${ICONS_PATH.slice(1)}logo.svg`) logo = source;
      }
      if (!logo) throw new Error("the icon set has no logo.svg for the offline page");
      const offline: OfflineBundle = {
        pages: Object.fromEntries(LOCALES.map((locale) => [locale, offlinePage(locale)])),
        files: {
          [OFFLINE_STYLESHEET]: { type: "text/css; charset=utf-8", body: offlineStylesheet() },
          [OFFLINE_LOGO]: { type: "image/svg+xml", body: logo.toString("utf8") },
        },
      };
      this.emitFile({
        type: "asset",
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: await bundleServiceWorker(root, offline),
      });
    },
  };
}

/** sw.ts as one classic script (every browser with service workers runs it), Workbox in production mode. */
interface OfflineBundle {
  pages: Record<string, string>;
  files: Record<string, { type: string; body: string }>;
}

async function bundleServiceWorker(root: string, offline: OfflineBundle): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    envDir: false,
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __SALONE_OFFLINE__: JSON.stringify(offline),
    },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      target: "es2020",
      lib: {
        entry: path.join(root, "build-plugins", "pwa", "sw.ts"),
        formats: ["iife"],
        name: "saloneServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!("output" in result)) continue;
    const chunk = result.output.find((o) => o.type === "chunk" && o.isEntry);
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("the service worker bundle produced no entry chunk");
}
