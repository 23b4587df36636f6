import type { SiteSettings } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { ConsentLinks } from "~/consent/ConsentLinks";
import { LocaleLink } from "./LocaleLink";
import styles from "./Footer.module.css";

export function Footer({ settings }: { settings: SiteSettings }) {
  const { locale, t } = useI18n();
  const address = settings.address;
  const links = settings.navigation?.footer ?? [];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{settings.title}</p>
          {address ? (
            <address className={styles.address}>
              {address.streetAddress}
              <br />
              {address.postalCode} {address.addressLocality}
            </address>
          ) : null}
          <p className={styles.contact}>
            {settings.phone ? <a href={`tel:${settings.phone.replace(/\s+/g, "")}`}>{settings.phone}</a> : null}
            {settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null}
          </p>
        </div>
        {links.length ? (
          <nav aria-label={t("nav.footer")}>
            <ul className={styles.links}>
              {links.map((link, i) =>
                link.href ? (
                  <li key={link._key ?? i}>
                    <LocaleLink to={link.href}>{localized(link.label, locale)}</LocaleLink>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className={styles.legal}>
        © {settings.title} · {localized(settings.legal, locale) ?? t("footer.rights")}
      </p>
      <ConsentLinks className={styles.legal} />
    </footer>
  );
}
