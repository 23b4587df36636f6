import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { loadMessages } from "~/i18n/messages";
import { useHydrated } from "~/browser/hydrated";
import { usePrefetchMode } from "./prefetch";
import { PrefetchPage } from "./site-links";
import { LOCALES, LOCALE_INFO, localeCookieString, switchLocaleHref, type Locale } from "@site/locales";
import { useChrome } from "~/venue/SiteSettings";
import styles from "./LanguageSwitcher.module.css";

/**
 * Takes the visitor to the same page in the other locale (same slug, query string and hash) and
 * remembers the choice in the locale cookie, so unprefixed URLs keep answering in that language.
 * Each link is named by the language's own name (English, Italiano), whatever it shows.
 *
 * The other language is fetched on intent, like any internal link (chrome/prefetch.ts): the page's data
 * and code through the site's links' prefetch (chrome/site-links), and that language's catalogue (English is
 * a chunk of its own, fetched by no Italian page until then), so the tap draws the other language at once.
 * With `prefetchNow` (the switcher in the open mobile menu, where a phone has no hover) it is fetched as soon
 * as the switcher shows.
 */
export function LanguageSwitcher({
  block,
  className,
  prefetchNow = false,
}: {
  block?: Block<"languageSwitcher">;
  className?: string;
  prefetchNow?: boolean;
}) {
  const { locale, t } = useI18n();
  const current = useLocation();
  // The hash never reaches the server: the links take it once hydrated, in a render of their own, so
  // that hydration matches the server's links (React does not patch an attribute that differs then).
  const hydrated = useHydrated();
  const location = hydrated ? current : { ...current, hash: "" };
  const config = useChrome("languageSwitcher", block);
  const byName = config.display === "name";
  const prefetch = usePrefetchMode();
  // Shown where it is the likely next tap (the open mobile menu): fetch ahead without waiting for a gesture.
  const ahead = prefetchNow && prefetch === "intent";
  useEffect(() => {
    if (ahead) for (const code of LOCALES) if (code !== locale) void loadMessages(code);
  }, [ahead, locale]);
  return (
    <nav
      className={[styles.switcher, className].filter(Boolean).join(" ")}
      aria-label={localized(config.label, locale) ?? t("lang.switch")}
    >
      <ul>
        {LOCALES.map((code: Locale) => {
          const info = LOCALE_INFO[code];
          const shown = byName ? info.name : code.toUpperCase();
          return (
            <li key={code}>
              {code === locale ?
                <span aria-current="true" className={styles.current} lang={code}>
                  <span aria-hidden="true">{shown}</span>
                  <span className="visually-hidden">{info.name}</span>
                </span>
              : <>
                  {ahead ?
                    <PrefetchPage page={switchLocaleHref(location, code)} />
                  : null}
                  <Link
                    to={switchLocaleHref(location, code)}
                    // Its route is asked for when shown ahead, else on intent with the site's links
                    // (chrome/site-links).
                    discover={ahead ? "render" : "none"}
                    data-link=""
                    hrefLang={code}
                    lang={code}
                    {...(prefetch === "intent" ? catalogueOnIntent(code) : {})}
                    // Before the page's code runs, the late scripts' inline part does the same
                    // (chrome/late-scripts.inline).
                    onClick={() => {
                      document.cookie = localeCookieString(code);
                    }}
                    className={styles.link}
                  >
                    <span aria-hidden="true">{shown}</span>
                    <span className="visually-hidden">{info.name}</span>
                  </Link>
                </>
              }
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Starts loading a language's catalogue on the gestures that announce a tap or click. */
function catalogueOnIntent(code: Locale) {
  const load = () => void loadMessages(code);
  return { onPointerEnter: load, onFocus: load, onTouchStart: load };
}
