import { useNonce } from "~/request/nonce";
import { useSiteConfig } from "~/request/SiteConfig";
import { useI18n } from "~/i18n/context";
import { ASKED_ATTRIBUTE, BANNER_ID, PREFERENCES_EVENT } from "./banner-ids";
import { CHOSEN_STYLE_ID, CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, SIGNALS_GLOBAL } from "./consent-mode";
import wireConsentBannerSource from "./consent-banner.inline?script";
import "./consent-banner.css";

// On the server only: a static import would put the words in the page's first chunk (the browser
// loads them on its own only on a language switch, ConsentManager).
const server = import.meta.env.SSR ? await import("./banner-markup") : undefined;

/**
 * The banner's inline script (consent-banner.inline.ts) with its arguments; the signals are the ones
 * the head script has declared (consent-mode.ts, SIGNALS_GLOBAL), not written into the page again.
 */
export function consentBannerScript(): string {
  const [before, after] = [
    [BANNER_ID, CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS],
    [PREFERENCES_EVENT, ASKED_ATTRIBUTE, CHOSEN_STYLE_ID],
  ].map((args) => args.map((a) => JSON.stringify(a)).join(","));
  return `(${wireConsentBannerSource})(${before},${SIGNALS_GLOBAL},${after});`;
}

/**
 * The first-visit consent banner, drawn by the server in every page as plain HTML and CSS (the same
 * for every visitor, so the page cache and CDNs keep one copy), then its inline script, which wires
 * its buttons; the head script hides it before the first paint for a visitor who has chosen
 * (consent-mode.ts). Both exist only in the server's bundle: the browser keeps what the server wrote
 * (as with the head's scripts, hydration is told not to mind), and the page's code loads the words
 * again only when the visitor switches language with the banner up (ConsentManager).
 */
export function ConsentBanner() {
  const { locale } = useI18n();
  const { consentPolicyId } = useSiteConfig();
  const nonce = useNonce();
  const html =
    server ?
      `${server.bannerSection(locale, consentPolicyId)}<script nonce="${nonce ?? ""}">${consentBannerScript()}</script>`
    : "";
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
