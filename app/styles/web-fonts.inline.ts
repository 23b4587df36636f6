/**
 * Runs as an inline script in the head (web-fonts.tsx): declares the site's web faces through the CSS
 * Font Loading API instead of @font-face rules.
 *
 * On a first visit the display faces (`firstFamily`: the headings, the house's look) are fetched once
 * the first screen is on screen (`startEvent`: the late scripts' start, chrome/late-scripts.inline.ts,
 * after the largest paint; the `load` event alone can come before the first frame on a fast line), and
 * added together once all have arrived, the text set again once: the first screen is painted in the
 * metric-matched fallbacks (fonts.css) without waiting for the fonts on a phone's slow line. The text
 * faces are set only from the visitor's first navigation within the site (the Navigation API's
 * `navigate`, which React Router's history.pushState fires; not a jump to an anchor of the same page):
 * that page is laid out anew anyway, where adding them at once would lay out the whole landing page a
 * second time for body text whose fallback is already set at the same widths (34–63 ms of layout at 4x
 * for all six faces, 15–30 ms for the display faces alone). So they are fetched only then too, from
 * the visitor's first intent on one of the site's links (`linkSelector`: a pointer over it, its focus,
 * a touch), the moment its page is prefetched, or at the navigation itself: a visitor who reads one
 * page fetches three files less, and the load has three responses less on its main thread (decision
 * 0080). A browser without the Navigation API fetches and adds them with the display faces.
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
  linkSelector: string,
): void {
  if (!self.FontFace) return;
  const fonts = document.fonts;
  const declare = () =>
    faces.map(
      ([family, url, style, weight]) =>
        new FontFace(family, `url(${url}) format("woff2")`, { style, weight, display: "swap" }),
    );
  if (navigator.serviceWorker?.controller) {
    for (const face of declare()) fonts.add(face);
    return;
  }
  addEventListener(
    startEvent,
    () => {
      const declared = declare();
      // By the declared family: a FontFace's own may come back quoted.
      const display = declared.filter((_, i) => faces[i]![0] === firstFamily);
      const text = declared.filter((_, i) => faces[i]![0] !== firstFamily);
      // Each set is added in one frame once all of it has settled: the text is set again once.
      const fetchAndAdd = (set: FontFace[]) =>
        Promise.allSettled(set.map((face) => face.load())).then(() =>
          requestAnimationFrame(() => set.forEach((face) => face.status === "loaded" && fonts.add(face))),
        );
      const navigation = (self as { navigation?: EventTarget }).navigation;
      if (!navigation) return void fetchAndAdd(declared);
      void fetchAndAdd(display);
      let fetching: Promise<unknown> | undefined;
      let moved = false;
      const addText = () => text.forEach((face) => face.status === "loaded" && fonts.add(face));
      const intents = ["mouseover", "focusin", "touchstart"];
      const fetchText = () => {
        // Offline a fetch could only fail (and a face that failed never loads): the next intent asks.
        if (fetching || !navigator.onLine) return;
        for (const type of intents) removeEventListener(type, intent, true);
        // After the navigation they come into the new page as they arrive.
        fetching = Promise.allSettled(text.map((face) => face.load())).then(() => moved && addText());
      };
      const intent = (event: Event) => (event.target as Element).closest?.(linkSelector) && fetchText();
      for (const type of intents) addEventListener(type, intent, { capture: true, passive: true });
      const navigated = (event: Event) => {
        // A jump to an anchor of the same page lays out nothing new: wait for a page.
        const page = (url: string) => url.split("#")[0];
        if (page((event as Event & { destination: { url: string } }).destination.url) === page(location.href)) return;
        navigation.removeEventListener("navigate", navigated);
        moved = true;
        // Fetched since the intent, they are in before the new page is drawn.
        addText();
        fetchText();
      };
      navigation.addEventListener("navigate", navigated);
    },
    { once: true },
  );
}
