import { lazy, Suspense, useState } from "react";
import { SanityImage } from "~/components/SanityImage";
import type { LocaleString, SanityImageValue } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./VideoPlayer.module.css";

// The player (an iframe or a <video>) is its own chunk, loaded when the visitor presses play.
const loadPlayer = () => import("./VideoPlayerMedia");
const VideoPlayerMedia = lazy(loadPlayer);

type Fields = { title?: LocaleString; source?: "file" | "embed"; fileUrl?: string; embedUrl?: string; poster?: SanityImageValue | null; caption?: LocaleString };

/** Only these hosts are embedded (privacy-enhanced players); anything else is a plain link. */
const EMBED_HOSTS = ["www.youtube-nocookie.com", "youtube-nocookie.com", "player.vimeo.com"];

export function embedSource(url: unknown): string | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && EMBED_HOSTS.includes(parsed.hostname) ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A site-relative file (/media/kitchen.mp4). */
export function fileSource(url: unknown): string | null {
  return typeof url === "string" && /^\/(?!\/)[\w./-]+$/.test(url) ? url : null;
}

/** Where the video can be watched without the player (the no-JS link): the watch page for YouTube. */
export function watchUrl(embed: string): string {
  const match = /youtube-nocookie\.com\/embed\/([\w-]+)/.exec(embed);
  return match ? `https://www.youtube.com/watch?v=${match[1]}` : embed;
}

/**
 * A poster with a play button; pressing it loads the player (never autoplaying with sound on its
 * own). The embed's page is never contacted before that. A link to the video works without JavaScript.
 */
export function VideoPlayer({ block }: BlockProps<Fields>) {
  const { locale, t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const title = localized(block.title, locale) ?? "";
  const caption = localized(block.caption, locale);
  const embed = block.source !== "file" ? embedSource(block.embedUrl) : null;
  const file = block.source === "file" ? fileSource(block.fileUrl) : null;
  const link = embed ? watchUrl(embed) : file;

  return (
    <figure {...blockAttrs(block)} className={cx("block container", styles.video)}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.frame}>
        {playing && (embed || file) ? (
          <Suspense fallback={<div className={styles.loading} />}>
            <VideoPlayerMedia embed={embed} file={file} title={title} />
          </Suspense>
        ) : (
          <>
            <SanityImage image={block.poster} sizes="(min-width: 1200px) 74rem, 100vw" aspectRatio={16 / 9} className={styles.poster} decorative />
            {embed || file ? (
              <button
                type="button"
                className={cx(styles.play, "needs-js")}
                onClick={() => setPlaying(true)}
                onPointerEnter={() => void loadPlayer()}
                aria-label={t("video.play", { title })}
              >
                <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
                  <circle cx="32" cy="32" r="31" fill="rgb(246 239 228 / 0.95)" />
                  <path d="M26 20v24l19-12z" fill="#0d5357" />
                </svg>
              </button>
            ) : null}
          </>
        )}
      </div>
      {caption || link ? (
        <figcaption className={styles.caption}>
          {caption ? <span>{caption}</span> : null}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className={styles.external}>
              {t("video.open")} <span aria-hidden="true">↗</span>
            </a>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
