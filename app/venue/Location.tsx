import { useI18n } from "~/i18n/context";
import { addressLine, directionsUrl, telHref } from "./location";
import { useVenue } from "./SiteSettings";
import { LocationMap } from "./LocationMap";
import { OpenNow } from "./OpenNow";
import styles from "./Location.module.css";

/**
 * Getting here: whether the venue is open now, its address, a directions link, phone and email
 * (tel: and mailto:), and the map (see LocationMap for the consent rule).
 */
export function Location() {
  const { t } = useI18n();
  const settings = useVenue()?.settings;
  if (!settings) return null;
  const { address, phone, email } = settings;
  const directions = directionsUrl(settings);
  return (
    <section id="location" className={`container ${styles.location}`} aria-labelledby="location-title">
      <div className={styles.text}>
        <h2 id="location-title" className={styles.title}>
          {t("location.title")}
        </h2>
        <OpenNow className={styles.status} />
        {address ?
          <address className={styles.address}>
            <span className={styles.name}>{settings.title}</span>
            <br />
            {addressLine(address)}
          </address>
        : null}
        {directions ?
          <p>
            <a className={styles.directions} href={directions} rel="noopener">
              {t("location.directions")}
              <span className="visually-hidden"> ({t("location.directionsHint")})</span>
            </a>
          </p>
        : null}
        {phone || email ?
          <dl className={styles.contacts}>
            {phone ?
              <div>
                <dt>{t("location.phone")}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </div>
            : null}
            {email ?
              <div>
                <dt>{t("location.email")}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            : null}
          </dl>
        : null}
      </div>
      <LocationMap place={settings} />
    </section>
  );
}
