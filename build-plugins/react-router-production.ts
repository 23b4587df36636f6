import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The browser build takes React Router's production build: its package points every import at the
 * development build, whose warnings the minifier cannot drop (0.6 KB gzip of the first load). The
 * server's copy is Node's to resolve, and development keeps the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const dist =
    path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production") +
    path.sep;
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
    // A component made by a top-level call (forwardRef) and named by an assignment (displayName) is a
    // side effect the bundler keeps, used or not. Marked pure and unnamed, the unused ones go.
    transform(code, id) {
      if (!id.startsWith(dist)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[\w.]+";$/gm, "")
          .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2"),
        map: null,
      };
    },
  };
}
