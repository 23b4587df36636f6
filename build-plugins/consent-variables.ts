import type { Plugin } from "vite";
import { BUILD_PATHS, pathSource } from "./paths.ts";

/**
 * vanilla-cookieconsent declares its variables (`--cc-*`) on `:root`, which every element inherits:
 * each of its stylesheets, arriving after the page is drawn, restyled the whole page (some 500
 * elements, 14 to 36 ms each time on the home page at 412 px). Declared on the library's own root
 * (`#cc-main`), only its elements are restyled. `:where()` keeps the selector's specificity at zero, so
 * the site's own values (consent/consent.css, on `#cc-main`) still win in whatever order sheets arrive.
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
