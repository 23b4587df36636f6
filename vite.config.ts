import { reactRouter } from "@react-router/dev/vite";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, minify, preprocessCSS, transformWithOxc, type Plugin, type ResolvedConfig } from "vite";
// The config's own imports, and theirs, name their files whole (".ts"): Vite bundles this file to
// load it today, and Node's loader, its announced default, resolves no extensionless relative import.
import { salonePwa } from "./pwa-build/vite-plugin.ts";
import { saloneFonts } from "./scripts/fonts/vite-plugin.ts";
import { saloneRasters } from "./scripts/raster/vite-plugin.ts";

const contentPort = process.env.CONTENT_PORT ?? "3333";

/**
 * The files and folders the build's rules below name, as paths from the project's root: a rule that
 * names a file that has moved matches nothing, silently (vite.config.test.ts checks each exists).
 */
export const BUILD_PATHS = {
  firstLoadRoots: ["app/entry.client.tsx", "app/root.tsx", "app/routes/locale-layout.tsx", "app/routes/home.tsx"],
  appFolders: ["app/", "shared/"],
  routeModules: ["app/routes/", "app/root.tsx", "app/entry.client.tsx"],
  mobileMenuChunk: ["app/chrome/MobileMenu.tsx", "app/browser/modal.ts"],
  reactDom: ["node_modules/react-dom/index.js", "node_modules/react-dom/cjs/react-dom.production.js"],
  previewOnly: ["app/preview/PreviewTools.tsx", "app/preview/PreviewEditing.tsx"],
  consentLibraryStyles: "node_modules/vanilla-cookieconsent/dist",
} as const;

/** A path from the root as a pattern's source, its separators either way ("/" or "\\"). */
function pathSource(relative: string): string {
  return relative
    .split("/")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\\\/]");
}

/**
 * A module id that is one of these files, a query after it or not (React Router's route modules), or
 * under one of these folders, for a path ending in "/".
 */
export function pathPattern(paths: readonly string[]): RegExp {
  return new RegExp(`[\\\\/](?:${paths.map((file) => pathSource(file) + (file.endsWith("/") ? "" : "(?=$|\\?)")).join("|")})`);
}

/** Route modules stay entries of their own (React Router loads them by name). */
const ROUTE_MODULE = new RegExp(`[\\\\/](?:${BUILD_PATHS.routeModules.map(pathSource).join("|")})`);

/**
 * Code splitting of the browser build: every module of the app that the home page's first load
 * needs (the document, the locale layout with the site's chrome, the home screen, and what they
 * import) goes into one chunk instead of some thirty small ones. Each file is compressed on its own,
 * so thirty files cost about a third more bytes than the same code in one (bench/first-load-js.ts;
 * docs/decisions/0010-first-load-budget.md). Other screens' own code, and everything loaded on
 * demand (blocks, lightbox, mobile menu, English catalogue, consent UI), is split as before.
 */
const FIRST_LOAD_ROOTS = pathPattern(BUILD_PATHS.firstLoadRoots);
// The app and the modules it shares with the server (shared/: locales, cookies, narrowing).
const APP_MODULE = new RegExp(`^(?!.*[\\\\/]node_modules[\\\\/])(?:${BUILD_PATHS.appFolders.map((folder) => `.*[\\\\/]${pathSource(folder)}`).join("|")})`);

/**
 * The mobile menu's chunk also holds the dialogs' shared code (browser/modal.ts: focus trap, scroll
 * lock), which it would otherwise share with the lightbox and the consent banner as a chunk of its
 * own: every page loads the mobile menu at hydration, so that was one more request on every first
 * visit (bench/page-weight.ts), and the other two load after it.
 */
const MOBILE_MENU_CHUNK = pathPattern(BUILD_PATHS.mobileMenuChunk);

/**
 * React DOM's main module (createPortal, flushSync), which React Router and the client entry share
 * with preview's lazy overlays (preview/PreviewTools.tsx): the first load has it anyway, and
 * without this the build split it into a file of its own for the lazy chunk to share.
 */
const REACT_DOM = pathPattern(BUILD_PATHS.reactDom);

// The chunks of preview's files, named after them by the bundler.
const PREVIEW_ONLY = new RegExp(`(^|/)(?:${BUILD_PATHS.previewOnly.map((file) => path.basename(file, ".tsx")).join("|")})-[\\w-]+\\.js$`);

