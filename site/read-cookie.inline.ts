/**
 * The value of cookie `name` in a Cookie header or document.cookie, as sent (not decoded): the first
 * one wins; undefined when it is not sent. The one parser for every cookie the site reads (the
 * locale, the consent, the preview), on the server, in the page's code, and in the head script that
 * applies a returning visitor's consent before anything else runs (app/consent/consent-mode.ts
 * inlines this function's minified source: build-plugins/inline-script.ts). So it must not use
 * anything from outside its own body but types, and every byte of it is in every page.
 *
 * Written here rather than taken from the `cookie` package (which React Router uses on the server):
 * that package is CommonJS, so the browser bundle would take all of it, about 0.9 kB gzip on the home
 * page's first load, to read one value; and the head script could not share it.
 */
export default function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() == name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
