import type { NextFunction, Request, Response } from "express";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { isbot } from "isbot";
import onHeaders from "on-headers";
import { log } from "../config/log.server";
import { resolveLocale } from "../site/locales";
import { PREVIEW_COOKIE, readCookie } from "../site/cookies";
import { isPageResponse } from "../site/page-response";
import { PURGED_KEYS_HEADER, SITE_KEY, keysOfHeader } from "../site/surrogate-keys";
import { ifNoneMatchMatches } from "./etag";
import { createPageCache, cutAtNonce, withNonce, type PageCache, type StoredPage } from "./page-store";

/**
 * The origin's page cache as Express middleware, in front of React Router: a page (or a client-side
 * navigation's data payload) rendered once is answered from memory, with this response's CSP nonce,
 * until it goes stale or a publish invalidates it. See page-store.ts for the store's rules.
 *
 * What it keys on (pageCacheKey): path and query; the page's language (an unprefixed URL is Italian
 * here: a locale cookie that asks for English redirects, and a redirect is never stored); whether
 * the visitor is a crawler (crawlers get the whole document at once, people a streamed one).
 * What it never touches: a request with the preview cookie (valid or not: the app decides, and its
 * answer is private), a method other than GET or HEAD, and, with TEST_FAULTS, a request that pins
 * the test clock or injects a fault.
 *
 * The publish webhook (POST `webhookPath`) drops the stored pages whose surrogate keys name what
 * it purged (its answer's X-Purged-Keys; everything when it names nothing), and a render that began
 * before it is not stored.
 *
 * A stale page (past its fresh period, within its stale-while-revalidate window) is answered at once
 * to the request that finds it, as to every other, and rendered again behind it: the server asks
 * itself for the page over loopback with a header that carries a secret of this process, and that
 * request alone goes to the renderer and stores what it renders. On a site with a visitor every few
 * minutes most requests come after the fresh period: none of them waits for a render.
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache";
/** The header of the server's own request that renders a stale page again (its value: this process's secret). */
export const REVALIDATE_HEADER = "x-page-cache-revalidate";
/**
 * The request headers a stale page's render again takes from the request that found it stale: what its key
 * and its page depend on.
 */
const REVALIDATE_FORWARDED = ["host", "user-agent", "x-forwarded-host", "x-forwarded-proto"] as const;
/** A render again that has not answered by then is given up (the stale copy stays, the next request tries again). */
const REVALIDATE_TIMEOUT_MS = 60_000;

export interface PageCacheMiddlewareOptions {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  webhookPath: string;
  testFaults: boolean;
}

/**
 * Headers a stored page may not carry to another response: per response (cookie, nonce policy, date,
 * X-Page-Cache), per connection, or per encoding. A streamed data payload is stored after the
 * compression middleware has already said `Content-Encoding: br` for the bytes it sent; the stored
 * body is the uncompressed text, compressed again (or not) for each response.
 */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "date",
  "etag",
  "x-page-cache",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/** A path whose last segment names a file (`.css`, `.png`…) but not a data payload: never a stored page. */
const FILE_NAME = /\.(?!data$)[^/.]+$/;

export function pageCacheKey(req: Request, testFaults: boolean): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const cookie = req.headers.cookie;
  if (readCookie(cookie, PREVIEW_COOKIE) !== undefined) return null;
  if (testFaults && Object.keys(req.headers).some((name) => name.startsWith("x-salone-"))) return null;
  // Prepended, not resolved: `//evil.example/` is a path of this site, not another host's `/`.
  const url = new URL(`http://origin.invalid${req.originalUrl}`);
  // A data payload's language is its page's: /en.data is /en (no prefix of its own to read).
  const resolution = resolveLocale(new URL(pagePathOf(url.pathname), url), cookie);
  if (resolution.redirectTo) return null;
  const userAgent = req.headers["user-agent"];
  const audience = userAgent && isbot(userAgent) ? "bot" : "person";
  return `${resolution.locale} ${audience} ${url.pathname}${url.search}`;
}

