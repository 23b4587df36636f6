/**
 * The consent banner (vanilla-cookieconsent 3), loaded with a dynamic import after hydration: it is
 * not in the first-load bundle and never runs on the server.
 */
import * as CookieConsent from "vanilla-cookieconsent";
// The banner's part of the library's stylesheet (base, first-visit banner, light colours); the
// preferences dialog's part loads later (preferences-styles.ts).
import "vanilla-cookieconsent/dist/css-components/base.css";
import "vanilla-cookieconsent/dist/css-components/consent-modal.css";
import "vanilla-cookieconsent/dist/css-components/light-scheme.css";
import "./consent.css";
import { focusableIn } from "~/chrome/modal";
import { whenIdle } from "~/ui/idle";
import { localizePath, type Locale } from "@shared/locales";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, consentUpdate, gtag } from "./consent-mode";
import { policyLinks } from "./policy";
import { consentTranslations } from "./translations";
import noticeStyles from "~/ui/Notice.module.css";

export interface ConsentOptions {
  locale: Locale;
  policyId?: string;
  analyticsId?: string;
}

let started: Promise<void> | undefined;
let analyticsLoaded = false;
let markStarted: () => void;
/** Settles once the banner runs (ConsentManager starts it after hydration). */
const running = new Promise<void>((resolve) => (markStarted = resolve));

/** Starts the banner on the first call; later calls follow the page's language. */
export function applyConsent(options: ConsentOptions): Promise<void> {
  if (!started) {
    started = CookieConsent.run(configuration(options));
    void started.then(markStarted);
    return started;
  }
  return started.then(() => CookieConsent.setLanguage(options.locale)).then(() => undefined);
}

let preferencesStyled: Promise<void> | undefined;
/** The preferences dialog's styles, once; the dialog stays hidden until they apply (consent.css). */
function stylePreferences(): Promise<void> {
  return (preferencesStyled ??= import("./preferences-styles").then(
    () => document.documentElement.classList.add("cc-preferences-styled"),
    (error: unknown) => {
      preferencesStyled = undefined;
      throw error;
    },
  ));
}

/**
 * Opens the preferences dialog once the banner runs and the dialog's styles have arrived: the library
 * throws if asked before `run` has finished (a visitor who clicks the footer's "Cookie preferences"
 * as the page hydrates).
 */
export async function showPreferences(): Promise<void> {
  await Promise.all([running, stylePreferences()]);
  CookieConsent.showPreferences();
}

let holding = false;
/**
 * The banner's own "Customise" button opens the dialog through the library; until the dialog's
 * styles are in, that click waits for them (a capture listener on the banner's root runs before the
 * button's own).
 */
function holdPreferencesUntilStyled(): void {
  const root = document.getElementById("cc-main");
  if (holding || !root) return;
  holding = true;
  root.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.classList.contains("cc-preferences-styled")) return;
      if (!(event.target instanceof Element) || !event.target.closest('[data-role="show"]')) return;
      event.preventDefault();
      event.stopPropagation();
      void showPreferences();
    },
    true,
  );
}

/**
 * Adds one purpose to the visitor's choices (keeping the others as they are), on their own
 * explicit request, e.g. "Accept and watch" on an embedded video. That is a choice: the banner, if
 * still open, closes.
 */
export async function grantCategory(category: string): Promise<void> {
  await running;
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  CookieConsent.acceptCategory([...new Set([...accepted, category])]);
  CookieConsent.hide();
}

function configuration({ locale, policyId, analyticsId }: ConsentOptions): CookieConsent.CookieConsentConfig {
  const links = {
    it: policyLinks(policyId, (to) => localizePath(to, "it")),
    en: policyLinks(policyId, (to) => localizePath(to, "en")),
  };
  const measure = (cookie: CookieConsent.CookieValue) => {
    if (analyticsId && cookie.categories.includes("analytics")) loadAnalytics(analyticsId);
  };
  // The library calls onFirstConsent then onConsent on the first choice, onChange on later ones, and
  // onConsent on every page load with a stored choice (which the head script has already applied).
  const update = (cookie: CookieConsent.CookieValue) => gtag("consent", "update", consentUpdate(cookie.categories));
  return {
    mode: "opt-in",
    autoShow: true,
    // Off everywhere, not only in tests: the library's bot check also matches headless browsers and
    // tools, and nothing about the banner needs hiding from crawlers (it is not page content).
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
      // Compact (consent.css): on a phone a bar along the bottom, at most a third of the first screen
      // and never the page's largest paint, the three equal choices in one row; the details are in
      // the preferences dialog. (The library's own "bar" layout does not fade in, and its focus
      // handling waits for that fade.)
      consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: "_gid" }] } },
      advertising: { autoClear: { cookies: [{ name: /^_gcl/ }] } },
      experience: {},
    },
    language: { default: locale, translations: consentTranslations(links) },
    onModalShow: ({ modalName }) => {
      if (modalName !== "consentModal") return;
      leaveFocusWithTheVisitor();
      tabOutOfTheBanner();
      keepNoticesClearOfTheBanner();
      holdPreferencesUntilStyled();
      whenIdle(() => void stylePreferences().catch(() => {}));
    },
    onFirstConsent: ({ cookie }) => update(cookie),
    onConsent: ({ cookie }) => measure(cookie),
    onChange: ({ cookie }) => {
      update(cookie);
      measure(cookie);
    },
  };
}

