import { useSiteConfig } from "~/request/SiteConfig";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { embedSource, watchUrl } from "~/media/embed";
import { fileUrl, mediaKind } from "~/media/file";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import { VideoEmbed } from "./VideoEmbed";
import { VideoFile } from "./VideoFile";
import styles from "./VideoPlayer.module.css?classes";
import { mediaText } from "~/i18n/messages/media";

/**
 * A video: a file of the site's own (a lazy <video> behind its poster, loaded when it comes near
 * the view, played with the browser's controls, never on its own), or an embed of another site's
 * player (the poster and a play button; the player loads only once the visitor presses play and
 * has accepted the "experience" cookies). A link to the video works without JavaScript.
 */
export function VideoPlayer({ block }: BlockProps<"videoPlayer">) {
  const { locale } = useI18n();
  const config = useSiteConfig();
  const title = localized(block.title, locale) ?? "";
  const caption = localized(block.caption, locale);
  const asset = block.source === "file" ? block.file?.asset : null;
  const file = fileUrl(config, asset);
  const kind = mediaKind(asset);
  const embed = block.source !== "file" ? embedSource(block.embedUrl) : null;
  const link = embed ? watchUrl(embed) : file;

  return (
    <figure {...blockAttrs(block)} className={cx("block container", styles.video)}>
      {title ?
        <h2 className={styles.title}>{title}</h2>
      : null}
      {file && kind ?
        <VideoFile src={file} type={asset?.mimeType ?? undefined} kind={kind} title={title} poster={block.poster} />
      : <VideoEmbed embed={embed} title={title} poster={block.poster} />}
      {caption || link ?
        <figcaption className={styles.caption}>
          {caption ?
            <span>{caption}</span>
          : null}
          {link ?
            <a href={link} target="_blank" rel="noopener noreferrer" className={styles.external}>
              {mediaText(locale, "video.open")} <span aria-hidden="true">↗</span>
            </a>
          : null}
        </figcaption>
      : null}
    </figure>
  );
}
