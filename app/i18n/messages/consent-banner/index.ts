import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The first-visit consent banner's words: the server writes them into every page (consent/
 * ConsentBanner.tsx); the browser loads them only when the visitor switches language with the banner
 * still up, or opens the preferences (whose dialog names the policies with the banner's words).
 */
export const consentBannerText = catalogueText({ it, en });
export type ConsentBannerKey = keyof typeof it;
