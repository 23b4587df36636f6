/** The menu's words, in Italian: the keys of the catalogue (messages/menu/index.ts). */
const it = {
  "menu.titlePage": "Menù, pagina {page}",
  "menu.intro": "La cucina e il banco di oggi: piatti romani, salumi, formaggi, vini.",
  "menu.backToCategory": "Torna a {category}",
  "menu.categories": "Categorie del menù",
  "menu.allergenNote": "Allergie o intolleranze? Ditelo al banco prima di ordinare.",
  "menu.allergenLink": "Allergeni e simboli",
  "menu.gallery": "Dalla cucina e dal banco",
  "menu.moreFrom": "Altro da {category}",
  "menu.dishes": "{count} proposte",
  "menu.allDishes": "Tutte le {count} proposte",
  "menu.eyebrow": "Banco e cucina",
  "menu.print": "Stampa il menù",
  "menu.printOnline": "Il menù aggiornato: {url}",
  "menuFilter.title": "Filtra il menù",
  "menuFilter.diet": "Preferenze",
  "menuFilter.without": "Senza questi allergeni",
  "menuFilter.apply": "Applica",
  "menuFilter.clear": "Mostra tutto il menù",
  "menuFilter.count": "{shown} piatti su {total}",
  "menuFilter.none": "Nessun piatto corrisponde a queste scelte.",
  "menuFilter.note":
    "Il filtro segue gli allergeni dichiarati per ogni piatto. In cucina e al banco si lavorano anche altri ingredienti: in caso di allergia grave, chiedete a noi prima di ordinare.",
  "menuFilter.withoutAllergen": "senza {allergen}",
  "menuFilter.withoutTraces": "senza {allergen}, nemmeno in tracce",
  "menuFilter.excludeTraces": "Nemmeno in tracce",
  "menuFilter.active": "Filtri: {filters}",
  "icon.vegetarian": "Vegetariano: niente carne, pesce né caglio animale",
  "icon.glutenFree": "Senza glutine: garantito dalla cucina",
};

export default it;
