/** The journal's words, in Italian: the keys of the catalogue (messages/journal/index.ts). */
const it = {
  "journal.titlePage": "Giornale, pagina {page}",
  "journal.eyebrow": "Da Via dei Cappellari",
  "journal.intro": "Notizie dal salone: stagioni, produttori, ricette ed eventi.",
  "journal.publishedOn": "Pubblicato il {date}",
  "journal.previousArticle": "Articolo precedente",
  "journal.nextArticle": "Articolo successivo",
};

export default it;
