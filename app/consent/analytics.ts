import { gtag } from "./gtag";
import { storedConsent } from "./useConsent";

let analyticsLoaded = false;

/**
 * gtag.js, once per page, when a stored or a new choice grants analytics (a chunk ConsentManager loads only
 * with a measurement id).
 */
export function watchAnalytics(id: string): void {
  const measure = () => {
    if (analyticsLoaded || !storedConsent(document.cookie)?.includes("analytics")) return;
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
  };
  measure();
  // The banner's inline script and the library raise them once the cookie is written.
  addEventListener("cc:onConsent", measure);
  addEventListener("cc:onChange", measure);
}
