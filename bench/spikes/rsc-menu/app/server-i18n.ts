import { cache } from "react";
import { DEFAULT_LOCALE, localizePath, type Locale, type UrlPrefix } from "@shared/locales";
import { format, italianMessages, type Messages } from "~/i18n/messages";
import type { I18n } from "~/i18n/context";

/**
 * The site's `~/i18n/context` as server components see it: React's context does not exist in the
 * react-server build, so the page's language is a per-request value (React's `cache`), set by the
 * route before its components render. The spike's vite config puts this module in place of the real
 * one in the rsc environment only. `createI18n` is the real module's, restated: that module calls
 * `createContext` when it loads, which the react-server build does not have.
 */
function createI18n(locale: Locale, prefix: UrlPrefix, messages: Messages): I18n {
  return {
    locale,
    prefix,
    messages,
    t: (key, values) => format(messages[key] ?? italianMessages()[key] ?? key, values),
    path: (to) => localizePath(to, locale, { explicit: prefix === "it" }),
  };
}

const current = cache(() => ({ value: createI18n(DEFAULT_LOCALE, "", italianMessages()) }));

export function setServerI18n(locale: Locale, prefix: UrlPrefix, messages: Messages): void {
  current().value = createI18n(locale, prefix, messages);
}

export function useI18n(): I18n {
  return current().value;
}
