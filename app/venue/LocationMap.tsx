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
 * link to the map and a way to change the cookie choice (the stand-in's drawing is the stylesheet's
 * picture, Location.module.css, not markup the page's code carries). The frame loads when it comes near the
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
          <LocationMapFrame
            src={embed}
            title={t("location.mapTitle", { name: place.title ?? "" })}
            loading={t("media.loading")}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={`${styles.map} ${styles.sketched}`} data-map="static">
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
