import type { ConsentCategory } from "./consent-mode";

/**
 * Grants one purpose at the visitor's explicit request (a button that says so), loading the banner's
 * chunk if needed. Apart from ConsentManager so that only the components that offer it carry it.
 */
export function grantConsent(category: ConsentCategory): Promise<void> {
  return import("./cookie-consent.client").then((banner) => banner.grantCategory(category));
}