/**
 * The site's notices (offline, a page that could not load) are pinned to the bottom of the screen,
 * where the banner is on a phone, above everything: while it shows they sit just above it
 * (ui/Notice.module.css reads the banner's extent from the bottom edge, kept up to date here).
 *
 * The extent is declared for the notices alone, in a stylesheet of its own: a custom property set on
 * the document's root would be inherited by every element, and the browser would restyle the whole
 * page each time it changes (17 ms on the home page at 412 px, traced); a rule for the notices' class
 * restyles only them. Without constructed stylesheets (older browsers), it goes on the root.
 */
function keepNoticesClearOfTheBanner(): void {
  const banner = document.querySelector<HTMLElement>("#cc-main .cm");
  if (!banner || typeof ResizeObserver !== "function" || !noticeStyles.notice) return;
  const declare = extentDeclaration(noticeStyles.notice);
  // Its height and its distance from the bottom edge (not its box on screen: it slides in). Measured
  // only when the observer calls, which it does once at once and then on every change: then the
  // layout is done, where reading it here would make the browser lay the page out in the middle of
  // the banner's setup.
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? banner.offsetHeight;
    declare(`${height + (parseFloat(getComputedStyle(banner).bottom) || 0)}px`);
  }).observe(banner);
}

function extentDeclaration(noticeClass: string): (extent: string) => void {
  const root = document.documentElement;
  if (!("adoptedStyleSheets" in document) || typeof CSSStyleSheet !== "function" || !("replaceSync" in CSSStyleSheet.prototype)) {
    return (extent) => root.style.setProperty(EXTENT_PROPERTY, extent);
  }
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return (extent) => sheet.replaceSync(`.${CSS.escape(noticeClass)}{${EXTENT_PROPERTY}:${extent}}`);
}

const EXTENT_PROPERTY = "--consent-banner-extent";

/**
 * The banner moves focus into itself as it appears (onto a stand-in element, 100 ms later and again
 * when its fade-in ends), so that a visitor who has not started using the page lands on it. A visitor
 * who has, before it appears or while it fades in (focus on a control of the page, or in one of the
 * site's dialogs: the lightbox, the mobile menu), keeps their focus: the stand-in stops being
 * focusable, the library's attempts do nothing, and the banner waits at the end of the page's tab
 * order. The dialog opened last holds focus (docs/decisions/0014-dialogs-and-focus.md).
 */
function leaveFocusWithTheVisitor(): void {
  const standIn = document.querySelector("#cc-main .cm > [tabindex='-1']");
  if (!standIn) return;
  const busy = (target: EventTarget | null) => target instanceof Element && target !== document.body && !target.closest("#cc-main");
  const stepAside = () => {
    standIn.removeAttribute("tabindex");
    document.removeEventListener("focusin", onFocusIn, true);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (busy(event.target)) stepAside();
  };
  if (busy(document.activeElement) || document.querySelector("dialog[open]")) stepAside();
  else {
    document.addEventListener("focusin", onFocusIn, true);
    // Past the entrance the library no longer moves focus: nothing to watch.
    setTimeout(() => document.removeEventListener("focusin", onFocusIn, true), 5_000);
  }
}

/**
 * The banner is not modal (the page stays usable without an answer), so Tab leaves it as it leaves
 * any other part of the page: past its last control to the page's first (the skip link), and
 * Shift+Tab before its first control to the page's last. The library cycles Tab inside the banner,
 * which left a keyboard visitor who landed on it (it takes focus on a first visit) no way into the
 * page but to choose. The preferences dialog is modal and keeps the library's cycle.
 * (docs/decisions/0014-dialogs-and-focus.md)
 */
function tabOutOfTheBanner(): void {
  // The library marks the banner aria-modal; with the page left usable it is not, and assistive
  // technology should not hide the page behind it either.
  document.querySelector("#cc-main .cm")?.setAttribute("aria-modal", "false");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const banner = document.querySelector<HTMLElement>("#cc-main .cm");
    const active = document.activeElement;
    if (!banner || !(active instanceof HTMLElement) || !banner.contains(active)) return;
    const controls = focusableIn(banner);
    if (active !== (event.shiftKey ? controls[0] : controls[controls.length - 1])) return;
    const page = focusableIn(document.body).filter((el) => !el.closest("#cc-main"));
    const next = event.shiftKey ? page[page.length - 1] : page[0];
    if (!next) return;
    // Before the library's own handler, which would send focus back to the banner's other end.
    event.preventDefault();
    event.stopImmediatePropagation();
    next.focus();
  };
  window.addEventListener("keydown", onKeyDown, true);
  // Once the banner is answered it is gone, and so is the reason to listen.
  window.addEventListener("cc:onFirstConsent", () => window.removeEventListener("keydown", onKeyDown, true), { once: true });
}

/** gtag.js, only with a measurement id and only once analytics is granted. */
function loadAnalytics(id: string): void {
  if (analyticsLoaded) return;
  analyticsLoaded = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  // Scripts added at run time need the page's CSP nonce (the browser hides the attribute, not the property).
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  gtag("js", new Date());
  gtag("config", id);
}
