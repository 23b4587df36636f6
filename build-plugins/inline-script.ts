import { readFileSync } from "node:fs";
import { minify, transformWithOxc, type Plugin } from "vite";

/**
 * `import source from "./x.inline?script"`: the minified source of the function x.inline.ts exports by
 * default, as a string, for a script the server writes into the page. The server build is not
 * minified, so `fn.toString()` would inline its comments and whitespace.
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
      const { code, errors } = await minify(file.replace(/\.ts$/, ".js"), js, {
        module: true,
        compress: { target: "es2022" },
        mangle: true,
      });
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
