import { createContext, type RouterContext } from "react-router";

/**
 * What the Express server hands every request (through getLoadContext): the CSP nonce it put in
 * the Content-Security-Policy header. Without the production server (the Vite dev server, the
 * static export) there is no nonce and no CSP header.
 */
export interface ServerRequestInfo {
  nonce: string | undefined;
}

// server/ runs from source (tsx) while the app runs from the Vite bundle, so this module exists
// twice in one process; the context key must be one object, so it lives on globalThis.
const KEY = Symbol.for("salone.serverRequestContext");
type WithKey = typeof globalThis & { [KEY]?: RouterContext<ServerRequestInfo> };

export const serverRequestContext: RouterContext<ServerRequestInfo> = ((globalThis as WithKey)[KEY] ??=
  createContext<ServerRequestInfo>({ nonce: undefined }));
