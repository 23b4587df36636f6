import { isRouteErrorResponse, useLocation } from "react-router";

/**
 * The static export (npm run build:static): every page pre-rendered to HTML plus its data payload,
 * served by any file server. A client-side navigation to a path that was not pre-rendered asks the
 * file server for a data file that does not exist, and gets the file server's 404.
 *
 * React Router's own server marks every data response it sends (X-Remix-Response), and its errors
 * carry our `{ message }` payload; the client turns an unmarked error answer into an error response
 * whose data is the raw body text. So a 404 whose data is not an object did not come from a React
 * Router server: on a file server, that is a path that was not pre-rendered ('Route {path} is not pre-rendered').
 */
export function notPrerenderedMessage(pathname: string): string {
  return `Route ${pathname} is not pre-rendered`;
}

export function isNotPrerendered(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404 && (error.data === null || typeof error.data !== "object");
}

/** The not-pre-rendered message for this error on this page, or undefined. */
export function useNotPrerenderedMessage(error: unknown): string | undefined {
  const { pathname } = useLocation();
  return isNotPrerendered(error) ? notPrerenderedMessage(pathname) : undefined;
}
