/** The words of the blocks that load on demand, in Italian: the keys of the catalogue (messages/blocks/index.ts). */
const it = {
  "allergenInfo.title": "Allergeni",
  "subMenu.label": "In questa pagina",
};

export default it;
