import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import {
  XKEY_HEADER,
  SURROGATE_KEY_HEADER_NAMES,
  keysOfHeader,
  surrogateKeyHeaders,
  type SurrogateKeyHeaderName,
} from "../site/surrogate-keys";

/**
 * The surrogate keys on the way out. The app names a response's keys in an `xkey` header (the
 * server's page cache stores and purges by it); what leaves the process carries them in the headers
 * the shared cache in front reads (SURROGATE_KEY_HEADERS: Varnish's xkey, Fastly's Surrogate-Key,
 * Cloudflare's Cache-Tag), and in none when no cache is in front: a browser has no use for them, and
 * the three lists cost a page up to 4.9 KB of headers, sent before its first byte of HTML.
 *
 * Registered before every middleware that sets headers, so that it runs last when they are written
 * (on-headers calls the listeners in the reverse order of their registration): the page cache has
 * read the keys by then.
 */
export function surrogateKeyHeadersOut(names: readonly SurrogateKeyHeaderName[]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    onHeaders(res, () => {
      const keys = keysOfHeader(headerText(res.getHeader(XKEY_HEADER)));
      for (const name of SURROGATE_KEY_HEADER_NAMES) res.removeHeader(name);
      if (keys.length) for (const [name, value] of surrogateKeyHeaders(keys, names)) res.setHeader(name, value);
    });
    next();
  };
}

function headerText(value: string | number | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(" ") : String(value);
}
