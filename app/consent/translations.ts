import type { Locale } from "@shared/locales";
import { BANNER_TEXTS, policyAnchors } from "./banner-markup";
import type { PolicyLinks } from "./policy";

/**
 * The preferences dialog's words, in both languages. They travel with the library's chunk (loaded
 * when the visitor asks for the choices) rather than the bundled UI catalogue, so the first load stays
 * lean; the first-visit banner's are in banner-markup.ts, the footer's short labels in the UI
 * catalogue (messages/*.ts).
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

export function consentTranslations(links: Record<Locale, PolicyLinks>): Record<Locale, ConsentTranslation> {
  return {
    it: {
      consentModal: { title: BANNER_TEXTS.it.title, description: BANNER_TEXTS.it.description },
      preferencesModal: {
        title: "Preferenze cookie",
        acceptAllBtn: "Accetta tutti",
        acceptNecessaryBtn: "Rifiuta tutti",
        savePreferencesBtn: "Salva le scelte",
        closeIconLabel: "Chiudi",
        sections: [
          {
            title: "Come usiamo i cookie",
            description: "Scegli per quali finalità possiamo usare cookie e tecnologie simili. La scelta vale un anno e puoi cambiarla in ogni momento.",
          },
          {
            title: "Strettamente necessari",
            description: "Servono al funzionamento del sito: la lingua scelta e il ricordo di queste preferenze. Sono sempre attivi.",
            linkedCategory: "necessary",
          },
          {
            title: "Misurazione",
            description: "Statistiche sulle visite, per capire che cosa migliorare (Google Analytics).",
            linkedCategory: "analytics",
          },
          {
            title: "Marketing",
            description: "Per misurare le campagne pubblicitarie e mostrare annunci pertinenti.",
            linkedCategory: "advertising",
          },
          {
            title: "Esperienza",
            description: "Per funzioni che arricchiscono la visita, come contenuti incorporati e preferenze di visualizzazione.",
            linkedCategory: "experience",
          },
          {
            title: "Maggiori informazioni",
            description: policyAnchors(links.it, BANNER_TEXTS.it),
          },
        ],
      },
    },
    en: {
      consentModal: { title: BANNER_TEXTS.en.title, description: BANNER_TEXTS.en.description },
      preferencesModal: {
        title: "Cookie preferences",
        acceptAllBtn: "Accept all",
        acceptNecessaryBtn: "Reject all",
        savePreferencesBtn: "Save my choices",
        closeIconLabel: "Close",
        sections: [
          {
            title: "How we use cookies",
            description:
              "Choose the purposes for which we may use cookies and similar technologies. Your choice lasts a year and you can change it at any time.",
          },
          {
            title: "Strictly necessary",
            description: "The site needs them to work: your language and the memory of these choices. Always on.",
            linkedCategory: "necessary",
          },
          {
            title: "Measurement",
            description: "Visit statistics that tell us what to improve (Google Analytics).",
            linkedCategory: "analytics",
          },
          {
            title: "Marketing",
            description: "To measure advertising campaigns and show relevant ads.",
            linkedCategory: "advertising",
          },
          {
            title: "Experience",
            description: "For features that enrich your visit, such as embedded content and display preferences.",
            linkedCategory: "experience",
          },
          {
            title: "More information",
            description: policyAnchors(links.en, BANNER_TEXTS.en),
          },
        ],
      },
    },
  };
}
