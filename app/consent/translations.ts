import type { Locale } from "@site/locales";
import { consentBannerText, type ConsentBannerKey } from "~/i18n/messages/consent-banner";
import { consentPreferencesText, type ConsentPreferencesKey } from "~/i18n/messages/consent-preferences";
import { policyAnchors } from "./banner-markup";
import type { PolicyLinks } from "./policy";

/**
 * The preferences dialog's words in the shape vanilla-cookieconsent asks for, in both languages, from
 * their catalogue (i18n/messages/consent-preferences/index.ts): they travel with the library's chunk, loaded
 * when the visitor asks for the choices.
 */
export interface ConsentTranslation {
  /** The library's own banner, which it never shows here (autoShow off); its type asks for one. */
  consentModal: { title: string; description: string };
  preferencesModal: {
    title: string;
    acceptAllBtn: string;
    acceptNecessaryBtn: string;
    savePreferencesBtn: string;
    closeIconLabel: string;
    sections: { title: string; description: string; linkedCategory?: string }[];
  };
}

/** The categories the dialog describes, in its order, each with its section's words. */
const CATEGORIES = ["necessary", "analytics", "advertising", "experience"] as const;

function translation(locale: Locale, links: PolicyLinks): ConsentTranslation {
  const t = (key: ConsentPreferencesKey) => consentPreferencesText(locale, key);
  const banner = (key: ConsentBannerKey) => consentBannerText(locale, key);
  return {
    consentModal: { title: banner("banner.title"), description: banner("banner.description") },
    preferencesModal: {
      title: t("preferences.title"),
      acceptAllBtn: t("preferences.acceptAll"),
      acceptNecessaryBtn: t("preferences.rejectAll"),
      savePreferencesBtn: t("preferences.save"),
      closeIconLabel: t("preferences.close"),
      sections: [
        { title: t("usage.title"), description: t("usage.description") },
        ...CATEGORIES.map((category) => ({
          title: t(`${category}.title`),
          description: t(`${category}.description`),
          linkedCategory: category,
        })),
        {
          title: t("moreInformation.title"),
          description: policyAnchors(links, { privacy: banner("banner.privacy"), cookies: banner("banner.cookies") }),
        },
      ],
    },
  };
}

export function consentTranslations(links: Record<Locale, PolicyLinks>): Record<Locale, ConsentTranslation> {
  return { it: translation("it", links.it), en: translation("en", links.en) };
}
