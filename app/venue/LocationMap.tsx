import { lazy, Suspense } from "react";
import type { SiteSettings } from "~/content-client/types";
import { openConsentPreferences } from "~/consent/ConsentManager";
import { useI18n } from "~/i18n/context";
import { useConsent } from "~/consent/useConsent";
import { useHydrated } from "~/browser/hydrated";
import { mapEmbedUrl, openStreetMapUrl } from "./location";
import styles from "./Location.module.css";

// The frame (and the lazy-media code it uses) is a chunk of its own: most visitors never accept.
const LocationMapFrame = lazy(() => import("./LocationMapFrame"));

/**
 * The map: OpenStreetMap embedded only after the visitor accepts the "experience" cookies (a
 * third-party frame is never in the server's HTML); until then a drawn, static stand-in with a
 * link to the map and a way to change the cookie choice. The frame loads when it comes near the
 * view, with a note until its page has loaded (data-state loading, then loaded).
 */
export function LocationMap({ place }: { place: Pick<SiteSettings, "title" | "address" | "geo"> }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const allowed = useConsent("experience");
  const embed = mapEmbedUrl(place);
  const link = openStreetMapUrl(place);
  if (!embed) return null;
  if (allowed) {
    return (
      <div className={styles.map}>
        <Suspense fallback={null}>
          <LocationMapFrame src={embed} title={t("location.mapTitle", { name: place.title ?? "" })} loading={t("media.loading")} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.map} data-map="static">
      <svg className={styles.sketch} viewBox="0 0 320 200" aria-hidden="true" focusable="false">
        <rect width="320" height="200" fill="currentColor" opacity="0.06" />
        <path d="M-10 150 L330 60 M40 -10 L120 210 M180 -10 L230 210 M-10 40 L330 120" stroke="currentColor" strokeWidth="10" opacity="0.18" fill="none" />
        <path d="M-10 185 C80 165 140 200 330 170" stroke="currentColor" strokeWidth="16" opacity="0.1" fill="none" />
        <path d="M160 52c-17 0-30 13-30 29 0 22 30 55 30 55s30-33 30-55c0-16-13-29-30-29z" fill="currentColor" />
        <circle cx="160" cy="81" r="10" fill="#fff" />
      </svg>
      <div className={styles.mapText}>
        <p>{t("location.mapConsent")}</p>
        <p className={styles.mapActions}>
          {hydrated ?
            <button type="button" onClick={openConsentPreferences}>
              {t("location.mapChoose")}
            </button>
          : null}
          {link ?
            <a href={link}>{t("location.openMap")}</a>
          : null}
        </p>
      </div>
    </div>
  );
}
