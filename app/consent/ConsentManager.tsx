import { useEffect } from "react";
import { useSiteConfig } from "~/request/SiteConfig";
import { useI18n } from "~/i18n/context";
import { loadWhenOnline } from "~/browser/online";
import type { Locale } from "@site/locales";
import { ASKED_ATTRIBUTE, BANNER_ID, PREFERENCES_BUTTON, PREFERENCES_EVENT } from "./banner-ids";

export interface ConsentOptions {
  locale: Locale;
  policyId?: string;
  analyticsId?: string;
}

/** The page's language and configuration, for the library when the visitor first asks for it. */
let current: ConsentOptions = { locale: "it" };

const loadLibrary = () => import("./cookie-consent.client");
let library: ReturnType<typeof loadLibrary> | undefined;
/** The language the banner's words are in: the server's, until a switch. */
let drawnIn: Locale | undefined;

/** The banner, unless answered or hidden by the head script for a visitor who has chosen. */
function shownBanner(): HTMLElement | null {
  const banner = document.getElementById(BANNER_ID);
  return banner && !banner.hidden && getComputedStyle(banner).display !== "none" ? banner : null;
}

/**
 * The page's side of consent. The first-visit banner is the server's markup (ConsentBanner); the
 * library (vanilla-cookieconsent, a lazy chunk) loads only when the visitor opens the preferences
 * (the banner's "Customise", the footer's "Cookie preferences") or grants a purpose from a
 * placeholder, and from then on follows the page's language. gtag.js loads (a chunk of its own)
 * when a stored or new choice grants analytics. Renders nothing itself.
 */
export function ConsentManager() {
  const { locale } = useI18n();
  const { consentPolicyId, analyticsId } = useSiteConfig();

  // First of the effects: the others may start the library.
  useEffect(() => {
    current = { locale, policyId: consentPolicyId, analyticsId };
    void library?.then((l) => l.setConsentLanguage(locale));
    drawnIn ??= locale;
    const banner = shownBanner();
    if (drawnIn === locale || !banner) return;
    drawnIn = locale;
    void import("./banner-markup").then((m) => m.redrawBanner(banner, locale, consentPolicyId));
  }, [locale, consentPolicyId, analyticsId]);
  useEffect(() => {
    // The site's configuration is the same for the page's life.
    if (analyticsId) void import("./analytics").then((a) => a.watchAnalytics(analyticsId));
    const onAsked = () => {
      document.getElementById(BANNER_ID)?.removeAttribute(ASKED_ATTRIBUTE);
      openConsentPreferences();
    };
    // "Customise" pressed before this code ran.
    if (document.getElementById(BANNER_ID)?.hasAttribute(ASKED_ATTRIBUTE)) onAsked();
    addEventListener(PREFERENCES_EVENT, onAsked);
    // The footer's button, wherever it is drawn (its markup may be the server's, unwalked: decision 0080).
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${PREFERENCES_BUTTON}]`)) openConsentPreferences();
    };
    document.addEventListener("click", onClick);
    return () => {
      removeEventListener(PREFERENCES_EVENT, onAsked);
      document.removeEventListener("click", onClick);
    };
  }, [analyticsId]);

  return null;
}

/** The library, running in the page's language (loaded once back online if need be). */
export function startLibrary(): ReturnType<typeof loadLibrary> {
  library ??= loadWhenOnline(loadLibrary).then(async (l) => (await l.startConsent(current), l));
  library.catch((error: unknown) => {
    library = undefined;
    console.warn("[consent] the preferences could not load:", error);
  });
  return library;
}

/** Opens the choices (the banner's "Customise", the footer's "Cookie preferences"), loading the library first. */
export function openConsentPreferences(): void {
  startLibrary()
    .then((l) => l.showPreferences())
    .catch(() => {});
}
