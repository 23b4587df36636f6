import cormorant500 from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-500-normal.woff2?url";
import cormorant500Italic from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-500-italic.woff2?url";
import cormorant600 from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-600-normal.woff2?url";
import sourceSans400 from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-400-normal.woff2?url";
import sourceSans400Italic from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-400-italic.woff2?url";
import sourceSans600 from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-600-normal.woff2?url";
import loadWebFontsSource from "./web-fonts.inline?script";

/**
 * The self-hosted web faces (npm @fontsource, SIL OFL), cut at build time to the characters Italian
 * and English need (scripts/fonts/subset.ts writes these files; its test keeps the range below equal
 * to that set). woff2 only: every browser the site supports reads it.
 */
export type WebFace = readonly [family: string, url: string, style: "normal" | "italic", weight: "400" | "500" | "600"];

export const WEB_FACES: readonly WebFace[] = [
  ["Cormorant Garamond", cormorant500, "normal", "500"],
  ["Cormorant Garamond", cormorant500Italic, "italic", "500"],
  ["Cormorant Garamond", cormorant600, "normal", "600"],
  ["Source Sans 3", sourceSans400, "normal", "400"],
  ["Source Sans 3", sourceSans400Italic, "italic", "400"],
  ["Source Sans 3", sourceSans600, "normal", "600"],
];

/** The characters every face holds: outside them the metric-matched fallback draws (fonts.css). */
export const WEB_FONT_UNICODE_RANGE =
  "U+0020-007E, U+00A0, U+00A7, U+00A9-00AB, U+00AE, U+00B0, U+00B7, U+00BA-00BB, U+00C0-00C1, U+00C4, U+00C7-00C9, U+00CC-00CE, U+00D1-00D3, U+00D6-00D7, U+00D9-00DA, U+00DC, U+00E0-00E1, U+00E4, U+00E7-00E9, U+00EC-00EE, U+00F1-00F3, U+00F6, U+00F9-00FA, U+00FC, U+0152-0153, U+2009, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+202F, U+20AC, U+2122, U+2212";

/** The inline script that declares the faces (web-fonts.inline.ts), with its arguments. */
export function webFontsScript(startEvent: string): string {
  return `(${loadWebFontsSource})(${JSON.stringify(WEB_FACES)},${JSON.stringify(WEB_FONT_UNICODE_RANGE)},${JSON.stringify(startEvent)});`;
}

/**
 * The web faces, declared by an inline script in the head rather than by @font-face rules: a phone's
 * first visit paints its first screen in the metric-matched fallbacks and swaps all six faces at once
 * after `startEvent` (the window event that says the first screen is shown); a visitor who has been here (the site's worker controls the page) gets them
 * declared at once, from the cache, as a stylesheet would. The script's text only on the server: the
 * browser has run it before it hydrates.
 */
export function WebFonts({ nonce, startEvent }: { nonce?: string; startEvent: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? webFontsScript(startEvent) : "" }} />;
}
