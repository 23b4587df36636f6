import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The journal's words, in English. */
const en: Catalogue<typeof it> = {
  "journal.titlePage": "Journal, page {page}",
  "journal.eyebrow": "From Via dei Cappellari",
  "journal.intro": "News from the salon: seasons, producers, recipes and events.",
  "journal.publishedOn": "Published on {date}",
  "journal.previousArticle": "Previous article",
  "journal.nextArticle": "Next article",
};

export default en;
