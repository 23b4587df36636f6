/**
 * The consent preferences dialog's words, in Italian: the keys of the catalogue
 * (messages/consent-preferences/index.ts).
 */
const it = {
  "preferences.title": "Preferenze cookie",
  "preferences.acceptAll": "Accetta tutti",
  "preferences.rejectAll": "Rifiuta tutti",
  "preferences.save": "Salva le scelte",
  "preferences.close": "Chiudi",
  "usage.title": "Come usiamo i cookie",
  "usage.description":
    "Scegli per quali finalità possiamo usare cookie e tecnologie simili. La scelta vale un anno e puoi cambiarla in ogni momento.",
  "necessary.title": "Strettamente necessari",
  "necessary.description":
    "Servono al funzionamento del sito: la lingua scelta e il ricordo di queste preferenze. Sono sempre attivi.",
  "analytics.title": "Misurazione",
  "analytics.description": "Statistiche sulle visite, per capire che cosa migliorare (Google Analytics).",
  "advertising.title": "Marketing",
  "advertising.description": "Per misurare le campagne pubblicitarie e mostrare annunci pertinenti.",
  "experience.title": "Esperienza",
  "experience.description":
    "Per funzioni che arricchiscono la visita, come contenuti incorporati e preferenze di visualizzazione.",
  "moreInformation.title": "Maggiori informazioni",
};

export default it;
