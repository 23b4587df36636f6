/**
 * Runs as an inline script in the head (web-fonts.tsx): declares the site's web faces through the CSS
 * Font Loading API instead of @font-face rules.
 *
 * On a first visit the faces are fetched once the first screen is on screen (`startEvent`: the late
 * scripts' start, chrome/late-scripts.inline.ts, after the largest paint; the `load` event alone can
 * come before the first frame on a fast line) and added to the document together, once all have arrived: the first screen is painted in the metric-matched fallbacks (fonts.css) without
 * waiting for 75 KB of fonts on a phone's slow line, and the text is set again once, not once per face.
 * A face that fails is left out; its fallback stays. A visitor whose page the site's worker controls
 * has been here before and has the files cached: the faces are declared at once, each loading when the
 * first layout uses it, so the first paint is already in the web fonts, as with @font-face rules.
 *
 * The server inlines it minified (build-plugins/inline-script.ts): it must not use anything from outside
 * its own body but types, and every byte of it is in every page.
 */
export default function loadWebFonts(faces: readonly (readonly [family: string, url: string, style: string, weight: string])[], startEvent: string): void {
  if (!self.FontFace) return;
  const fonts = document.fonts;
  const declare = () => faces.map(([family, url, style, weight]) => new FontFace(family, `url(${url}) format("woff2")`, { style, weight, display: "swap" }));
  if (navigator.serviceWorker?.controller) {
    for (const face of declare()) fonts.add(face);
    return;
  }
  addEventListener(
    startEvent,
    () => {
      const declared = declare();
      void Promise.allSettled(declared.map((face) => face.load())).then(() =>
        requestAnimationFrame(() => {
          for (const face of declared) if (face.status === "loaded") fonts.add(face);
        }),
      );
    },
    { once: true },
  );
}
