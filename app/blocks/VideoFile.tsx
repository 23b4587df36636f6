import { LazyAudio, LazyVideo } from "~/media/LazyMedia";
import { SanityImage } from "~/media/SanityImage";
import { useSiteConfig } from "~/request/SiteConfig";
import { hasImage, imageUrl } from "~/content-client/image";
import type { SanityImageValue } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import type { MediaKind } from "~/media/file";
import { cx } from "./util";
import styles from "./VideoPlayer.module.css?classes";
import { mediaText } from "~/i18n/messages/media";

const POSTER_SIZES = "(min-width: 1200px) 74rem, 100vw";

/**
 * A file of the site's own. The poster is the picture behind the player (lazy, like every image);
 * the <video> in front of it is preload="none" with no source until it comes within the preload
 * zone, then it loads the file's metadata (data-state loading, then loaded; the first frame is the
 * poster's picture). It gets the poster too then, at 1280 px (one of the picture's own srcset
 * widths, so usually the very file already fetched): a browser covers its player while it loads.
 * The browser's own controls play it: nothing plays before the visitor asks. While it loads, and
 * if it cannot play, a note over the picture says so (VideoPlayer.module.css shows it from the
 * player's data-state).
 */
export function VideoFile({
  src,
  type,
  kind,
  title,
  poster,
}: {
  src: string;
  type?: string;
  kind: MediaKind;
  title: string;
  poster?: SanityImageValue | null;
}) {
  const { locale, t } = useI18n();
  const config = useSiteConfig();
  const sources = [{ src, type }];
  const notes = (
    <>
      <p className={cx(styles.note, styles.loadingNote)} aria-hidden="true">
        <span className={styles.spinner} />
        {t("media.loading")}
      </p>
      <p className={cx(styles.note, styles.errorNote)}>{mediaText(locale, "video.error")}</p>
    </>
  );
  if (kind === "audio") {
    return (
      <div className={styles.audio}>
        {poster?.asset ?
          <SanityImage
            image={poster}
            sizes={POSTER_SIZES}
            aspectRatio={16 / 9}
            className={styles.audioPoster}
            decorative
          />
        : null}
        <div className={styles.audioPlayer}>
          <LazyAudio
            sources={sources}
            controls
            preload="metadata"
            aria-label={title}
            className={styles.audioControls}
          />
          {notes}
        </div>
      </div>
    );
  }
  return (
    <div className={cx(styles.frame, styles.file)}>
      <SanityImage image={poster} sizes={POSTER_SIZES} aspectRatio={16 / 9} className={styles.poster} decorative />
      <LazyVideo
        sources={sources}
        poster={hasImage(poster) ? imageUrl(config, poster, { width: 1280, height: 720 }) : undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        className={styles.media}
      />
      {notes}
    </div>
  );
}
