import { readFileSync } from "node:fs";
import { preprocessCSS, type Plugin, type ResolvedConfig } from "vite";

const PARTS = { "?classes": "\0salone-classes:", "?styles": "\0salone-styles:" } as const;
// Each part's id ends in neither ".module.css" nor ".css?…": Vite's CSS plugin takes the
// stylesheet's (".css") for a plain stylesheet and leaves the class names' (".js") alone.
const ENDING = { "?classes": ".js", "?styles": ".css" } as const;

function partOf(idOrSource: string, prefixed: boolean): keyof typeof PARTS | null {
  for (const query of Object.keys(PARTS) as (keyof typeof PARTS)[]) {
    if (prefixed ? idOrSource.startsWith(PARTS[query]) : idOrSource.endsWith(query)) return query;
  }
  return null;
}

/**
 * A block's stylesheet and its class names, apart. Every block's stylesheet comes with the registry in
 * the first load, so a lazy block is styled before its code arrives and without JavaScript; its class
 * names must not come with it (some 4.8 KB of the first load). So a CSS module is imported in halves:
 * - `import "./x.module.css?styles"`: its stylesheet alone, as the registry's import;
 * - `import styles from "./x.module.css?classes"`: its class names alone, in the block's own chunk.
 * Both come from Vite's own CSS processing of the file, so the names match. The build only: in
 * development (and the tests) both import the file whole.
 */
export function blockStylesheets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "salone:block-stylesheets",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      const query = partOf(source, false);
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!resolved) return null;
      if (!/\.module\.css$/.test(resolved.id))
        this.error(`${resolved.id}: only a CSS module splits into a stylesheet and class names`);
      if (config.command === "serve") return resolved.id;
      return PARTS[query] + resolved.id + ENDING[query];
    },
    async load(id) {
      const query = partOf(id, true);
      if (!query) return null;
      const file = id.slice(PARTS[query].length, -ENDING[query].length);
      this.addWatchFile(file);
      const { code, modules } = await preprocessCSS(readFileSync(file, "utf8"), file, config);
      return query === "?styles" ? code : `export default ${JSON.stringify(modules ?? {})};`;
    },
  };
}
