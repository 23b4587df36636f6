import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { LocaleLink } from "../i18n/LocaleLink";
import { nameWithVisibleText } from "./logo-name";
import { useChrome, useSiteSettings } from "./SiteSettings";
import styles from "./FooterLogo.module.css";

/** The footer's wordmark: a larger sign with its tagline between two fine rules. */
export function FooterLogo({ block }: { block?: Block<"footerLogo"> }) {
  const { locale, t } = useI18n();
  const settings = useSiteSettings();
  const config = useChrome("footerLogo", block);
  const wordmark = config.wordmark || settings.title || "Salone Ottavia";
  const tagline = localized(config.tagline, locale) ?? localized(settings.tagline, locale);
  return (
    <LocaleLink
      to={config.href || "/"}
      className={styles.logo}
      aria-label={nameWithVisibleText(`${wordmark} ${tagline ?? ""}`, localized(config.label, locale), t("nav.home"))}
    >
      <span className={styles.wordmark}>{wordmark}</span>{" "}
      {tagline ?
        <span className={styles.tagline} aria-hidden="true">
          {tagline}
        </span>
      : null}
    </LocaleLink>
  );
}
