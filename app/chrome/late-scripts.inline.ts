/**
 * Runs as an inline script right after the <noscript> that holds React Router's scripts as text
 * (LateScripts): the router's context at once (the data scripts that follow in the page feed its
 * stream), the module script and its preloads only once the first screen is painted, so that a phone
 * spends its first seconds of network and processor on what it shows first. The page works without
 * them meanwhile: links are links, the mobile menu opens natively. They start at the first of: the
 * frame after the `load` event, once a largest paint has been presented (the `load` event can come
 * before the first frame, and a frame is on screen some time after its rAF callbacks: the browser
 * reports the paint only then); the visitor's first press of a pointer or a key (the code is wanted
 * now); or `fallbackMs` (a resource that never ends must not keep the page from hydrating). Where the
 * browser reports no largest paint (no support, or a page loading hidden), the frame after `load`.
 *
 * Parsed as a contextual fragment (innerHTML's scripts would never run), each script keeps the CSP
 * nonce the server gave it; they go to <head>, where hydration passes over nodes it did not render.
 * The server inlines it minified (build-plugins/inline-script.ts: `./late-scripts.inline?script`): it
 * must not use anything from outside its own body but types, and every byte of it is in every page.
 */
export default function startLateScripts(
  holderId: string,
  fallbackMs: number,
  localeCookie: string,
  startedEvent: string,
): void {
  const doc = document;
  // Until the page's code runs, the language switch is a plain link: it remembers the choice as the
  // hydrated switcher does (chrome/LanguageSwitcher), or an unprefixed page would send the visitor back
  // to the language the cookie still names. `localeCookie` is the cookie with `{}` for the language.
  addEventListener(
    "click",
    (event) => {
      // The switcher's links are the page's only links with a hreflang (chrome/LanguageSwitcher).
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[hreflang]");
      if (link) doc.cookie = localeCookie.replace("{}", link.hreflang);
    },
    true,
  );
  const scripts = doc.createRange().createContextualFragment(doc.getElementById(holderId)!.textContent!);
  let start = () => {
    start = () => {};
    doc.head.append(scripts);
    // What else waits for the first screen (the web fonts: styles/web-fonts.inline.ts) starts with them.
    dispatchEvent(new Event(startedEvent));
  };
  const startNow = () => start();
  // The router's context is the fragment's first script.
  doc.head.append(scripts.querySelector("script")!);
  const nextFrame = () => requestAnimationFrame(() => setTimeout(startNow));
  const lcp = "largest-contentful-paint";
  addEventListener("load", () => {
    if (doc.visibilityState == "hidden" || !window.PerformanceObserver?.supportedEntryTypes?.includes(lcp)) nextFrame();
    else new PerformanceObserver(nextFrame).observe({ type: lcp, buffered: true });
  });
  addEventListener("pointerdown", startNow, true);
  addEventListener("keydown", startNow, true);
  setTimeout(startNow, fallbackMs);
}
