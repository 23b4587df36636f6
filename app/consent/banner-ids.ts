/**
 * The first-visit banner's names in the document, shared by its markup (drawn on the server), its
 * inline script, its stylesheet's hiding rule in the head script, and the page's code.
 */
export const BANNER_ID = "consent-banner";
export const BANNER_TITLE_ID = "consent-banner-title";
export const BANNER_TEXT_ID = "consent-banner-text";
/** Raised on window by the banner's "Customise" (the page's code opens the library's preferences). */
export const PREFERENCES_EVENT = "consent:preferences";
/** Set on the banner by "Customise" pressed before the page's code ran: it opens them once it does. */
export const ASKED_ATTRIBUTE = "data-asked";
/** On a button that opens the cookie choices (the footer's): the consent manager listens for its clicks. */
export const PREFERENCES_BUTTON = "data-consent-preferences";
