import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_COOKIE, readCookie } from "@site/cookies";
import { hasControlCharacter } from "@site/untrusted-text";

/**
 * Editor preview: a signed, HttpOnly cookie that lets one browser see drafts.
 * The cookie holds only an expiry and an HMAC of it, keyed by PREVIEW_SECRET: it cannot be forged
 * or extended, and changing the secret ends every preview session.
 */
const VERSION = "v1";

/** Compares a secret a request presents with the configured one in constant time (any lengths). */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || typeof given !== "string" || given === "") return false;
  // Hashing first gives equal-length buffers, so neither the content nor the length leaks by timing.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

function signature(expires: string, secret: string): string {
  return createHmac("sha256", `salone-preview-cookie:${secret}`).update(`${VERSION}.${expires}`).digest("base64url");
}

export function createPreviewToken(secret: string, maxAgeSeconds: number, now = Date.now()): string {
  const expires = String(Math.floor(now / 1000) + maxAgeSeconds);
  return `${VERSION}.${expires}.${signature(expires, secret)}`;
}

export function verifyPreviewToken(token: string | undefined, secret: string | undefined, now = Date.now()): boolean {
  if (!token || !secret) return false;
  const [version, expires, sig, ...rest] = token.split(".");
  if (version !== VERSION || !expires || !sig || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(signature(expires, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isPreviewRequest(request: Request, secret: string | undefined, now = Date.now()): boolean {
  return hasPreviewCookie(request.headers.get("Cookie"), secret, now);
}

/** Whether a Cookie header carries a valid preview session. */
export function hasPreviewCookie(
  cookieHeader: string | null | undefined,
  secret: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret) return false;
  return verifyPreviewToken(readCookie(cookieHeader, PREVIEW_COOKIE), secret, now);
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function previewCookie(token: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return [
    `${PREVIEW_COOKIE}=${token}`,
    "Path=/",
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedPreviewCookie(options: { secure: boolean }): string {
  return [
    `${PREVIEW_COOKIE}=`,
    "Path=/",
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * A redirect target from a query string, accepted only when it is a path on this site:
 * `/menu` yes; `//evil.example`, `/\evil.example`, `https://evil.example`, `javascript:` no.
 * Returns undefined when the value is unacceptable.
 */
export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined || raw === "") return "/";
  if (raw.length > 2048 || !raw.startsWith("/") || raw.startsWith("//")) return undefined;
  // Browsers read a backslash as a slash and drop tabs and newlines: "/\evil" would leave the site.
  if (raw.includes("\\") || hasControlCharacter(raw)) return undefined;
  const base = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
