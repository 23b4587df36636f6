import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * ETag and 304 for HTML pages. The page is buffered, hashed and sent whole (pages are small; a
 * revalidation then costs a hash instead of the transfer).
 *
 * Each response carries a fresh CSP nonce in its body and header, so the hash leaves the nonce out:
 * two renders of the same content get the same ETag. A 304 must then not carry the new
 * Content-Security-Policy (its nonce would not match the cached body): without it, the browser
 * or CDN keeps the policy stored with the body it already has, as RFC 9111 §4.3.4 says.
 */
export function weakEtag(body: Buffer, nonce: string | undefined): string {
  const text = nonce ? body.toString("utf8").replaceAll(nonce, "") : body;
  return `W/"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** Does an If-None-Match header match this ETag (weak comparison, lists, `*`)? */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

type Write = Response["write"];
type End = Response["end"];

export function htmlEtag() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET") return next();
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let mode: "undecided" | "buffer" | "pass" = "undecided";
    const chunks: Buffer[] = [];

    const decide = () => {
      if (mode !== "undecided") return;
      const type = String(res.getHeader("Content-Type") ?? "");
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const cacheable = res.statusCode === 200 && /^text\/html/i.test(type) && !/no-store/i.test(cacheControl);
      mode = cacheable && !res.headersSent ? "buffer" : "pass";
    };
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk
      : chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      decide();
      if (mode === "pass") return write(chunk, encoding, callback);
      chunks.push(toBuffer(chunk, encoding));
      const cb = typeof encoding === "function" ? encoding : callback;
      if (typeof cb === "function") process.nextTick(cb as () => void);
      return true;
    }) as Write;

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      decide();
      if (mode === "pass") return end(chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      const cb = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      const body = Buffer.concat(chunks);
      const etag = weakEtag(body, res.locals.nonce as string | undefined);
      res.setHeader("ETag", etag);
      if (ifNoneMatchMatches(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        for (const name of ["Content-Type", "Content-Length", "Content-Security-Policy", "Transfer-Encoding"])
          res.removeHeader(name);
        if (cb) res.once("finish", cb);
        return end();
      }
      res.setHeader("Content-Length", String(body.length));
      if (cb) res.once("finish", cb);
      return end(body);
    }) as End;

    next();
  };
}
