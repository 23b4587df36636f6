import { lazy, Suspense, useState } from "react";
import { openConsentPreferences } from "~/consent/ConsentManager";
import { grantConsent } from "~/consent/grant";
import { useConsent } from "~/consent/useConsent";
import { SanityImage } from "~/media/SanityImage";
import type { SanityImageValue } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { embedHostName } from "~/media/embed";
import { cx } from "./util";
import styles from "./VideoPlayer.module.css?classes";
import { mediaText } from "~/i18n/messages/media";

// The player (another site's iframe) is its own chunk, loaded when the visitor presses play.
const loadPlayer = () => import("./VideoPlayerMedia");
const VideoPlayerMedia = lazy(loadPlayer);

/**
 * Another site's player (YouTube, Vimeo). Its page is never contacted before the visitor both
 * presses play and has accepted the "experience" cookies (the player sets its own): pressing play
 * without that consent explains it and offers to accept, or to choose; once accepted, in any
 * way, the video the visitor asked for starts.
 */
export function VideoEmbed({
  embed,
  title,
  poster,
}: {
  embed: string | null;
  title: string;
  poster?: SanityImageValue | null;
}) {
  const { locale, t } = useI18n();
  const allowed = useConsent("experience");
  const [pressed, setPressed] = useState(false);
  const playing = Boolean(embed && pressed && allowed);
  const asking = Boolean(embed && pressed && !allowed);

  return (
    <div className={styles.frame}>
      {playing ?
        <Suspense fallback={<div className={styles.loading} />}>
          <VideoPlayerMedia embed={embed!} title={title} />
        </Suspense>
      : <>
          <SanityImage
            image={poster}
            sizes="(min-width: 1200px) 74rem, 100vw"
            aspectRatio={16 / 9}
            className={styles.poster}
            decorative
          />
          {asking ?
            <div className={styles.consent} role="group" aria-label={title}>
              <p>{mediaText(locale, "video.consent", { host: embedHostName(embed!) })}</p>
              <p className={styles.consentActions}>
                <button type="button" className="button" onClick={() => void grantConsent("experience")}>
                  {mediaText(locale, "video.consentAccept")}
                </button>
                <button type="button" className="button button-ghost" onClick={openConsentPreferences}>
                  {t("location.mapChoose")}
                </button>
              </p>
            </div>
          : embed ?
            <button
              type="button"
              className={cx(styles.play, "needs-js")}
              onClick={() => setPressed(true)}
              onPointerEnter={() => void loadPlayer()}
              aria-label={mediaText(locale, "video.play", { title })}
            >
              <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
                <circle cx="32" cy="32" r="31" fill="rgb(246 239 228 / 0.95)" />
                <path d="M26 20v24l19-12z" fill="#0d5357" />
              </svg>
            </button>
          : null}
        </>
      }
    </div>
  );
}
