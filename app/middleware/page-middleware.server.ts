import { data } from "react-router";

/**
 * Route middleware a page document may name in its `middleware` array. Each name resolves through
 * this registry; an unknown name is a 500 'Unknown middleware: <name>' (the error catalogue), because a
 * page that asked for a behaviour we do not have must not be served without it.
 */
export interface MiddlewareResult {
  headers: Headers;
}

type PageMiddleware = (result: MiddlewareResult) => void;

export const PAGE_MIDDLEWARE: Record<string, PageMiddleware> = {
  /** Keep the page out of search engines. */
  noindex: ({ headers }) => {
    headers.set("X-Robots-Tag", "noindex");
  },
};

export function runPageMiddleware(names: unknown): MiddlewareResult {
  const result: MiddlewareResult = { headers: new Headers() };
  if (!Array.isArray(names)) return result;
  for (const name of names) {
    const middleware =
      typeof name === "string" && Object.hasOwn(PAGE_MIDDLEWARE, name) ? PAGE_MIDDLEWARE[name] : undefined;
    if (!middleware) {
      throw data(
        { message: `Unknown middleware: ${String(name)}`, expose: true },
        { status: 500, statusText: "Unknown middleware" },
      );
    }
    middleware(result);
  }
  return result;
}
