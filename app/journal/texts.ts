/**
 * The words of the journal's own screens (the listing's header, an article's date and its neighbours,
 * the feed's description), in both languages, beside the feature: in the journal's chunks rather than
 * in the catalogue every page loads first (the home page's first-load budget), as menu/texts.ts.
 */
import { featureTexts } from "~/i18n/feature-texts";

const it = {
  "journal.eyebrow": "Da Via dei Cappellari",
  "journal.intro": "Notizie dal salone: stagioni, produttori, ricette ed eventi.",
  "journal.publishedOn": "Pubblicato il {date}",
  "journal.previousArticle": "Articolo precedente",
  "journal.nextArticle": "Articolo successivo",
};

export type JournalTextKey = keyof typeof it;

const en: Record<JournalTextKey, string> = {
  "journal.eyebrow": "From Via dei Cappellari",
  "journal.intro": "News from the salon: seasons, producers, recipes and events.",
  "journal.publishedOn": "Published on {date}",
  "journal.previousArticle": "Previous article",
  "journal.nextArticle": "Next article",
};

/** The words of `key` in `locale`, `{name}` filled in from `values`. */
export const journalText = featureTexts<JournalTextKey>({ it, en });