function firstLoadChunk(): (id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) => string | null {
  // Only "yes" is remembered: a "no" found while an import cycle was cut short may not hold from elsewhere.
  const reachable = new Set<string>();
  const reaches = (id: string, ctx: Parameters<ReturnType<typeof firstLoadChunk>>[1], seen: Set<string>): boolean => {
    if (reachable.has(id) || FIRST_LOAD_ROOTS.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const result = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, ctx, seen));
    if (result) reachable.add(id);
    return result;
  };
  return (id, ctx) => {
    if (REACT_DOM.test(id)) return "site";
    if (!APP_MODULE.test(id) || ROUTE_MODULE.test(id)) return null;
    return reaches(id, ctx, new Set()) ? "site" : null;
  };
}

/**
 * CSS module class names in the production build: the class's own name and four characters of a
 * hash of its file ("header_k9xq"), instead of Vite's "_header_1k89c_1". The home document carries
 * some 300 class attributes (docs/decisions/0026-document-budget.md), and the JavaScript maps each
 * name to its class: a name that repeats its key compresses there, where six random characters
 * cost 0.3 KB gzip of first-load JS. Development keeps Vite's names. The same input gives the same
 * name in the server build and the browser build.
 */
export function shortClassName(name: string, filename: string): string {
  const file = filename.split("?")[0]!.replace(/\\/g, "/");
  const relative = file.slice(file.lastIndexOf("/app/") + 1);
  return `${name}_${createHash("sha256").update(relative).digest("base64url").replace(/[-_]/g, "").slice(0, 4)}`;
}

/**
 * React Router's package points every import at its development build, where a constant keeps its
 * development warnings on; its production build is the same code with that constant off, so the
 * minifier drops them (0.6 KB gzip of the first load). The browser build takes it; the server's
 * copy is Node's to resolve, and development keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production") + path.sep;
  return {
    name: "salone:react-router-production",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    resolveId(source) {
      if (source === "react-router") return `${dist}index.mjs`;
      if (source === "react-router/dom") return `${dist}dom-export.mjs`;
      return null;
    },
    // Its components are made by a call (forwardRef) and named by an assignment (a display name, for
    // React's developer tools), both at the top level of the module, which the bundler must keep as
    // side effects: each component was kept whether the site used it or not. Marked pure and
    // unnamed, what the site does not use is left out (NavLink, HistoryRouter).
    transform(code, id) {
      if (!id.startsWith(dist)) return null;
      return {
        code: code.replace(/^\w+\.displayName = "[\w.]+";$/gm, "").replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2"),
        map: null,
      };
    },
  };
}

/**
 * `import source from "./x.inline?script"`: the minified source of the function x.inline.ts exports
 * by default, as a string, for a script the server writes into the page (errors/chunk-reload.tsx). The
 * server build is not minified, so `fn.toString()` would inline its comments' worth of whitespace.
 */
