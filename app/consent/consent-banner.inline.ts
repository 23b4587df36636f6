/**
 * Runs as an inline script right after the first-visit banner (ConsentBanner), before the page's
 * code: the banner's buttons work as soon as they are drawn. "Accept all" and "Reject all" do what
 * vanilla-cookieconsent does on those buttons, without it: the same cookie (its JSON, so the library
 * reads the choice when it loads later), the same Consent Mode update through the head script's
 * `gtag`, the same window events (useConsent listens to them), and the banner goes away (its own
 * `hidden`: nothing above it in the tree changes). "Customise" leaves the library's preferences to
 * the page's code (consent/ConsentManager), marking the banner if that code has not run yet.
 *
 * On a first visit with nothing focused it takes focus (onto a stand-in before its first choice), as
 * the library's banner did; Tab past its last control goes on to the page's first (the skip link),
 * as it did, rather than out of the page: the banner is not modal.
 *
 * Inlined minified (build-plugins/inline-script.ts): nothing from outside its body but types.
 */
export default function wireConsentBanner(
  bannerId: string,
  cookieName: string,
  maxAgeDays: number,
  signals: Record<string, readonly string[]>,
  preferencesEvent: string,
  askedAttribute: string,
  chosenId: string,
): void {
  const doc = document;
  const banner = doc.getElementById(bannerId);
  // The head script found a stored choice and has hidden the banner (consent-mode.ts).
  if (!banner || doc.getElementById(chosenId)) return;
  // Once the first frame is drawn: focus lays the page out, and here, in the middle of parsing, that
  // is the whole page parsed so far laid out twice (decision 0080).
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!doc.activeElement || doc.activeElement == doc.body)
        (banner.firstElementChild as HTMLElement).focus({ preventScroll: true });
    }),
  );

  const choose = (categories: string[]) => {
    const now = new Date();
    const expires = new Date(+now + maxAgeDays * 864e5);
    const services: Record<string, never[]> = { necessary: [] };
    const update: Record<string, string> = {};
    for (const category in signals) {
      services[category] = [];
      for (const signal of signals[category]!) update[signal] = categories.includes(category) ? "granted" : "denied";
    }
    // The library's cookie, field for field (vanilla-cookieconsent 3, revision 0).
    const cookie = {
      categories,
      revision: 0,
      data: null,
      consentTimestamp: now.toISOString(),
      consentId: "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16),
      ),
      services,
      languageCode: doc.documentElement.lang,
      lastConsentTimestamp: now.toISOString(),
      expirationTime: +expires,
    };
    doc.cookie =
      `${cookieName}=${encodeURIComponent(JSON.stringify(cookie))}; expires=${expires.toUTCString()}; Path=/; SameSite=Lax` +
      (location.protocol == "https:" ? "; Secure" : "");
    (window as unknown as { gtag(...args: unknown[]): void }).gtag("consent", "update", update);
    banner.hidden = true;
    for (const name of ["cc:onFirstConsent", "cc:onConsent"])
      dispatchEvent(new CustomEvent(name, { detail: { cookie } }));
  };

  // On the window, in the capture phase, not on the banner: while React hydrates the page, its listener
  // on the document stops a click or key press it cannot dispatch yet, and a listener on the banner
  // would never hear of it (decision 0090).
  const on = <K extends "click" | "keydown">(type: K, listener: (event: WindowEventMap[K], target: Element) => void) =>
    addEventListener(
      type,
      (event) => {
        const target = event.target as Element;
        if (banner.contains(target)) listener(event, target);
      },
      true,
    );

  on("click", (_, target) => {
    const choice = target.closest("button")?.dataset.consent;
    if (choice == "preferences") {
      banner.setAttribute(askedAttribute, "");
      dispatchEvent(new Event(preferencesEvent));
    } else if (choice) choose(choice == "all" ? ["necessary", ...Object.keys(signals)] : ["necessary"]);
  });

  on("keydown", (event, target) => {
    const controls = banner.querySelectorAll("button,a[href]");
    if (event.key == "Tab" && !event.shiftKey && target == controls[controls.length - 1]) {
      const first = doc.querySelector<HTMLElement>("a[href],button");
      if (first && first != target) {
        event.preventDefault();
        first.focus();
      }
    }
  });
}
