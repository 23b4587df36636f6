import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The first-visit consent banner's words, in English. */
const en: Catalogue<typeof it> = {
  "banner.title": "Cookies and privacy",
  "banner.description":
    "We use technical cookies; the others (measurement, marketing, experience) only with your consent.",
  "banner.acceptAll": "Accept all",
  "banner.rejectAll": "Reject all",
  "banner.customise": "Customise",
  "banner.privacy": "Privacy policy",
  "banner.cookies": "Cookie policy",
};

export default en;
