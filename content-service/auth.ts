/**
 * Who a request is: no token (the public: published documents only), the read token (drafts, the raw
 * perspective), or a token with write permission (mutations, actions, uploads, and all the reader
 * may). A token that is neither is refused (401) whatever is asked, as Content Lake does; a reader
 * that writes is refused (403), never silently ignored.
 */
import type { IncomingMessage } from "node:http";
import { bearerToken, httpError, secretsEqual } from "./http.ts";

export type Grant = "public" | "read" | "write";

export interface Tokens {
  read: string | undefined;
  write: string | undefined;
  /** The editor's sessions (tokens from the Studio's login): each may write. */
  sessions?: { has(token: string): boolean };
}

export function grantOf(req: IncomingMessage, tokens: Tokens): Grant {
  const token = bearerToken(req);
  if (token === null) throw httpError(401, 'Malformed Authorization header; expected "Bearer <token>"');
  if (token === undefined) return "public";
  if (tokens.write !== undefined && secretsEqual(token, tokens.write)) return "write";
  if (tokens.read !== undefined && secretsEqual(token, tokens.read)) return "read";
  if (tokens.sessions?.has(token)) return "write";
  throw httpError(401, "Session not found: the token is not valid");
}

/** Throws unless the request may write: 401 without a token, 403 with one that may only read. */
export function requireWrite(req: IncomingMessage, tokens: Tokens): void {
  const grant = grantOf(req, tokens);
  if (grant === "write") return;
  if (tokens.write === undefined && !tokens.sessions)
    throw httpError(403, "Writes are off: the content service has no write token configured (CONTENT_WRITE_TOKEN)");
  if (grant === "public") throw httpError(401, "Writing needs a token with write permission");
  throw httpError(403, 'Insufficient permissions: this token may read but not write ("update" permission required)');
}
