import { localizePath, type Locale } from "@shared/locales";
import { BANNER_ID, BANNER_TEXT_ID, BANNER_TITLE_ID } from "./banner-ids";
import { policyLinks, type PolicyLinks } from "./policy";

/**
 * The first-visit banner's words and markup. The server writes them into every page (ConsentBanner);
 * the browser loads this module only when the visitor switches language with the banner still up.
 */
export interface BannerTexts {
  /** Also the dialog's accessible name. */
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  customise: string;
  privacy: string;
  cookies: string;
}

export const BANNER_TEXTS: Record<Locale, BannerTexts> = {
  it: {
    title: "Cookie e privacy",
    description: "Usiamo cookie tecnici; gli altri (misurazione, marketing, esperienza) solo con il tuo consenso.",
    acceptAll: "Accetta tutti",
    rejectAll: "Rifiuta tutti",
    customise: "Personalizza",
    privacy: "Informativa sulla privacy",
    cookies: "Cookie policy",
  },
  en: {
    title: "Cookies and privacy",
    description: "We use technical cookies; the others (measurement, marketing, experience) only with your consent.",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    customise: "Customise",
    privacy: "Privacy policy",
    cookies: "Cookie policy",
  },
};

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The privacy and cookie policy links, as the banner and the preferences dialog show them. */
export function policyAnchors(links: PolicyLinks, texts: Pick<BannerTexts, "privacy" | "cookies">): string {
  const extra = links.external ? ' rel="noopener"' : "";
  return `<a href="${escape(links.privacy)}"${extra}>${escape(texts.privacy)}</a> <a href="${escape(links.cookies)}"${extra}>${escape(texts.cookies)}</a>`;
}

/**
 * The banner's content: a stand-in that takes focus on a first visit (so that the next Tab is the
 * first choice, as the library's banner did), the title and text that name and describe the dialog,
 * the three choices of equal weight (accept and reject share a style), the policy links.
 */
export function bannerMarkup(locale: Locale, policyId: string | undefined): string {
  const t = BANNER_TEXTS[locale];
  const links = policyLinks(policyId, (to) => localizePath(to, locale));
  const choice = (value: string, label: string, extra = "") => `<button type="button" data-consent="${value}"${extra}>${escape(label)}</button>`;
  return (
    `<div tabindex="-1"></div>` +
    `<h2 id="${BANNER_TITLE_ID}">${escape(t.title)}</h2>` +
    `<p id="${BANNER_TEXT_ID}">${escape(t.description)}</p>` +
    `<div class="choices">${choice("all", t.acceptAll)}${choice("necessary", t.rejectAll)}${choice("preferences", t.customise, ' aria-haspopup="dialog"')}</div>` +
    `<p class="links">${policyAnchors(links, t)}</p>`
  );
}

/**
 * The banner as a whole: a dialog, named by its title and described by its text, not modal (the
 * page stays usable, and using it grants nothing); kept out of search results' snippets.
 */
export function bannerSection(locale: Locale, policyId: string | undefined): string {
  return (
    `<section id="${BANNER_ID}" role="dialog" aria-labelledby="${BANNER_TITLE_ID}" aria-describedby="${BANNER_TEXT_ID}" data-nosnippet>` +
    `${bannerMarkup(locale, policyId)}</section>`
  );
}

/** A language switch with the banner up: its words in the page's new language. */
export function redrawBanner(banner: HTMLElement, locale: Locale, policyId: string | undefined): void {
  banner.innerHTML = bannerMarkup(locale, policyId);
}
