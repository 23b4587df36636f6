import { isRecord } from "@shared/narrow";
import { FALLBACK_LOCALE, LOCALES, type Locale } from "@shared/locales";

/**
 * A page's loader data in its own language only: every localised field (`{it, en}`, with or
 * without a `_type`) keeps just what `localized(field, locale)` would show, so the browser is not
 * sent, and does not hydrate, the other language. Where the page's language is empty the fallback
 * (Italian) is kept instead, exactly as `localized` falls back. Everything else is copied as is.
 * Loaders build what needs both languages (structured data, alternates) before they call this.
 */
export function onlyLocale<T>(value: T, locale: Locale): T {
  // A copy of the same shape (the other language's text left out): TypeScript cannot follow a walk
  // over any value, so the copy is given the type of what was copied.
  return trim(value, locale) as T;
}

const LOCALISED_KEYS = new Set<string>([...LOCALES, "_type"]);

function isLocalised(record: Record<string, unknown>): boolean {
  let hasLocale = false;
  for (const key in record) {
    if (!LOCALISED_KEYS.has(key)) return false;
    if (key !== "_type") hasLocale = true;
  }
  return hasLocale;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

function trim(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => trim(item, locale));
  if (!isRecord(value)) return value;
  const record = value;
  if (isLocalised(record)) {
    const chosen: Locale = isEmpty(record[locale]) ? FALLBACK_LOCALE : locale;
    const out: Record<string, unknown> = {};
    if ("_type" in record) out._type = record._type;
    if (chosen in record) out[chosen] = trim(record[chosen], locale);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in record) out[key] = trim(record[key], locale);
  return out;
}
