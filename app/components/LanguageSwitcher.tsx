import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/context";
import { LOCALES, LOCALE_INFO, localeCookieString, switchLocaleHref, type Locale } from "~/i18n/locales";
import styles from "./LanguageSwitcher.module.css";

/**
 * Takes the visitor to the same page in the other locale (same slug, query string and hash) and
 * remembers the choice in the locale cookie, so unprefixed URLs keep answering in that language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  return (
    <nav className={[styles.switcher, className].filter(Boolean).join(" ")} aria-label={t("lang.switch")}>
      <ul>
        {LOCALES.map((code: Locale) => {
          const info = LOCALE_INFO[code];
          const current = code === locale;
          return (
            <li key={code}>
              {current ? (
                <span aria-current="true" className={styles.current} title={info.name}>
                  <abbr title={info.name}>{code.toUpperCase()}</abbr>
                </span>
              ) : (
                <Link
                  to={switchLocaleHref(location, code)}
                  hrefLang={code}
                  lang={code}
                  reloadDocument={false}
                  onClick={() => {
                    document.cookie = localeCookieString(code);
                  }}
                  className={styles.link}
                >
                  <span aria-hidden="true">{code.toUpperCase()}</span>
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
