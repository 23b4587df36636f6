/** The pager's words, in Italian: the keys of the catalogue (messages/pager/index.ts). */
const it = {
  "pager.previous": "Pagina precedente",
  "pager.next": "Pagina successiva",
  "pager.pageOf": "Pagina {page} di {pages}",
};

export default it;
