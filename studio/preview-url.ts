import { documentPath } from "../site/paths";

/**
 * Where a document is seen on the site, and the link that opens it in preview: the site's
 * GET /api/preview?secret=…&redirect=/path (app/routes/api.preview.ts) checks the secret, sets the
 * signed preview cookie and redirects to the path, which then shows drafts. Paths are the Italian,
 * unprefixed ones (site/paths.ts); the page's language switcher leads to the English one.
 */
export interface PreviewableDocument {
  _type?: string;
  slug?: { current?: string } | null;
}

export function sitePath(document: PreviewableDocument | null | undefined): string | null {
  if (!document) return null;
  // The settings show on every page: the home page stands for them.
  if (document._type === "siteSettings") return "/";
  return documentPath(document._type, document.slug?.current);
}

export function previewUrl(siteUrl: string, secret: string, path: string): string {
  const url = new URL("/api/preview", `${siteUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set("secret", secret);
  url.searchParams.set("redirect", path);
  return url.toString();
}
