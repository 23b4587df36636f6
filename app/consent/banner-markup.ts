/**
 * The first-visit banner's markup, in its words (i18n/messages/consent-banner/index.ts). The server writes
 * it into every page (ConsentBanner); the browser loads this module only when the visitor switches
 * language with the banner still up.
 */
import { localizePath, type Locale } from "@site/locales";
import { BANNER_ID, BANNER_TEXT_ID, BANNER_TITLE_ID } from "./banner-ids";
import { policyLinks, type PolicyLinks } from "./policy";
import { consentBannerText, type ConsentBannerKey } from "~/i18n/messages/consent-banner";

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The privacy and cookie policy links, as the banner and the preferences dialog show them. */
export function policyAnchors(links: PolicyLinks, texts: { privacy: string; cookies: string }): string {
  const extra = links.external ? ' rel="noopener"' : "";
  return `<a href="${escape(links.privacy)}"${extra}>${escape(texts.privacy)}</a> <a href="${escape(links.cookies)}"${extra}>${escape(texts.cookies)}</a>`;
}

/**
 * The banner's content: a stand-in that takes focus on a first visit (so that the next Tab is the
 * first choice, as the library's banner did), the title and text that name and describe the dialog,
 * the three choices of equal weight (accept and reject share a style), the policy links.
 */
export function bannerMarkup(locale: Locale, policyId: string | undefined): string {
  const t = (key: ConsentBannerKey) => consentBannerText(locale, key);
  const links = policyLinks(policyId, (to) => localizePath(to, locale));
  const choice = (value: string, label: string, extra = "") =>
    `<button type="button" data-consent="${value}"${extra}>${escape(label)}</button>`;
  return (
    `<div tabindex="-1"></div>` +
    `<h2 id="${BANNER_TITLE_ID}">${escape(t("banner.title"))}</h2>` +
    `<p id="${BANNER_TEXT_ID}">${escape(t("banner.description"))}</p>` +
    `<div class="choices">${choice("all", t("banner.acceptAll"))}${choice("necessary", t("banner.rejectAll"))}${choice("preferences", t("banner.customise"), ' aria-haspopup="dialog"')}</div>` +
    `<p class="links">${policyAnchors(links, { privacy: t("banner.privacy"), cookies: t("banner.cookies") })}</p>`
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
