import { LocaleLink } from "~/i18n/LocaleLink";
import { useSiteConfig } from "~/request/SiteConfig";
import { useI18n } from "~/i18n/context";
import { PREFERENCES_BUTTON } from "./banner-ids";
import { policyLinks } from "./policy";
import styles from "./ConsentLinks.module.css";

/**
 * The footer's legal links: privacy policy, cookie policy, and the button that reopens the cookie
 * choices (the consent manager answers it, in markup React may not have walked: decision 0080).
 */
export function ConsentLinks({ className }: { className?: string }) {
  const { t } = useI18n();
  const { consentPolicyId } = useSiteConfig();
  const links = policyLinks(consentPolicyId);
  return (
    <ul className={[styles.links, className].filter(Boolean).join(" ")}>
      <li>
        <LocaleLink to={links.privacy}>{t("consent.privacyPolicy")}</LocaleLink>
      </li>
      <li>
        <LocaleLink to={links.cookies}>{t("consent.cookiePolicy")}</LocaleLink>
      </li>
      <li>
        <button type="button" className={styles.preferences} {...{ [PREFERENCES_BUTTON]: "" }} aria-haspopup="dialog">
          {t("consent.preferences")}
        </button>
      </li>
    </ul>
  );
}