export function inlineScript(): Plugin {
  return {
    name: "salone:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith("?script")) return null;
      const resolved = await this.resolve(source.slice(0, -"?script".length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?script` : null;
    },
    async load(id) {
      if (!id.endsWith("?script")) return null;
      const file = id.slice(0, -"?script".length);
      this.addWatchFile(file);
      const { code: js } = await transformWithOxc(readFileSync(file, "utf8"), file, { lang: "ts" });
      const { code, errors } = await minify(file.replace(/\.ts$/, ".js"), js, { module: true, compress: { target: "es2022" }, mangle: true });
      if (errors.length) this.error(`${file}: ${errors.map((e) => e.message).join("; ")}`);
      const match = /export\s*\{\s*(\w+)\s+as\s+default\s*\}|export\s+default\s+function\s+(\w+)/.exec(code);
      const name = match?.[1] ?? match?.[2];
      const declaration = name ? new RegExp(`function ${name}\\(`).exec(code) : null;
      if (!name || !declaration) this.error(`${file}: a default-exported function declaration is needed`);
      // The function's text: from its declaration to the end of its body (the module holds it alone).
      const body = code
        .slice(declaration!.index)
        .replace(/\s*export\s*\{[^}]*\}\s*;?\s*$/, "")
        .replace(/;?\s*$/, "");
      return `export default ${JSON.stringify(body)};`;
    },
  };
}

/**
 * A block's stylesheet and its class names, apart. The blocks that are chunks of their own
 * (blocks/lazy.ts) must be styled before their code arrives, and without JavaScript: every block's
 * stylesheet comes with the registry, in the first load of every page (blocks/index.ts). Imported as
 * CSS modules there, each one brought its class names into the first load with it, where the lazy
 * blocks that read them were not (some 4.8 KB of the site chunk before minifying). So the blocks'
 * modules are imported in two halves:
 * - `import "./x.module.css?styles"`: the module's stylesheet, its classes named as Vite names them,
 *   as a plain stylesheet (no class names in JavaScript): the registry's import.
 * - `import styles from "./x.module.css?classes"`: the module's class names, without its stylesheet:
 *   each block's own import, in whichever chunk the block is.
 * Both come from Vite's own CSS processing of the file with the same `css.modules` options, so the
 * names match. Importing the file whole as well would add its stylesheet a second time. The build only:
 * in development both import the file whole.
 */
export function blockStylesheets(): Plugin {
  const PARTS = { "?classes": "\0salone-classes:", "?styles": "\0salone-styles:" } as const;
  // Each part's id ends in neither ".module.css" nor ".css?…": Vite's CSS plugin takes the
  // stylesheet's (".css") for a plain stylesheet and leaves the class names' (".js") alone.
  const ENDING = { "?classes": ".js", "?styles": ".css" } as const;
  let config: ResolvedConfig;
  return {
    name: "salone:block-stylesheets",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      const query =
        source.endsWith("?classes") ? "?classes"
        : source.endsWith("?styles") ? "?styles"
        : null;
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!resolved) return null;
      if (!/\.module\.css$/.test(resolved.id)) this.error(`${resolved.id}: only a CSS module splits into a stylesheet and class names`);
      // The development server (and the tests) import the module whole for both: there is no first
      // load to keep small, and React Router's development styles follow files, not these parts.
      if (config.command === "serve") return resolved.id;
      return PARTS[query] + resolved.id + ENDING[query];
    },
    async load(id) {
      const query =
        id.startsWith(PARTS["?classes"]) ? "?classes"
        : id.startsWith(PARTS["?styles"]) ? "?styles"
        : null;
      if (!query) return null;
      const file = id.slice(PARTS[query].length, -ENDING[query].length);
      this.addWatchFile(file);
      const { code, modules } = await preprocessCSS(readFileSync(file, "utf8"), file, config);
      return query === "?styles" ? code : `export default ${JSON.stringify(modules ?? {})};`;
    },
  };
}

/**
 * vanilla-cookieconsent's stylesheets declare their variables (`--cc-*`) on `:root`. A custom property
 * on the root is inherited by every element, so each of those sheets, arriving after the page is drawn
 * (the banner's, then the preferences dialog's), made the browser restyle the whole page: some 500
 * elements, 14 to 36 ms each time on the home page at 412 px. Declared on the library's own root
 * instead (`#cc-main`, where everything it draws lives), only its elements are restyled. The site's
 * own values (consent/consent.css, on `#cc-main`) beat the library's as before: then by being declared
 * on the element the library's only reached by inheritance, now by specificity (`:where()` has none),
 * whatever the order the sheets arrive in. A library variable defined from another (the always-on
 * toggle's tick from its track) now follows the site's value of that other one.
 */
export function consentVariablesOnItsRoot(): Plugin {
  const LIBRARY_CSS = new RegExp(`[\\\\/]${pathSource(BUILD_PATHS.consentLibraryStyles)}[\\\\/].*\\.css$`);
  return {
    name: "salone:consent-variables",
    enforce: "pre",
    transform(code, id) {
      if (!LIBRARY_CSS.test(id.split("?")[0]!)) return null;
      return { code: code.replace(/:root(?=\s*[{,])/g, ":where(#cc-main)"), map: null };
    },
  };
}

/** V8's explicit compile hint (Chromium 136 and later; a plain comment to every other engine). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The two chunks of the first load that hydration runs nearly all of (React DOM with the client
 * entry, and the site's own code with React Router) carry V8's compile hint: Chromium then compiles
 * all their functions while it streams the files in, off the main thread, instead of one by one on
 * the main thread the first time each is called (while the modules are evaluated and the page
 * hydrates). Measured on the home page at 412 px, builds with and without served side by side, in
 * three series: the main thread's work after the first paint 489 -> 445, 442 -> 401 and 440 -> 415 ms
 * (medians of 8, 12 and 10 loads); the modules' evaluation 39 -> 36 ms in one series, within the
 * noise in another. The cost is compiled code kept for functions a page never calls, and 29 bytes a
 * file.
 */
export function compileHintForTheFirstLoad(): Plugin {
  return {
    name: "salone:compile-hint",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // On the written files: the hint must come first, and Vite puts its preload helper at the top of
    // a chunk after every plugin's `generateBundle`.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || (chunk.name !== "site" && chunk.name !== "entry.client")) continue;
        const file = path.join(options.dir!, chunk.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, "utf8"));
      }
    },
  };
}

/** The client's files compressed at build time: scripts, stylesheets and SVGs under assets/. */
const PRECOMPRESSED = /\.(js|css|svg)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Each hashed script, stylesheet and SVG is written beside itself compressed, as `.br` (brotli at
 * quality 11) and `.gz` (gzip at level 9), and the server sends those (express-static-gzip,
 * server/app.ts) instead of compressing the file again on every request at brotli 5: the scripts and
 * stylesheets of a build are 9% smaller in all (the site's stylesheet 12,222 -> 11,151 B), for about
 * 2 s of compression once. A file's name changes with its content, so a copy never outlives its
 * source. It runs once the whole app is built: after the compile hint is put in front of the first
 * load's chunks (compileHintForTheFirstLoad, on the written files), and after React Router has moved
 * the server build's stylesheets into the client's folder. (vite-plugin-compression2 compresses in
 * generateBundle, before both.) Files under 1 KB are left to the server's compression.
 */
export function precompressAssets(): Plugin {
  return {
    name: "salone:precompress",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const dir = path.resolve(client.config.root, client.config.build.outDir, "assets");
        const names = (await readdir(dir)).filter((name) => PRECOMPRESSED.test(name));
        await Promise.all(
          names.map(async (name) => {
            const file = path.join(dir, name);
            const source = await readFile(file);
            if (source.length < 1024) return;
            const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length };
            const [br, gz] = await Promise.all([brotli(source, { params }), gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION })]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  css: command === "build" ? { modules: { generateScopedName: shortClassName } } : {},
  plugins: [
    reactRouterProductionBuild(),
    inlineScript(),
    blockStylesheets(),
    consentVariablesOnItsRoot(),
    compileHintForTheFirstLoad(),
    precompressAssets(),
    saloneFonts({ root: fileURLToPath(new URL(".", import.meta.url)) }),
    saloneRasters({ root: fileURLToPath(new URL(".", import.meta.url)) }),
    reactRouter(),
    salonePwa({ root: fileURLToPath(new URL(".", import.meta.url)) }),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@shared": fileURLToPath(new URL("./shared", import.meta.url)) },
  },
  server: {
    // In development the embedded content service's image CDN is reached through the dev server,
    // as the production server proxies it.
    proxy: { "/images/": `http://127.0.0.1:${contentPort}` },
  },
  build: {
    // No source maps in the public build: they would publish server-side structure for nothing.
    sourcemap: false,
    // The one chunk over Vite's 500 kB is preview's overlays (preview/PreviewEditing.tsx: Sanity's
    // visual editing with its UI kit, 680 kB), fetched only by an editor in preview; what visitors
    // load is held by the first-load budget (bench/support/budget.ts, checked by npm test).
    chunkSizeWarningLimit: 750,
    rolldownOptions: {
      // A module-level directive other than "use strict" means nothing in a bundle (react-compiler-runtime's
      // "use no memo", under the overlays): it is dropped either way, without a warning on every build.
      checks: { moduleLevelDirective: false },
    },
    // Preview's badge and overlays (preview/PreviewTools.tsx, PreviewEditing.tsx) load what they import themselves: the list of
    // files to preload with them would sit in the document's code, in every visitor's first load.
    modulePreload: { resolveDependencies: (file, deps) => (PREVIEW_ONLY.test(file) ? [] : deps) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: firstLoadChunk(), debugName: "site", tags: ["$initial"] },
                { name: "MobileMenu", test: MOBILE_MENU_CHUNK },
              ],
            },
          },
        },
      },
    },
  },
}));
