import { useNonce } from "~/request/nonce";
import { BANNER_ID } from "./banner-ids";
import { CONSENT_DEFAULTS_SCRIPT } from "./consent-mode";

/**
 * Without JavaScript nothing the banner asks about can run (measurement and marketing are scripts),
 * and its buttons, wired by a script, could not close it: it would cover the bottom of every page.
 * The stylesheet hides it then; a browser that runs scripts reads this as text and ignores it.
 */
const WITHOUT_SCRIPTS = `<style>#${BANNER_ID}{display:none!important}</style>`;

/**
 * Google Consent Mode's defaults: the first script in <head>, before any other, with the request's
 * CSP nonce. The browser hides the nonce attribute after parsing, so the client's render differs
 * from the server's by design; and its text exists only in the server bundle (the browser already
 * ran it from the HTML, as with chunk recovery's script), so hydration is told not to mind either.
 */
export function ConsentDefaults() {
  const nonce = useNonce();
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CONSENT_DEFAULTS_SCRIPT : "" }}
      />
      <noscript dangerouslySetInnerHTML={{ __html: WITHOUT_SCRIPTS }} />
    </>
  );
}
