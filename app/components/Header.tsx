import { NavLink } from "react-router";
import type { SiteSettings } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { isInternalHref } from "./LocaleLink";
import { LanguageSwitcher } from "./LanguageSwitcher";
import styles from "./Header.module.css";

export function Header({ settings, overlay }: { settings: SiteSettings; overlay: boolean }) {
  const { locale, path, t } = useI18n();
  const links = settings.navigation?.main ?? [];
  return (
    <header className={overlay ? `${styles.header} ${styles.overlay}` : styles.header}>
      <div className={styles.inner}>
        <NavLink to={path("/")} className={styles.brand} end>
          <span className={styles.name}>{settings.title ?? "Salone"}</span>
          {settings.tagline ? <span className={styles.tagline}>{localized(settings.tagline, locale)}</span> : null}
        </NavLink>
        <nav aria-label={t("nav.primary")} className={styles.nav}>
          <ul>
            {links.map((link, i) =>
              link.href ? (
                <li key={link._key ?? i}>
                  {isInternalHref(link.href) ? (
                    <NavLink to={path(link.href)} className={styles.navLink}>
                      {localized(link.label, locale)}
                    </NavLink>
                  ) : (
                    <a href={link.href} className={styles.navLink}>
                      {localized(link.label, locale)}
                    </a>
                  )}
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        <LanguageSwitcher className={styles.lang} />
      </div>
    </header>
  );
}
