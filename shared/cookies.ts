/**
 * Reading a cookie, from a request's Cookie header or from document.cookie: the one parser for every
 * cookie the site reads (locale, consent, preview), so that they cannot drift apart.
 *
 * Written here rather than taken from the `cookie` package (which React Router uses on the server):
 * that package is CommonJS, so the browser bundle takes all of it, about 0.9 kB gzip on the home
 * page's first load, which is then past its budget (1.25x the baseline app), to read one value.
 */

/**
 * The editor preview's cookie (app/preview/preview.server.ts signs and checks it); the server's page
 * cache never answers or stores a request that carries one (server/page-cache.ts).
 */
export const PREVIEW_COOKIE = "salone_preview";

/** The value of cookie `name` as sent (not decoded); the first one wins; undefined when it is not sent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
