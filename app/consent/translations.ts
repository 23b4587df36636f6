import type { Locale } from "@shared/locales";
import type { PolicyLinks } from "./policy";

/**
 * The banner's and the preferences dialog's words, in both languages. They travel with the consent
 * chunk (loaded after hydration) rather than the bundled UI catalogue, so the first load stays lean;
 * the footer's short labels live in the UI catalogue (messages/*.ts).
 */
export interface ConsentTranslation {
  consentModal: {
    /** Also the dialog's accessible name (the library updates it on a language change; a `label` it would not). */
    title: string;
    description: string;
    acceptAllBtn: string;
    acceptNecessaryBtn: string;
    showPreferencesBtn: string;
    footer: string;
  };
  preferencesModal: {
    title: string;
    acceptAllBtn: string;
    acceptNecessaryBtn: string;
    savePreferencesBtn: string;
    closeIconLabel: string;
    sections: { title: string; description: string; linkedCategory?: string }[];
  };
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function policyAnchors(links: PolicyLinks, privacy: string, cookies: string): string {
  const extra = links.external ? ' rel="noopener"' : "";
  return `<a href="${attr(links.privacy)}"${extra}>${privacy}</a> <a href="${attr(links.cookies)}"${extra}>${cookies}</a>`;
}

export function consentTranslations(links: Record<Locale, PolicyLinks>): Record<Locale, ConsentTranslation> {
  return {
    it: {
      consentModal: {
        title: "Cookie e privacy",
        description: "Usiamo cookie tecnici; gli altri (misurazione, marketing, esperienza) solo con il tuo consenso.",
        acceptAllBtn: "Accetta tutti",
        acceptNecessaryBtn: "Rifiuta tutti",
        showPreferencesBtn: "Personalizza",
        footer: policyAnchors(links.it, "Informativa sulla privacy", "Cookie policy"),
      },
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
            description: policyAnchors(links.it, "Informativa sulla privacy", "Cookie policy"),
          },
        ],
      },
    },
    en: {
      consentModal: {
        title: "Cookies and privacy",
        description: "We use technical cookies; the others (measurement, marketing, experience) only with your consent.",
        acceptAllBtn: "Accept all",
        acceptNecessaryBtn: "Reject all",
        showPreferencesBtn: "Customise",
        footer: policyAnchors(links.en, "Privacy policy", "Cookie policy"),
      },
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
            description: policyAnchors(links.en, "Privacy policy", "Cookie policy"),
          },
        ],
      },
    },
  };
}
