/**
 * Runs as an inline script right after the <noscript> that holds React Router's scripts as text
 * (LateScripts): the router's context at once (the data scripts that follow in the page feed its
 * stream); the module script and its preloads only on the visitor's first intent (a press of a
 * pointer, a touch, a key, the focus, a pointer over a link or a control): the page's code, React and
 * the router start and hydrate then, not at load (decision 0080). Until then the page is the server's:
 * links are links, the mobile menu opens natively, and this script loads the lazy pictures as they
 * come near (below). In preview (`fallbackMs` 0) the code starts at once.
 *
 * A click that comes after the intent but before the page's code has created its root would reach
 * no handler (a checkbox of the menu filter would tick natively and filter nothing; a link would load
 * a whole page): it is held, and the page's code clicks it again once its root exists
 * (`window[releaseName]`, called by entry.client), when React hydrates at once to answer it. A click
 * on an invoker command (the hamburger), a disclosure's summary or the consent banner's buttons
 * is left to the browser and the banner's own script, which answer it without the page's code. Clicks are held at most `fallbackMs` after the intent; past it they are the
 * browser's own.
 *
 * The web fonts still start once the first screen is painted (`startedEvent`): the frame after the
 * `load` event once a largest paint has been presented; where the browser reports no largest paint,
 * the frame after `load`.
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
  releaseName: string,
  preloadMargin: string,
): void {
  const doc = document;
  const win = window as unknown as Record<string, unknown>;
  // Until the page's code runs, the language switch is a plain link: it remembers the choice as the
  // hydrated switcher does (chrome/LanguageSwitcher), or an unprefixed page would send the visitor back
  // to the language the cookie still names. `localeCookie` is the cookie with `{}` for the language.
  addEventListener(
    "click",
    (event) => {
      // The switcher's links are the page's only links with a hreflang (chrome/LanguageSwitcher).
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[hreflang]");
      if (link && !held) doc.cookie = localeCookie.replace("{}", link.hreflang);
    },
    true,
  );
  const controls = "a[href],button,input,select,textarea,label,summary,[tabindex]";
  const scripts = doc.createRange().createContextualFragment(doc.getElementById(holderId)!.textContent!);
  const heldClicks: Element[] = [];
  let held = false;
  let start = () => {
    start = () => {};
    held = true;
    doc.head.append(scripts);
    // Code that never comes (offline, a failed chunk) must not keep the held clicks: the browser's then.
    setTimeout(() => (win[releaseName] as () => void)(), fallbackMs);
  };
  const startNow = () => start();
  // The router's context is the fragment's first script.
  doc.head.append(scripts.querySelector("script")!);

  // Lazy pictures: a stand-in has no source until it comes within the preload zone; its <noscript>
  // copy, right after it, holds the source. Once the page's code runs, its own observer takes over.
  const pictures =
    window.IntersectionObserver &&
    new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const img = entry.target as HTMLImageElement;
          pictures!.unobserve(img);
          const copy = doc.createRange().createContextualFragment(img.nextElementSibling?.textContent ?? "").querySelector("img");
          if (!copy) continue;
          img.onload = () => img.setAttribute("data-state", "loaded");
          img.sizes = copy.sizes;
          img.srcset = copy.srcset;
          img.src = copy.src;
        }
      },
      { rootMargin: preloadMargin },
    );
  doc.querySelectorAll("img[data-lazy]:not([src])").forEach((img) => pictures?.observe(img));

  win[releaseName] = () => {
    start = () => {};
    held = false;
    pictures?.disconnect();
    for (const target of heldClicks.splice(0)) (target as HTMLElement).click();
  };
  addEventListener(
    "click",
    (event) => {
      const target = held && (event.target as Element).closest?.(controls);
      if (!target || target.closest("summary,[commandfor],[data-consent]")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!heldClicks.includes(target)) heldClicks.push(target);
    },
    true,
  );

  // A pointer's press, a touch or a key are the visitor's; a focus or a pointer over something counts
  // on a link or a control only, and not the consent banner's stand-in, which its script focuses.
  const intent = (event: Event) => {
    if (event.type == "mouseover" || event.type == "focusin" ? (event.target as Element).closest?.(controls + ":not([tabindex='-1'])") : 1) startNow();
  };
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin", "mouseover"]) addEventListener(type, intent, { capture: true, passive: true });
  if (!fallbackMs) startNow();

  const painted = () => requestAnimationFrame(() => setTimeout(() => dispatchEvent(new Event(startedEvent))));
  const lcp = "largest-contentful-paint";
  addEventListener("load", () => {
    if (doc.visibilityState == "hidden" || !window.PerformanceObserver?.supportedEntryTypes?.includes(lcp)) painted();
    else {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        painted();
      });
      observer.observe({ type: lcp, buffered: true });
    }
  });
}
