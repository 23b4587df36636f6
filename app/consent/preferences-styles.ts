/**
 * The preferences dialog's styles: half of the library's stylesheet, which a first visit does not
 * need to draw the banner. Loaded once the banner is up and the browser is idle, or at the latest
 * when the visitor asks for the choices (cookie-consent.client.ts).
 */
import "vanilla-cookieconsent/dist/css-components/preferences-modal.css";
