/**
 * Google Consent Mode v2, as the spec fixes it: ad and analytics storage denied until the visitor
 * chooses, `wait_for_update` 2000 ms; the choice is sent as `gtag('consent', 'update', …)`.
 * Consent on continued browsing is off (scrolling or clicking elsewhere grants nothing), and the
 * banner is shown in every region (we cannot know the visitor's, so "GDPR applies globally" is off
 * only in the sense that no region is exempted from asking).
 */

import readCookieSource from "@site/read-cookie.inline?script";
import { BANNER_ID } from "./banner-ids";

/** The cookie that keeps the visitor's choice (vanilla-cookieconsent's JSON), for one year. */
export const CONSENT_COOKIE = "salone_consent";
export const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_WAIT_FOR_UPDATE_MS = 2000;

export const CONSENT_CATEGORIES = ["necessary", "analytics", "advertising", "experience"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ConsentSignal = "granted" | "denied";

export const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
} as const;

/** The Consent Mode signals each optional category grants. */
export const CATEGORY_SIGNALS: Record<Exclude<ConsentCategory, "necessary">, readonly string[]> = {
  analytics: ["analytics_storage"],
  advertising: ["ad_storage", "ad_user_data", "ad_personalization"],
  experience: ["functionality_storage", "personalization_storage"],
};

/**
 * The global the head script keeps CATEGORY_SIGNALS in, for the banner's inline script to take
 * (ConsentBanner): written once in the page rather than twice (some 90 B gzip of every document).
 */
export const SIGNALS_GLOBAL = "consentSignals";

/** The id of the rule the head script adds for a visitor who has chosen: it hides the first-visit banner. */
export const CHOSEN_STYLE_ID = "consent-chosen";

/**
 * The inline script that must run before any other script in <head>: it defines `dataLayer` and
 * `gtag`, sets the defaults, and, for a returning visitor, applies the stored choice at once (so no
 * tag ever waits on the banner's code to learn it) and hides the first-visit banner every page
 * carries (ConsentBanner) with a rule of its own, before anything is drawn: the page's markup is the
 * same for every visitor, so the page cache and CDNs keep one copy. A stored choice is a cookie whose
 * `categories` is a list (as useConsent's storedConsent reads it), read by the site's one cookie
 * parser (site/read-cookie.inline.ts, its minified source inlined): no cookie is no JSON, and the
 * parse's exception ends the script as a damaged cookie does. Its variables stay in a function of its
 * own but the signals (SIGNALS_GLOBAL), which the banner's script takes too. Read by the server only
 * (ConsentDefaults): pure, so the browser's bundle leaves it out.
 */
export const CONSENT_DEFAULTS_SCRIPT = /* @__PURE__ */ [
  "window.dataLayer=window.dataLayer||[];",
  "function gtag(){dataLayer.push(arguments);}",
  `var ${SIGNALS_GLOBAL}=${JSON.stringify(CATEGORY_SIGNALS)};`,
  `gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});`,
  "(function(){try{",
  `var c=JSON.parse(decodeURIComponent((${readCookieSource})(document.cookie,${JSON.stringify(CONSENT_COOKIE)}))).categories,`,
  `s=${SIGNALS_GLOBAL},u={},k,i,h;`,
  "if(!Array.isArray(c))return;",
  "for(k in s)for(i of s[k])u[i]=c.includes(k)?'granted':'denied';",
  "gtag('consent','update',u);",
  `h=document.createElement('style');h.id='${CHOSEN_STYLE_ID}';h.textContent='#${BANNER_ID}{display:none!important}';document.head.appendChild(h);`,
  "}catch(e){}})();",
].join("");
