import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The words of the blocks that load on demand, in English. */
const en: Catalogue<typeof it> = {
  "allergenInfo.title": "Allergens",
  "subMenu.label": "On this page",
};

export default en;
