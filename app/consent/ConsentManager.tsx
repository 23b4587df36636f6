import { useEffect } from "react";
import { useSiteConfig } from "~/request/SiteConfig";
import { useI18n } from "~/i18n/context";
import { loadWhenOnline } from "~/pwa/online";
import { propertyOf } from "@shared/narrow";

const loadBanner = () => import("./cookie-consent.client");

/**
 * Starts the consent banner after hydration (a lazy chunk) and keeps its language the page's; a
 * visitor offline when it is fetched gets it once back online. Renders nothing itself: the library
 * adds its own dialogs at the end of <body>.
 */
export function ConsentManager() {
  const { locale } = useI18n();
  const { consentPolicyId, analyticsId } = useSiteConfig();
  useEffect(() => {
    loadWhenOnline(loadBanner)
      .then((banner) => banner.applyConsent({ locale, policyId: consentPolicyId, analyticsId }))
      .catch((error: unknown) => console.warn(`[consent] the banner could not load: ${propertyOf(error, "message") ?? error}`));
  }, [locale, consentPolicyId, analyticsId]);
  return null;
}

/** Reopens the choices (the footer's "Cookie preferences"); loads the banner first if needed, and waits until it runs. */
export function openConsentPreferences(): void {
  void loadBanner().then((banner) => banner.showPreferences());
}
