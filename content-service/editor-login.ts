/**
 * The editor's login for the Studio (decision 0082): the Studio's single login provider is this
 * service's password page; a right password mints a token, kept only as its SHA-256, and sends the
 * browser back to the Studio with `#token=…` (Sanity's token login). Wrong passwords are refused and,
 * past a few in a window, refused before they are checked (429). The token only travels to an origin
 * the service was told is the Studio's.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import Database from "better-sqlite3";
import { httpError, readBody, secretsEqual } from "./http.ts";

export interface EditorLoginOptions {
  /** The editor's password; unset, nobody can log in (the page says so). */
  password: string | undefined;
  /** Origins the Studio is served from: the only places a token is sent back to. */
  studioOrigins: readonly string[];
  /** Where the sessions' hashes are kept (editor.sqlite). */
  dbDir: string;
  /** Failed attempts allowed per client in `windowMs` before the page answers 429; default 5. */
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens handed out at login, by their hash: a stolen database holds nothing that logs in. */
export class EditorSessions {
  readonly db: Database.Database;
  constructor(dbDir: string) {
    mkdirSync(dbDir, { recursive: true });
    this.db = new Database(join(dbDir, "editor.sqlite"));
    this.db.pragma("journal_mode = WAL");
    this.db.exec("CREATE TABLE IF NOT EXISTS sessions (hash TEXT PRIMARY KEY, created TEXT NOT NULL)");
  }
  /** A new token (the `sk` prefix and 43 characters: the Studio reads a hash token of 32 or more). */
  create(): string {
    const token = `sk${randomBytes(32).toString("base64url")}`;
    this.db.prepare("INSERT INTO sessions (hash, created) VALUES (?, ?)").run(hashOf(token), new Date().toISOString());
    return token;
  }
  has(token: string): boolean {
    return this.db.prepare("SELECT 1 FROM sessions WHERE hash = ?").get(hashOf(token)) !== undefined;
  }
  revoke(token: string): void {
    this.db.prepare("DELETE FROM sessions WHERE hash = ?").run(hashOf(token));
  }
  close(): void {
    this.db.close();
  }
}

export class EditorLogin {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  readonly sessions: EditorSessions;

  constructor(private readonly options: EditorLoginOptions) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.sessions = new EditorSessions(options.dbDir);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === "GET") {
      const back = this.returnUrl(url.searchParams.get("origin"));
      return page(res, 200, back, "", this.options.studioOrigins);
    }
    if (req.method !== "POST") throw httpError(405, "The login page answers GET and POST");
    const form = new URLSearchParams((await readBody(req, 4096)).toString("utf8"));
    const back = this.returnUrl(form.get("origin"));
    const client = req.socket.remoteAddress ?? "unknown";
    const recent = this.recentFailures(client);
    if (recent.length >= this.maxFailures) {
      const retry = Math.ceil((recent[0]! + this.windowMs - this.now()) / 1000);
      res.setHeader("Retry-After", String(Math.max(1, retry)));
      return page(res, 429, back, "Too many wrong passwords: wait a minute and try again.", this.options.studioOrigins);
    }
    const password = this.options.password;
    const given = form.get("password") ?? "";
    if (!password || !secretsEqual(given, password)) {
      recent.push(this.now());
      this.failures.set(client, recent);
      return page(
        res,
        401,
        back,
        password ? "Wrong password." : "No editor password is set on this machine (EDITOR_PASSWORD).",
        this.options.studioOrigins,
      );
    }
    this.failures.delete(client);
    const token = this.sessions.create();
    const target = new URL(back);
    target.hash = `token=${token}`;
    res.writeHead(303, {
      Location: target.href,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Content-Length": "0",
    });
    res.end();
  }

  /** The Studio's address to return to, refused (400) unless it is on a Studio origin. */
  private returnUrl(raw: string | null): string {
    let parsed: URL;
    try {
      parsed = new URL(raw ?? "");
    } catch {
      throw httpError(400, "The login page needs the Studio's address (origin)");
    }
    if (!this.options.studioOrigins.includes(parsed.origin))
      throw httpError(400, "That address is not this site's Studio");
    return parsed.href;
  }

  private recentFailures(client: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(client) ?? []).filter((at) => at > since);
  }

  close(): void {
    this.sessions.close();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(
  res: ServerResponse,
  status: number,
  back: string,
  message: string,
  studioOrigins: readonly string[],
): void {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log in to the Studio · Salone</title>
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f3ee;color:#222}
form{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;display:grid;gap:.75rem;min-width:18rem}
h1{font-size:1.25rem;margin:0}input,button{font:inherit;padding:.5rem}button{cursor:pointer}p[role=alert]{color:#a00;margin:0}</style>
</head><body><form method="post" action="/auth/login">
<h1>Log in to the Studio</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ""}
<label for="password">Editor password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<input type="hidden" name="origin" value="${escapeHtml(back)}">
<button type="submit">Log in</button>
</form></body></html>`;
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(html)),
    "Cache-Control": "no-store",
    // form-action covers the redirect back to the Studio too.
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${studioOrigins.join(" ")}; frame-ancestors 'none'; base-uri 'none'`,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  });
  res.end(html);
}
