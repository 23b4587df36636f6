/**
 * Page validation (a failed check is a 404, 'This page could not be found'), run before any query.
 */
export const SLUG_MAX_LENGTH = 96;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase letters, digits and single hyphens, at most 96 characters. */
export function isValidSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/** `?page=` as a positive integer; absent means 1; anything else (0, -1, 1.5, 01, abc) is null. */
export function parsePageNumber(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** Hrefs that may become links in rich text: http(s), mailto, tel and site-relative paths. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== "string") return null;
  const value = href.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return value;
  if (value.startsWith("#")) return value;
  try {
    const url = new URL(value);
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? value : null;
  } catch {
    return null;
  }
}
