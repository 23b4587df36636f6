import { Link, useLocation } from "react-router";
import type { ContentBlock, LocaleString } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { LOCALES, LOCALE_INFO, localeCookieString, switchLocaleHref, type Locale } from "~/i18n/locales";
import { useChrome } from "./SiteSettings";
import styles from "./LanguageSwitcher.module.css";

type SwitcherConfig = { label?: LocaleString; display?: "code" | "name" };

/**
 * Takes the visitor to the same page in the other locale (same slug, query string and hash) and
 * remembers the choice in the locale cookie, so unprefixed URLs keep answering in that language.
 * Each link is named by the language's own name (English, Italiano), whatever it shows.
 */
export function LanguageSwitcher({ block, className }: { block?: ContentBlock; className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const config = useChrome<SwitcherConfig>("languageSwitcher", block);
  const byName = config.display === "name";
  return (
    <nav className={[styles.switcher, className].filter(Boolean).join(" ")} aria-label={localized(config.label, locale) ?? t("lang.switch")}>
      <ul>
        {LOCALES.map((code: Locale) => {
          const info = LOCALE_INFO[code];
          const shown = byName ? info.name : code.toUpperCase();
          return (
            <li key={code}>
              {code === locale ? (
                <span aria-current="true" className={styles.current} lang={code}>
                  <span aria-hidden="true">{shown}</span>
                  <span className="visually-hidden">{info.name}</span>
                </span>
              ) : (
                <Link
                  to={switchLocaleHref(location, code)}
                  hrefLang={code}
                  lang={code}
                  onClick={() => {
                    document.cookie = localeCookieString(code);
                  }}
                  className={styles.link}
                >
                  <span aria-hidden="true">{shown}</span>
                  <span className="visually-hidden">{info.name}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
