/** The first-visit consent banner's words, in Italian: the keys of the catalogue (messages/consent-banner/index.ts). */
const it = {
  /** Also the dialog's accessible name. */
  "banner.title": "Cookie e privacy",
  "banner.description":
    "Usiamo cookie tecnici; gli altri (misurazione, marketing, esperienza) solo con il tuo consenso.",
  "banner.acceptAll": "Accetta tutti",
  "banner.rejectAll": "Rifiuta tutti",
  "banner.customise": "Personalizza",
  "banner.privacy": "Informativa sulla privacy",
  "banner.cookies": "Cookie policy",
};

export default it;
