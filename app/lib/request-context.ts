import { createContext, type RouterContext } from "react-router";
import type { DocumentOnly } from "./document-only";

/**
 * What the Express server hands every request (through getLoadContext): the CSP nonce it put in
 * the Content-Security-Policy header. Without the production server (the Vite dev server, the
 * static export) there is no nonce and no CSP header.
 */
export interface ServerRequestInfo {
  nonce: string | undefined;
  /**
   * A document request's holder for what its markup carries once (lib/document-only.ts); absent
   * for data requests and wherever no server says which kind the request is (dev, static export).
   */
  documentOnly?: DocumentOnly;
}

// server/ runs from source (tsx) while the app runs from the Vite bundle, so this module exists
// twice in one process; the context key must be one object, so it lives on globalThis.
const KEY = Symbol.for("salone.serverRequestContext");
const global: typeof globalThis & { [KEY]?: RouterContext<ServerRequestInfo> } = globalThis;

export const serverRequestContext: RouterContext<ServerRequestInfo> = (global[KEY] ??=
  createContext<ServerRequestInfo>({ nonce: undefined }));
