import { createContext, type RouterContext } from "react-router";
import type { DocumentOnly } from "./document-only";

/**
 * What the production server hands every request (through getLoadContext and the server entry's
 * `requestContext`, see site/site-entry.ts): the CSP nonce it put in the Content-Security-Policy
 * header. Without the production server (the Vite dev server, the static export) there is no nonce
 * and no CSP header.
 */
export interface ServerRequestInfo {
  nonce: string | undefined;
  /**
   * A document request's holder for what its markup carries once (request/document-only.ts); absent
   * for data requests and wherever no server says which kind the request is (dev, static export).
   */
  documentOnly?: DocumentOnly;
}

export const serverRequestContext: RouterContext<ServerRequestInfo> = createContext<ServerRequestInfo>({
  nonce: undefined,
});
