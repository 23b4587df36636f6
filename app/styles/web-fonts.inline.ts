/**
 * Runs as an inline script in the head (web-fonts.tsx): declares the site's web faces through the CSS
 * Font Loading API instead of @font-face rules.
 *
 * On a first visit the faces are fetched once the first screen is on screen (`startEvent`: the late
 * scripts' start, chrome/late-scripts.inline.ts, after the largest paint; the `load` event alone can
 * come before the first frame on a fast line). The display faces (`firstFamily`: the headings, the
 * house's look) are added together once all have arrived, and the text is set again once: the first
 * screen is painted in the metric-matched fallbacks (fonts.css) without waiting for the fonts on a
 * phone's slow line. The text faces wait, loaded, for the visitor's first navigation within the site
 * (the Navigation API's `navigate`, which React Router's history.pushState fires; not a jump to an
 * anchor of the same page): that page is laid out anew anyway, where adding them at once would lay
 * out the whole landing page a second time for body text whose fallback is already set at the same
 * widths (a swap of all six faces: 34–63 ms of layout at 4x on the home page and an article; of the
 * display faces alone: 15–30 ms). A browser without the Navigation API adds them with the display faces.
 * A face that fails is left out; its fallback stays. A visitor whose page the site's worker controls
 * has been here before and has the files cached: the faces are declared at once, each loading when the
 * first layout uses it, so the first paint is already in the web fonts, as with @font-face rules.
 *
 * The server inlines it minified (build-plugins/inline-script.ts): it must not use anything from outside
 * its own body but types, and every byte of it is in every page.
 */
export default function loadWebFonts(
  faces: readonly (readonly [family: string, url: string, style: string, weight: string])[],
  startEvent: string,
  firstFamily: string,
): void {
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
          const add = (first: boolean) => {
            // By the declared family: a FontFace's own may come back quoted.
            declared.forEach((face, i) => face.status === "loaded" && (faces[i]![0] === firstFamily) === first && fonts.add(face));
          };
          add(true);
          const navigation = (self as { navigation?: EventTarget }).navigation;
          if (!navigation) return add(false);
          const navigated = (event: Event) => {
            // A jump to an anchor of the same page lays out nothing new: wait for a page.
            const page = (url: string) => url.split("#")[0];
            if (page((event as Event & { destination: { url: string } }).destination.url) === page(location.href)) return;
            navigation.removeEventListener("navigate", navigated);
            add(false);
          };
          navigation.addEventListener("navigate", navigated);
        }),
      );
    },
    { once: true },
  );
}
