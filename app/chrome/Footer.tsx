import { useNavigationEntries } from "./navigation";
import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import { ConsentLinks } from "~/consent/ConsentLinks";
import { FooterLogo } from "~/venue/FooterLogo";
import { HoursSummary } from "~/hours/HoursSummary";
import { LocaleLink } from "~/i18n/LocaleLink";
import { useChrome, useSiteSettings } from "~/venue/SiteSettings";
import { SocialIcon } from "~/venue/SocialIcon";
import { VenueAddress } from "~/venue/VenueAddress";
import { telHref } from "~/venue/location";
import styles from "./Footer.module.css";
import { ServerMarkup } from "~/browser/server-markup";

/**
 * The site's footer: the sign, where and when, the footer navigation, social links, legal line.
 * `deferred`: left out of the first frame, then styled, laid out and painted only as it nears the
 * viewport, like the blocks below the first screen (chrome/deferred-blocks.tsx; SiteLayout's
 * deferFooter says on which screens).
 */
export function Footer({ block, deferred = false }: { block?: Block<"footer">; deferred?: boolean }) {
  const { locale, t } = useI18n();
  const settings = useSiteSettings();
  const config = useChrome("footer", block);
  const address = settings.address;
  const entries = useNavigationEntries("footer");
  const links = config.showNavigation !== false ? entries : [];
  const social = config.showSocialLinks !== false ? (settings.socialLinks ?? []).filter((s) => s?.url) : [];
  const note = localized<string>(config.note, locale);
  return (
    // Nothing in it needs the page's code (links are followed by the site's one listener, the cookie
    // preferences' button by the consent manager's): hydrated, its HTML is kept as the server sent it,
    // unwalked, until the settings change (another language): decision 0080.
    <ServerMarkup
      as="footer"
      data={settings}
      className={`${styles.footer} surface-dark`}
      data-deferred={deferred ? "" : undefined}
    >
      <div className={styles.tiles} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.brand}>
          <FooterLogo />
          {note ?
            <p className={styles.note} lang={fallbackLang(config.note, locale)}>
              {note.split("\n").map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </p>
          : null}
        </div>
        {address || settings.phone || settings.email ?
          <section className={styles.column} aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className={styles.heading}>
              {t("contact.title")}
            </h2>
            {address ?
              <VenueAddress address={address} className={styles.address} />
            : null}
            <p className={styles.contact}>
              {settings.phone ?
                <a href={telHref(settings.phone)}>
                  <span className="visually-hidden">{t("contact.phone")}: </span>
                  {settings.phone}
                </a>
              : null}
              {settings.email ?
                <a href={`mailto:${settings.email}`}>
                  <span className="visually-hidden">{t("contact.email")}: </span>
                  {settings.email}
                </a>
              : null}
            </p>
          </section>
        : null}
        {config.showOpeningHours !== false && settings.openingHours?.length ?
          <section className={styles.column} aria-labelledby="footer-hours">
            <h2 id="footer-hours" className={styles.heading}>
              {t("hours.title")}
            </h2>
            <HoursSummary days={settings.openingHours} className={styles.hours} />
          </section>
        : null}
        {links.length || social.length ?
          <div className={styles.column}>
            {links.length ?
              <nav aria-labelledby="footer-nav">
                <h2 id="footer-nav" className={styles.heading}>
                  {t("footer.info")}
                </h2>
                <ul className={`plain-list ${styles.links}`}>
                  {links.map((entry) => (
                    <li key={entry.key}>
                      <LocaleLink to={entry.href} lang={entry.lang}>
                        {entry.label}
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
              </nav>
            : null}
            {social.length ?
              <ul className={`plain-list ${styles.social}`} aria-label={t("footer.follow")}>
                {social.map((s, i) => (
                  <li key={i}>
                    <a href={s.url} rel="noopener noreferrer me">
                      <SocialIcon platform={s.platform} />
                      <span className="visually-hidden">{platformName(s.platform)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            : null}
          </div>
        : null}
      </div>
      <div className={styles.bottom}>
        <p className={styles.legal}>
          © {settings.title} · {localized(settings.legal, locale) ?? t("footer.rights")}
        </p>
        <ConsentLinks className={styles.legalLinks} />
      </div>
    </ServerMarkup>
  );
}

function platformName(platform: string | undefined): string {
  if (!platform) return "Social";
  return platform.charAt(0).toUpperCase() + platform.slice(1);
}
