/**
 * The layers of app/, top to bottom, and the one rule they keep: a module imports its own folder or a
 * folder of a lower layer, never one above it nor a neighbour in its own layer (neighbours that need
 * each other are two layers, or one folder). eslint.config.js enforces it (rule `layers/down`) and
 * scripts/layers.ts counts the arrows with the same resolution, so the figure and the linter agree.
 * Plain JavaScript: ESLint loads its configuration without a TypeScript loader.
 */
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Top to bottom. A name is a folder of app/; "root" is app/'s own files (root.tsx, entries, routes.ts). */
export const LAYERS = [
  { name: "routes", folders: ["root", "routes"], why: "the document and one module per screen" },
  { name: "seo", folders: ["seo"], why: "what the routes add for robots: metadata, structured data, sitemap, feeds" },
  {
    name: "middleware",
    folders: ["middleware"],
    why: "what every request's middleware and loaders run: the site request, a page's data",
  },
  { name: "frame", folders: ["chrome"], why: "the site's frame: header, menus, footer, navigation" },
  { name: "blocks", folders: ["blocks"], why: "the content blocks, composed from the features" },
  { name: "features", folders: ["menu", "journal", "events"], why: "what a page is about" },
  { name: "venue", folders: ["venue"], why: "the venue's settings, address, map and logo" },
  { name: "hours", folders: ["hours"], why: "opening hours" },
  { name: "services", folders: ["consent", "errors", "publish"], why: "cookie consent, error pages, the purge" },
  { name: "pwa", folders: ["pwa"], why: "the installable site: manifest, head links, offline notice" },
  { name: "ui", folders: ["ui"], why: "small parts shared by features: pager, portable text, JSON-LD, the route memo" },
  { name: "media", folders: ["media"], why: "images, video and the lightbox" },
  {
    name: "request",
    folders: ["request"],
    why: "what a request carries: context, public config, nonce, caching headers",
  },
  { name: "preview", folders: ["preview"], why: "the editors' preview session" },
  { name: "i18n", folders: ["i18n"], why: "languages and UI text" },
  { name: "content", folders: ["content-client"], why: "the content client, its types and image URLs" },
  { name: "base", folders: ["browser", "styles"], why: "browser behaviours any layer uses, and the design tokens" },
];

/**
 * Arrows that climb and stay, each with its reason (docs/decisions/0063-layers-and-names.md).
 * `from` is a file, `to` a folder: the allowance is that one file's, not its folder's.
 */
export const ALLOWED = [
  {
    from: "app/blocks/index.ts",
    to: "chrome",
    why: "the registry maps every block type to its component, and the content model makes the frame's parts (header, hamburger, footer, language switch) blocks too",
  },
  {
    from: "app/blocks/lazy.ts",
    to: "chrome",
    why: "the same registry's lazily loaded half: the mobile menu is the frame's block",
  },
  {
    from: "app/content-client/fetch.server.ts",
    to: "errors",
    why: "an unreachable content service is the 503 error page: the client throws errors/http-errors' answer, a module that imports nothing of app/",
  },
  {
    from: "app/seo/meta.ts",
    to: "root",
    why: "type only: a meta function's arguments are the root loader's data, typed by React Router",
  },
  { from: "app/seo/meta.ts", to: "routes", why: "type only: the same for the locale layout's loader data" },
];

const RANK = new Map(LAYERS.flatMap((layer, index) => layer.folders.map((folder) => [folder, index])));

/** The folder of app/ a repository path belongs to ("root" for app/'s own files), or undefined outside app/. */
export function folderOf(file) {
  const parts = file.split("/");
  if (parts[0] !== "app") return undefined;
  if (parts.length === 2) return "root";
  // Route types React Router generates (./+types/…, ../+types/root) belong to the routes.
  if (parts[1] === "+types") return "root";
  return parts[1];
}

/** The repository path an import names, from the importing file (both relative to the repository's root). */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  for (const folder of ["site", "config"]) {
    if (specifier.startsWith(`@${folder}/`)) return path.posix.join(folder, specifier.slice(folder.length + 2));
  }
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return undefined;
}

/**
 * Why an import breaks the layers, or undefined when it keeps them. Both paths are relative to the
 * repository's root. Tests may reach up: a test assembles what its subject is used with.
 */
export function climb(fromFile, specifier) {
  const target = resolveImport(fromFile, specifier);
  return climbBetween(folderOf(fromFile), target === undefined ? undefined : folderOf(target));
}

/** Why an arrow from one folder of app/ to another breaks the layers, or undefined. */
export function climbBetween(from, to) {
  if (from === undefined || to === undefined || from === to) return undefined;
  const fromRank = RANK.get(from);
  const toRank = RANK.get(to);
  if (fromRank === undefined) return `app/${from}/ is in no layer: add it to LAYERS (scripts/layers.rule.js)`;
  if (toRank === undefined) return `app/${to}/ is in no layer: add it to LAYERS (scripts/layers.rule.js)`;
  if (toRank > fromRank) return undefined;
  const where = (folder, rank) => `${folder === "root" ? "app/" : `app/${folder}/`} (${LAYERS[rank].name})`;
  return toRank < fromRank ?
      `${where(from, fromRank)} imports ${where(to, toRank)}, a layer above it`
    : `${where(from, fromRank)} imports ${where(to, toRank)}, a neighbour in its layer`;
}

/** Whether ALLOWED lets this file import that folder. */
export function allowed(fromFile, specifier) {
  const target = resolveImport(fromFile, specifier);
  const to = target === undefined ? undefined : folderOf(target);
  return ALLOWED.some((entry) => entry.from === fromFile && entry.to === to);
}

export function isTest(file) {
  return /\.test\.tsx?$/.test(file);
}

/** ESLint's rule: reports an import (static, dynamic or re-export) that climbs. */
const down = {
  meta: {
    type: "problem",
    docs: { description: "Imports inside app/ point down its layers (scripts/layers.rule.js)" },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    if (isTest(file) || folderOf(file) === undefined) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const why = climb(file, source.value);
      if (why && !allowed(file, source.value))
        context.report({ node, message: `${why}: move the shared part down, or the importer up.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const layersPlugin = { meta: { name: "layers" }, rules: { down } };
