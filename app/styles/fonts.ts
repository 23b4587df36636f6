import displayFont from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-600-normal.woff2?url";
import textFont from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-400-normal.woff2?url";

/**
 * The faces every page paints first, preloaded from the head so the swap happens before the first
 * paint where the network allows: the display face of the titles and the text face. The same files
 * fonts.css names (Vite gives both the same hashed URL), subset by scripts/fonts/subset.ts. Other
 * weights load when used.
 */
export const fontPreloadLinks = [
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
] as const;
