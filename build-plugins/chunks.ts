import path from "node:path";
import type { Rolldown } from "vite";
import { BUILD_PATHS, pathPattern, pathSource } from "./paths.ts";

/** Route modules stay entries of their own: React Router loads them by name. */
const ROUTE_MODULE = new RegExp(`[\\\\/](?:${BUILD_PATHS.routeModules.map(pathSource).join("|")})`);
const FIRST_LOAD_ROOTS = pathPattern(BUILD_PATHS.firstLoadRoots);
/** Tiny modules most screens share that the first load does not reach: cheaper in "site" than as a request each. */
const FIRST_LOAD_SHARED = pathPattern(BUILD_PATHS.firstLoadShared);
/** The app's modules and those it shares with the server (site/), outside node_modules. */
const APP_MODULE = new RegExp(
  `^(?!.*[\\\\/]node_modules[\\\\/])(?:${BUILD_PATHS.appFolders.map((folder) => `.*[\\\\/]${pathSource(folder)}`).join("|")})`,
);
/**
 * React DOM's main module (createPortal, flushSync): the first load has it anyway, so lazy chunks share it
 * from there.
 */
const REACT_DOM = pathPattern(BUILD_PATHS.reactDom);
/** Preview's chunks, named after their files by the bundler. */
const PREVIEW_ONLY = new RegExp(
  `(^|/)(?:${BUILD_PATHS.previewOnly.map((file) => path.basename(file, ".tsx")).join("|")})-[\\w-]+\\.js$`,
);

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Every app module the home page's first load reaches goes into one chunk, "site", instead of some
 * thirty small ones: each file is compressed on its own, so thirty cost about a third more bytes
 * (decision 0010). Other screens' code and what loads on demand are split as before.
 */
export function firstLoadChunk(): (id: string, graph: ModuleGraph) => string | null {
  // Only "yes" is remembered: a "no" found while an import cycle was cut short may not hold from elsewhere.
  const reachable = new Set<string>();
  const reaches = (id: string, graph: ModuleGraph, seen: Set<string>): boolean => {
    if (reachable.has(id) || FIRST_LOAD_ROOTS.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const result = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, graph, seen));
    if (result) reachable.add(id);
    return result;
  };
  return (id, graph) => {
    if (REACT_DOM.test(id) || FIRST_LOAD_SHARED.test(id)) return "site";
    if (!APP_MODULE.test(id) || ROUTE_MODULE.test(id)) return null;
    return reaches(id, graph, new Set()) ? "site" : null;
  };
}

/**
 * The browser build's chunk groups: the first load's "site" chunk, and the mobile menu's chunk with
 * the dialogs' shared code (browser/modal.ts), which every page loads at hydration: as a chunk of its
 * own it was one more request on every first visit (bench/page-weight.ts).
 *
 * Then the menu's code, which its screens share with lazy blocks (split so into files of 0.1–4 KB,
 * a response's tasks each: decision 0080), grouped by the pages that load it at load, so that none
 * loads what it does not draw. The dietary symbols' group comes before the dishes', which takes its
 * modules' imports: the symbols' blocks draw no dish.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    { name: firstLoadChunk(), debugName: "site", tags: ["$initial"] },
    { name: "MobileMenu", test: pathPattern(BUILD_PATHS.mobileMenuChunk) },
    { name: "DietaryIcons", test: pathPattern(BUILD_PATHS.dietarySymbolsChunk) },
    { name: "MenuItem", test: pathPattern(BUILD_PATHS.menuItemsChunk) },
    { name: "SubMenu", test: pathPattern(BUILD_PATHS.subMenuChunk) },
  ];
}

/**
 * Preview's badge and overlays load what they import themselves: the list of files to preload with
 * them would sit in the document's code, in every visitor's first load.
 */
export function preloadsOf(file: string, deps: string[]): string[] {
  return PREVIEW_ONLY.test(file) ? [] : deps;
}
