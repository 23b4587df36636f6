import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The consent preferences dialog's words, in English. */
const en: Catalogue<typeof it> = {
  "preferences.title": "Cookie preferences",
  "preferences.acceptAll": "Accept all",
  "preferences.rejectAll": "Reject all",
  "preferences.save": "Save my choices",
  "preferences.close": "Close",
  "usage.title": "How we use cookies",
  "usage.description":
    "Choose the purposes for which we may use cookies and similar technologies. Your choice lasts a year and you can change it at any time.",
  "necessary.title": "Strictly necessary",
  "necessary.description": "The site needs them to work: your language and the memory of these choices. Always on.",
  "analytics.title": "Measurement",
  "analytics.description": "Visit statistics that tell us what to improve (Google Analytics).",
  "advertising.title": "Marketing",
  "advertising.description": "To measure advertising campaigns and show relevant ads.",
  "experience.title": "Experience",
  "experience.description": "For features that enrich your visit, such as embedded content and display preferences.",
  "moreInformation.title": "More information",
};

export default en;
