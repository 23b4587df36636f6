import { createContext, useContext, useMemo, type ReactNode } from "react";
import { format, italianMessages, type MessageKey, type Messages } from "./messages";
import { DEFAULT_LOCALE, localizePath, type Locale, type UrlPrefix } from "@site/locales";

export interface I18n {
  locale: Locale;
  /** The URL prefix of the current page ('' for the canonical Italian URLs). */
  prefix: UrlPrefix;
  messages: Messages;
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** An unprefixed site path ('/menu') in the current locale ('/en/menu'); /it pages keep /it. */
  path(to: string): string;
}

export function createI18n(locale: Locale, prefix: UrlPrefix, messages: Messages): I18n {
  return {
    locale,
    prefix,
    messages,
    t: (key, values) => format(messages[key] ?? italianMessages()[key] ?? key, values),
    path: (to) => localizePath(to, locale, { explicit: prefix === "it" }),
  };
}

const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE, "", italianMessages()));

export function I18nProvider(props: { locale: Locale; prefix: UrlPrefix; messages: Messages; children: ReactNode }) {
  const { locale, prefix, messages } = props;
  const value = useMemo(() => createI18n(locale, prefix, messages), [locale, prefix, messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
