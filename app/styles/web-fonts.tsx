import cormorant500 from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-500-normal.woff2?url";
import cormorant500Italic from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-500-italic.woff2?url";
import cormorant600 from "../../node_modules/.cache/salone-fonts/cormorant-garamond-latin-600-normal.woff2?url";
import sourceSans400 from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-400-normal.woff2?url";
import sourceSans400Italic from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-400-italic.woff2?url";
import sourceSans600 from "../../node_modules/.cache/salone-fonts/source-sans-3-latin-600-normal.woff2?url";
import loadWebFontsSource from "./web-fonts.inline?script";

/**
 * The self-hosted web faces (npm @fontsource, SIL OFL), cut at build time to the characters Italian
 * and English need (build-plugins/fonts/subset.ts writes these files). woff2 only: every browser the site
 * supports reads it. The faces are declared without a unicode-range: all six are fetched anyway, and
 * a character a subset lacks is drawn, character by character, by the metric-matched fallback face of
 * the same family and descriptors (fonts.css), as a range would have had it; 560 characters less in
 * every page.
 */
export type WebFace = readonly [family: string, url: string, style: "normal" | "italic", weight: "400" | "500" | "600"];

/**
 * The headings' family: on a first visit its faces replace their fallbacks on the landing page
 * (web-fonts.inline.ts).
 */
export const DISPLAY_FAMILY = "Cormorant Garamond";

export const WEB_FACES: readonly WebFace[] = [
  ["Cormorant Garamond", cormorant500, "normal", "500"],
  ["Cormorant Garamond", cormorant500Italic, "italic", "500"],
  ["Cormorant Garamond", cormorant600, "normal", "600"],
  ["Source Sans 3", sourceSans400, "normal", "400"],
  ["Source Sans 3", sourceSans400Italic, "italic", "400"],
  ["Source Sans 3", sourceSans600, "normal", "600"],
];

/**
 * The inline script that declares the faces (web-fonts.inline.ts), with its arguments; `linkSelector`
 * picks out the site's links, on whose first intent the text faces are fetched.
 */
export function webFontsScript(startEvent: string, linkSelector: string): string {
  return `(${loadWebFontsSource})(${[WEB_FACES, startEvent, DISPLAY_FAMILY, linkSelector].map((arg) => JSON.stringify(arg)).join(",")});`;
}

/**
 * The web faces, declared by an inline script in the head rather than by @font-face rules: a phone's
 * first visit paints its first screen in the metric-matched fallbacks and swaps the display faces
 * after `startEvent` (the window event that says the first screen is shown), the text faces at the
 * visitor's first navigation, fetched from the first intent on one of the site's links; a visitor who
 * has been here (the site's worker controls the page) gets them declared at once, from the cache, as
 * a stylesheet would. The script's text only on the server: the
 * browser has run it before it hydrates.
 */
export function WebFonts({
  nonce,
  startEvent,
  linkSelector,
}: {
  nonce?: string;
  startEvent: string;
  linkSelector: string;
}) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? webFontsScript(startEvent, linkSelector) : "" }}
    />
  );
}
