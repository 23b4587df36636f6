import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Security headers on every response (the document-only ones on all but the build's code, styles
 * and fonts), and the per-request nonce the page's inline scripts carry.
 * Scripts: only this origin and the nonce (no 'unsafe-inline', no 'unsafe-eval'). Styles allow
 * inline attributes (the images' blurred placeholders are inline backgrounds). Images: this origin,
 * data:/blob: and the asset CDN; media (the video block's files): this origin, blob: and the asset
 * CDN, which serves files too. Third-party hosts (consent, analytics) only when configured.
 */
export type CspDirective =
  "script-src" | "style-src" | "img-src" | "connect-src" | "frame-src" | "font-src" | "media-src";

export interface CspOptions {
  nonce: string;
  /** The asset CDN's origin (images and files), when they are not served from this origin. */
  imageOrigin?: string | undefined;
  /** Origins allowed for scripts, styles, images, connections and frames (consent, analytics). */
  allowedHosts?: readonly string[];
  /** Extra sources per directive, for a feature that needs one (say, a video host in frame-src). */
  extra?: Partial<Record<CspDirective, readonly string[]>>;
  upgradeInsecureRequests?: boolean;
}

export function buildCsp(options: CspOptions): string {
  const hosts = options.allowedHosts ?? [];
  const image = options.imageOrigin ? [options.imageOrigin] : [];
  const extra = (name: CspDirective) => options.extra?.[name] ?? [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${options.nonce}'`, ...hosts, ...extra("script-src")],
    ["script-src-attr", "'none'"],
    ["style-src", "'self'", "'unsafe-inline'", ...hosts, ...extra("style-src")],
    ["img-src", "'self'", "data:", "blob:", ...image, ...hosts, ...extra("img-src")],
    ["font-src", "'self'", "data:", ...extra("font-src")],
    ["connect-src", "'self'", ...hosts, ...extra("connect-src")],
    ["media-src", "'self'", "blob:", ...image, ...extra("media-src")],
    ["frame-src", "'self'", ...hosts, ...extra("frame-src")],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.upgradeInsecureRequests) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => [...new Set(d)].join(" ")).join("; ");
}

/** Features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export const HSTS = "max-age=63072000; includeSubDomains";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The build's hashed scripts, stylesheets and fonts: never a document, a worker or an SVG, so a
 * policy for documents (CSP, framing, permissions, opener) means nothing on them, and on HTTP/1.1
 * those headers were about 900 bytes on each of the 18 such requests of a first visit (decision 0040).
 */
export const BUILD_CODE_PATH = /^\/assets\/[^/]+\.(?:js|css|woff2)$/;

export function securityHeaders(options: {
  imageUrl: string;
  allowedHosts: readonly string[];
  extra?: CspOptions["extra"];
}) {
  const imageOrigin = options.imageUrl ? new URL(options.imageUrl).origin : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    // Every response: no sniffing of types, and the referrer policy (a stylesheet's own requests follow its header).
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // Only over HTTPS: sent over plain HTTP it would be ignored, and on localhost it would be a trap.
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    if (BUILD_CODE_PATH.test(req.path)) return next();
    const nonce = newNonce();
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      buildCsp({
        nonce,
        imageOrigin,
        allowedHosts: options.allowedHosts,
        extra: options.extra,
        upgradeInsecureRequests: req.secure,
      }),
    );
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  };
}

/**
 * Lets `origin` (the venue's Studio) frame this response: its CSP's `frame-ancestors` names it in
 * place of 'none', and X-Frame-Options (which cannot name an origin) goes. Only for a preview page
 * (server/app.ts): a visitor's page is never framed.
 */
export function allowFramingBy(res: Response, origin: string): void {
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp !== "string") return;
  res.setHeader(
    "Content-Security-Policy",
    csp
      .split("; ")
      .map((directive) => (directive.startsWith("frame-ancestors ") ? `frame-ancestors ${origin}` : directive))
      .join("; "),
  );
  res.removeHeader("X-Frame-Options");
}
