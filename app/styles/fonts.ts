import displayFont from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import textFont from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url";

/**
 * The faces every page paints first, preloaded from the head so the swap happens before the first
 * paint where the network allows: the display face of the titles and the text face. The same files
 * fonts.css names (Vite gives both the same hashed URL). Other weights load when used.
 */
export const fontPreloadLinks = [
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
] as const;
