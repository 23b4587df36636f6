import { lazy, Suspense, useState, type MouseEvent } from "react";
import { SanityImage } from "~/media/SanityImage";
import { useSiteConfig } from "~/request/SiteConfig";
import { hasImage, imageUrl } from "~/content-client/image";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./GalleryLauncher.module.css?classes";
import { mediaText } from "~/i18n/messages/media";

// The lightbox is its own chunk: fetched when a visitor reaches for it, never on first load.
const loadLightbox = () => import("~/media/Lightbox");
const Lightbox = lazy(loadLightbox);

/**
 * A cover picture with a button that opens the pictures in a lightbox, and a strip of thumbnails
 * (each opens the lightbox at that picture). Without JavaScript the thumbnails link to the pictures.
 */
export function GalleryLauncher({ block }: BlockProps<"galleryLauncher">) {
  const { locale } = useI18n();
  const config = useSiteConfig();
  const images = (block.images ?? []).filter(hasImage);
  // The picture to open on, and the control the visitor used: it gets focus back when the lightbox
  // closes (remembered now, not when the lightbox's code has arrived: focus may have moved meanwhile).
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);
  const openAt = (index: number, event: MouseEvent<HTMLElement>) => setOpen({ index, opener: event.currentTarget });
  const label = localized(block.label, locale) ?? mediaText(locale, "gallery.open");
  const cover = block.cover?.asset ? block.cover : images[0];

  return (
    <section {...blockAttrs(block)} className={cx("block container", styles.launcher)}>
      <div className={styles.coverWrap}>
        <SanityImage
          image={cover}
          sizes="(min-width: 1200px) 74rem, 100vw"
          aspectRatio={16 / 9}
          className={styles.cover}
          decorative
        />
        {images.length ?
          <div className={styles.overlay}>
            <button
              type="button"
              className={cx("button button-accent needs-js", styles.open)}
              aria-haspopup="dialog"
              onClick={(event) => openAt(0, event)}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <rect
                  x="3.5"
                  y="5.5"
                  width="13"
                  height="13"
                  rx="1.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
                <path
                  d="M7.5 3.5h11a2 2 0 0 1 2 2v11"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                />
              </svg>
              {label}
              <span className={styles.count}>{mediaText(locale, "gallery.count", { count: images.length })}</span>
            </button>
          </div>
        : null}
      </div>
      {images.length ?
        <ul className={cx("plain-list", styles.thumbs)}>
          {images.map((image, i) => (
            <li key={image._key ?? i}>
              <a
                href={imageUrl(config, image, { width: 1600 })}
                className={styles.thumb}
                aria-label={mediaText(locale, "gallery.openAt", { index: i + 1, count: images.length })}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  openAt(i, event);
                }}
              >
                <SanityImage
                  image={image}
                  sizes="8rem"
                  aspectRatio={1}
                  maxWidth={320}
                  className={styles.thumbImage}
                  decorative
                />
              </a>
            </li>
          ))}
        </ul>
      : null}
      {open !== null ?
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            start={open.index}
            opener={open.opener}
            onClose={() => setOpen(null)}
            label={label}
          />
        </Suspense>
      : null}
    </section>
  );
}
