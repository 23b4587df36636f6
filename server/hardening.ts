import type { NextFunction, Request, Response } from "express";
import { hasControlCharacter } from "../site/untrusted-text";

/**
 * Hostile or malformed requests are answered here, before React Router sees them, with a 4xx and
 * never a 500: only GET and HEAD (and POST on the webhook), a bounded URL, well-formed percent
 * encoding, no null bytes, no control characters, no backslashes, no `.`/`..` segments, a sane Host.
 */
export const MAX_URL_LENGTH = 2048;
/**
 * React Router's lazy route discovery asks `/__manifest?paths=…` for every link on a page in one
 * request, batched up to 7680 characters: that one path gets a larger (still bounded) allowance.
 */
export const MAX_MANIFEST_URL_LENGTH = 8192;

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function reject(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .type("text/plain")
    .send(message);
}

function decodes(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function requestHardening(options: { postPaths: readonly string[]; maxUrlLength?: number }) {
  const maxUrlLength = options.maxUrlLength ?? MAX_URL_LENGTH;
  const postPaths = new Set(options.postPaths);
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = req.originalUrl;
    const limit = raw.startsWith("/__manifest?") ? Math.max(maxUrlLength, MAX_MANIFEST_URL_LENGTH) : maxUrlLength;
    if (raw.length > limit) return reject(res, 414, "URI Too Long");

    const queryAt = raw.indexOf("?");
    const rawPath = queryAt < 0 ? raw : raw.slice(0, queryAt);
    const rawQuery = queryAt < 0 ? "" : raw.slice(queryAt + 1);

    const method = req.method.toUpperCase();
    const isPost = postPaths.has(rawPath);
    if (method === "POST" ? !isPost : method !== "GET" && method !== "HEAD") {
      return reject(res, 405, "Method Not Allowed", { Allow: isPost ? "POST" : "GET, HEAD" });
    }

    if (!rawPath.startsWith("/") || /\\|%5c|%00|\0/i.test(rawPath)) return reject(res, 400, "Bad Request");
    const path = decodes(rawPath);
    if (path === undefined || path.includes("\\") || hasControlCharacter(path)) return reject(res, 400, "Bad Request");
    if (path.split("/").some((segment) => segment === ".." || segment === ".")) return reject(res, 400, "Bad Request");
    // Each query part must decode too (a "+" is a space), and carry no null byte.
    for (const part of rawQuery.split("&")) {
      const decoded = decodes(part.replace(/\+/g, " "));
      if (decoded === undefined || decoded.includes("\0")) return reject(res, 400, "Bad Request");
    }

    const hosts = [req.headers.host, req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined];
    for (const host of hosts) {
      if (host !== undefined && !HOST.test(host.split(",")[0]!.trim())) return reject(res, 400, "Bad Request");
    }
    next();
  };
}
