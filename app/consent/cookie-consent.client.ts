/**
 * vanilla-cookieconsent 3, loaded with a dynamic import only when the visitor asks for the
 * preferences or grants a purpose from a placeholder (ConsentManager): never on a first load, never
 * on the server. The first-visit banner is the server's markup (ConsentBanner); the library never
 * shows its own, and manages the choices from the preferences dialog on.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/css-components/base.css";
import "vanilla-cookieconsent/dist/css-components/light-scheme.css";
import "./consent.css";
import { localizePath, type Locale } from "@site/locales";
import { BANNER_ID } from "./banner-ids";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "./consent-mode";
import { consentUpdate, gtag } from "./gtag";
import type { ConsentOptions } from "./ConsentManager";
import { policyLinks } from "./policy";
import { consentTranslations } from "./translations";

let started: Promise<void> | undefined;

/** Runs the library once, in the page's language. */
export function startConsent(options: ConsentOptions): Promise<void> {
  return (started ??= CookieConsent.run(configuration(options)));
}

/** Follows the page's language once the library runs. */
export function setConsentLanguage(locale: Locale): Promise<void> {
  return (started ?? Promise.resolve()).then(() => CookieConsent.setLanguage(locale)).then(() => undefined);
}

let preferencesStyled: Promise<unknown> | undefined;

/** Opens the preferences dialog once its styles have arrived (the other half of the library's stylesheet). */
export async function showPreferences(): Promise<void> {
  preferencesStyled ??= import("./preferences-styles").catch((error: unknown) => {
    preferencesStyled = undefined;
    throw error;
  });
  await Promise.all([started, preferencesStyled]);
  CookieConsent.showPreferences();
}

/**
 * Adds one purpose to the visitor's choices (keeping the others as they are), on their own
 * explicit request, e.g. "Accept and watch" on an embedded video. That is a choice: the banner, if
 * still up, goes away.
 */
export async function grantCategory(category: string): Promise<void> {
  await started;
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  CookieConsent.acceptCategory([...new Set([...accepted, category])]);
}

function configuration({ locale, policyId }: ConsentOptions): CookieConsent.CookieConsentConfig {
  const links = {
    it: policyLinks(policyId, (to) => localizePath(to, "it")),
    en: policyLinks(policyId, (to) => localizePath(to, "en")),
  };
  // The library calls onFirstConsent on the first choice, onChange on later ones; a stored choice
  // has been applied by the head script, and analytics follow the library's events (ConsentManager).
  const update = (cookie: CookieConsent.CookieValue) => gtag("consent", "update", consentUpdate(cookie.categories));
  return {
    mode: "opt-in",
    // The first-visit banner is the server's (ConsentBanner).
    autoShow: false,
    // Off everywhere, not only in tests: the library's bot check also matches headless browsers and
    // tools, and nothing about the choices needs hiding from crawlers (they are not page content).
    hideFromBots: false,
    // Consent on continued browsing is off: the page stays usable, and using it grants nothing.
    disablePageInteraction: false,
    revision: 0,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_MAX_AGE_DAYS,
      sameSite: "Lax",
      path: "/",
      secure: location.protocol === "https:",
    },
    guiOptions: {
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: "_gid" }] } },
      advertising: { autoClear: { cookies: [{ name: /^_gcl/ }] } },
      experience: {},
    },
    language: { default: locale, translations: consentTranslations(links) },
    onFirstConsent: ({ cookie }) => {
      update(cookie);
      document.getElementById(BANNER_ID)?.setAttribute("hidden", "");
    },
    onChange: ({ cookie }) => update(cookie),
  };
}
