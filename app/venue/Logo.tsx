import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { LocaleLink } from "../i18n/LocaleLink";
import { nameWithVisibleText } from "./logo-name";
import { useChrome, useSiteSettings } from "./SiteSettings";
import styles from "./Logo.module.css";

/**
 * The wordmark, lettered like the shop's sign: SALONE OTTAVIA over a small italic 'gastronomia'.
 * A link home named by the configured label when it contains the visible words (nameWithVisibleText).
 */
export function Logo({ block, className, subline }: { block?: Block<"logo">; className?: string; subline?: string }) {
  const { locale, t } = useI18n();
  const settings = useSiteSettings();
  const config = useChrome("logo", block);
  const wordmark = config.wordmark || settings.title || "Salone Ottavia";
  const sign = subline ?? "gastronomia";
  const label = nameWithVisibleText(`${wordmark} ${sign}`, localized(config.label, locale), t("nav.home"));
  return (
    <LocaleLink
      to={config.href || "/"}
      className={[styles.logo, className].filter(Boolean).join(" ")}
      aria-label={label}
    >
      <span className={styles.wordmark}>{wordmark}</span>{" "}
      <span className={styles.subline} aria-hidden="true">
        {sign}
      </span>
    </LocaleLink>
  );
}
