import type { RouterContextProvider } from "react-router";
import type { Config } from "../config/config.server";

/**
 * The seam between the production server (server/) and the app it runs: the server loads the
 * app's build and reaches it only through React Router's request handler and what the app's server
 * entry (app/entry.server.tsx) exports beside React Router's own exports. The server imports no
 * source of app/, so each module of the app exists once in the process: the build's copy.
 */

/** What the server knows of a request that the app's render needs. */
export interface RequestInfo {
  /** The Content-Security-Policy nonce the server put in this response's header. */
  nonce: string;
  /** A document request (true) or a client-side navigation's data request (`.data`, false). */
  document: boolean;
}

/** The exports of the app's server entry that the server calls. */
export interface SiteEntry {
  /** Hands the app the configuration the server parsed, so that it is parsed once. */
  adoptConfig(config: Config): void;
  /** The request's context for the app's middleware, loaders and render. */
  requestContext(info: RequestInfo): RouterContextProvider;
  /** Whether a request's Cookie header holds a valid preview session (only then may the Studio frame the page). */
  inPreview(cookieHeader: string | undefined): boolean;
}

export function isSiteEntry(module: unknown): module is SiteEntry {
  const entry = module as Partial<SiteEntry> | undefined;
  return (
    typeof entry?.requestContext === "function" &&
    typeof entry.adoptConfig === "function" &&
    typeof entry.inPreview === "function"
  );
}
