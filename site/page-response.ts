/**
 * What the caches count as a page: an HTML document, or the data a client-side navigation fetches
 * for one (React Router's `.data` request). The app's middleware gives pages their Cache-Control and,
 * unprefixed, `Vary: Cookie` (app/request/root-middleware.server.ts); the server's page cache stores
 * nothing else (server/page-cache.ts). Both must agree, or a resource route would be stored as a page.
 */
export function isPageResponse(pathname: string, contentType: string | null | undefined): boolean {
  return /^text\/html/i.test(contentType ?? "") || pathname.endsWith(".data");
}
