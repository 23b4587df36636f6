/**
 * Italian UI messages: bundled with the app (the default and fallback locale).
 * The English catalogue must have exactly these keys (enforced by its type).
 */
const it = {
  "site.skipToContent": "Vai al contenuto",
  "nav.home": "Home",
  "nav.menu": "Menù",
  "nav.journal": "Giornale",
  "nav.primary": "Navigazione principale",
  "nav.footer": "Navigazione del piè di pagina",
  "nav.openMenu": "Apri il menù",
  "nav.closeMenu": "Chiudi il menù",
  "lang.switch": "Lingua",
  "lang.switchTo": "Leggi in italiano",
  "error.notFound": "Questa pagina non è stata trovata",
  "error.notFoundTitle": "Pagina non trovata",
  "error.unavailable": "Il servizio dei contenuti non è disponibile in questo momento. Riprova tra poco.",
  "error.generic": "Si è verificato un errore",
  "error.status": "Errore {status}",
  "error.backHome": "Torna alla home",
  "menu.title": "Menù",
  "menu.intro": "La cucina e il banco di oggi: piatti romani, salumi, formaggi, vini.",
  "menu.vegetarian": "Vegetariano",
  "menu.glutenFree": "Senza glutine",
  "menu.allergens": "Allergeni",
  "menu.noAllergens": "Nessuno dei 14 allergeni principali",
  "menu.backToCategory": "Torna a {category}",
  "menu.price": "Prezzo",
  "journal.title": "Giornale",
  "journal.intro": "Notizie dal salone: stagioni, produttori, ricette ed eventi.",
  "journal.previousPage": "Pagina precedente",
  "journal.nextPage": "Pagina successiva",
  "journal.pageOf": "Pagina {page} di {pages}",
  "journal.readMore": "Leggi",
  "journal.previousArticle": "Articolo precedente",
  "journal.nextArticle": "Articolo successivo",
  "journal.publishedOn": "Pubblicato il {date}",
  "footer.rights": "Tutti i diritti riservati",
  "consent.preferences": "Preferenze cookie",
  "consent.privacyPolicy": "Informativa sulla privacy",
  "consent.cookiePolicy": "Cookie policy",
  "offline.title": "Sei offline",
  "offline.body": "Questa pagina non è ancora salvata su questo dispositivo. Riprova quando la connessione torna.",
  "offline.retry": "Riprova",
  "preview.badge": "Anteprima",
  "preview.description": "Stai vedendo le bozze: i visitatori vedono solo i contenuti pubblicati.",
  "preview.exit": "Esci dall'anteprima",
} as const;

export type MessageKey = keyof typeof it;
export type Messages = { readonly [K in MessageKey]: string };

export default it satisfies Messages;