/**
 * The page a client-side navigation's data request is for (React Router's trailing-slash-aware data
 * URLs): `/en.data` → `/en`, `/en/menu.data` → `/en/menu`, `/_.data` → `/`, `/en/_.data` → `/en/`.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

function storable(req: Request, res: Response): boolean {
  if (
    req.method !== "GET" ||
    res.statusCode !== 200 ||
    res.hasHeader("Set-Cookie") ||
    !isPageResponse(req.path, String(res.getHeader("Content-Type") ?? ""))
  )
    return false;
  return !/\b(no-store|private)\b/i.test(String(res.getHeader("Cache-Control") ?? ""));
}

export function pageCache(options: PageCacheMiddlewareOptions) {
  const store: PageCache = createPageCache({
    freshMs: options.freshMs,
    staleMs: options.staleMs,
    maxBytes: options.maxBytes,
  });
  const secret = randomBytes(18).toString("base64url");
  /**
   * The server's own request for a stale page, the one that renders it again (a wrong secret is an ordinary
   * request).
   */
  const isRevalidation = (req: Request) => req.headers[REVALIDATE_HEADER] === secret;

  function send(req: Request, res: Response, page: StoredPage, state: "hit" | "stale") {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_HEADER, state);
    if (page.etag) {
      res.setHeader("ETag", page.etag);
      if (ifNoneMatchMatches(req.headers["if-none-match"], page.etag)) {
        // The browser keeps the policy stored with the body it has (etag.ts says why).
        res.removeHeader("Content-Security-Policy");
        res.removeHeader("Content-Type");
        res.statusCode = 304;
        return void res.end();
      }
    }
    const pieces = withNonce(page.parts, res.locals.nonce as string | undefined);
    res.statusCode = page.status;
    res.setHeader("Content-Length", String(pieces.reduce((n, piece) => n + piece.length, 0)));
    if (req.method === "HEAD") return void res.end();
    // The stored bytes go out as they are, around this response's nonce, in one write: no copy.
    res.cork();
    for (const piece of pieces) res.write(piece);
    res.end();
    res.uncork();
  }

  /** Keeps what React Router sends for this request, once it is all sent, if it may be kept. */
  function capture(req: Request, res: Response, key: string, startedIn: number) {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const chunks: Buffer[] = [];
    // The headers as the app wrote them, before the way out turns the surrogate keys into those of
    // the cache in front, or drops them (surrogate-key-headers.ts): the stored page keeps its keys.
    // A response not streamed is stored before its headers are written: then they are read as they are.
    const storedHeaders = () =>
      Object.entries(res.getHeaders())
        .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string]);
    let written: [string, string][] | undefined;
    onHeaders(res, () => {
      written = storedHeaders();
    });
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : (
          Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        ),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      if (storable(req, res)) {
        const headers = written ?? storedHeaders();
        const nonce = res.locals.nonce as string | undefined;
        const etag = res.getHeader("ETag");
        store.store(key, startedIn, {
          status: res.statusCode,
          headers,
          parts: cutAtNonce(Buffer.concat(chunks), nonce),
          etag: typeof etag === "string" ? etag : undefined,
        });
        // Set only if it can still go out (a data payload has been streamed already).
        if (!res.headersSent) res.setHeader(PAGE_CACHE_HEADER, "miss");
      } else {
        store.release(key);
      }
      return end(chunk, encoding, callback);
    }) as Response["end"];
    res.once("close", () => {
      if (!res.writableFinished) store.release(key);
    });
  }

  /** The key for this request, computed once for both middlewares (null: never cached). */
  function keyOf(req: Request, res: Response): string | null {
    if (res.locals.pageCacheKey === undefined) res.locals.pageCacheKey = pageCacheKey(req, options.testFaults);
    return res.locals.pageCacheKey as string | null;
  }

  /**
   * Answers a page that needs no render (fresh, or stale while another request renders it) before
   * the static files are looked for on disk: a hit then costs a lookup and a copy. Anything else
   * goes on, claiming nothing; `middleware` below decides on the way to the renderer.
   */
  function fromMemory(req: Request, res: Response, next: NextFunction) {
    if ((req.method !== "GET" && req.method !== "HEAD") || FILE_NAME.test(req.path) || isRevalidation(req))
      return next();
    const key = keyOf(req, res);
    if (key === null) return next();
    const found = store.peek(key);
    if (found) return send(req, res, found.page, found.fresh ? "hit" : "stale");
    next();
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method === "POST" && req.path === options.webhookPath) {
      res.once("finish", () => {
        // A 502 says a shared cache failed: the origin's own copies are purged all the same.
        if (res.statusCode !== 200 && res.statusCode !== 502) return;
        const keys = keysOfHeader(String(res.getHeader(PURGED_KEYS_HEADER) ?? ""));
        store.purge(keys.length ? keys : [SITE_KEY]);
      });
      return next();
    }
    const key = keyOf(req, res);
    if (key === null) return next();
    if (isRevalidation(req)) {
      // The claim was taken by the request that found the page stale.
      capture(req, res, key, store.generation());
      return next();
    }
    const found = store.lookup(key);
    if (found.page) {
      // Once this answer is out: the render is work on this thread, which would hold back the
      // compressed bytes still to be written.
      if (found.refresh) {
        // Read now: a connection that closes with the answer no longer knows its address.
        const server = { host: req.socket.localAddress, port: req.socket.localPort };
        res.once("close", () => revalidate(req, key, server));
      }
      return send(req, res, found.page, found.fresh ? "hit" : "stale");
    }
    // A miss: this request waits for the render.
    capture(req, res, key, store.generation());
    next();
  }

  /**
   * Renders the page of `req` again behind its answer: a GET of the same URL to this server (the
   * address the request came in on), with the headers its key depends on and no cookie (an
   * unprefixed page that is stored is Italian, which is what no cookie says). The render stores the
   * page or, when it cannot be stored, frees the claim; a request that fails frees it too.
   */
  function revalidate(req: Request, key: string, server: { host?: string; port?: number }) {
    const headers: Record<string, string> = { [REVALIDATE_HEADER]: secret };
    for (const name of REVALIDATE_FORWARDED) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    if (!server.host || !server.port) return store.release(key);
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      store.release(key);
      log.warn("page cache: a stale page could not be rendered again; the stale copy stays", {
        path: req.path,
        error: String(error),
      });
    };
    const request = http.get(
      {
        host: server.host,
        port: server.port,
        path: req.originalUrl,
        headers,
        timeout: REVALIDATE_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        response.resume();
        response.once("end", () => {
          settled = true;
          if (response.statusCode === 200) return;
          // Answered before the renderer (nothing captured it), or a render that failed.
          store.release(key);
          log.warn("page cache: a stale page rendered again was not stored; the stale copy stays", {
            path: req.path,
            status: response.statusCode,
          });
        });
        response.once("error", fail);
      },
    );
    request.once("timeout", () => request.destroy(new Error(`no answer in ${REVALIDATE_TIMEOUT_MS} ms`)));
    request.once("error", fail);
  }

  return Object.assign(middleware, { fromMemory, stats: () => store.stats() });
}
