import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The pager's words, in English. */
const en: Catalogue<typeof it> = {
  "pager.previous": "Previous page",
  "pager.next": "Next page",
  "pager.pageOf": "Page {page} of {pages}",
};

export default en;
