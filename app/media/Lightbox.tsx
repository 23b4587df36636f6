import { useEffect, useRef, useState } from "react";
import type { LocaleString, SanityImageValue } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { useFocusTrap, useScrollLock } from "~/browser/modal";
import { SanityImage } from "./SanityImage";
import styles from "./Lightbox.module.css";
import { mediaText } from "~/i18n/messages/media";

export type LightboxImage = SanityImageValue & { _key?: string; caption?: LocaleString | null };

export interface LightboxProps {
  images: LightboxImage[];
  /** The picture to open on. */
  start: number;
  /** The control that opened it, which gets focus back on closing (by default whatever had focus as it mounted). */
  opener?: HTMLElement | null;
  /** Called once the dialog has closed (Escape, the close button, a click outside the picture). */
  onClose(): void;
  label?: string;
}

/**
 * Pictures one at a time in a modal dialog: arrows and swipes move between them, Escape closes,
 * focus stays inside and returns to the control that opened it. Loaded on demand (its own chunk).
 */
export default function Lightbox({ images, start, opener: openedBy, onClose, label }: LightboxProps) {
  const { locale } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(images.length - 1, 0)));
  const count = images.length;
  const image = images[index];

  // The control that opened the lightbox gets focus back when it closes.
  const [opener] = useState(
    () =>
      openedBy ??
      (typeof document !== "undefined" && document.activeElement instanceof HTMLElement ?
        document.activeElement
      : null),
  );
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => opener?.focus({ preventScroll: true });
  }, [opener]);

  useFocusTrap(dialog, true);
  useScrollLock(true);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  const touch = useRef<{ x: number; y: number } | null>(null);
  const caption = image ? localized(image.caption, locale) : undefined;

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={label ?? mediaText(locale, "lightbox.label")}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") {
          event.preventDefault();
          go(1);
        } else if (event.key === "ArrowLeft") {
          event.preventDefault();
          go(-1);
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside the stage) closes.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      onPointerDown={(event) => {
        touch.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const from = touch.current;
        touch.current = null;
        if (!from || event.pointerType === "mouse") return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
      }}
      data-lenis-prevent=""
    >
      <div className={styles.top}>
        <p className={styles.counter} aria-live="polite">
          {mediaText(locale, "lightbox.position", { index: index + 1, count })}
        </p>
        <button
          type="button"
          className={styles.close}
          onClick={() => dialog.current?.close()}
          aria-label={mediaText(locale, "lightbox.close")}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <figure className={styles.stage}>
        {image ?
          <SanityImage key={image._key ?? index} image={image} sizes="100vw" priority className={styles.image} />
        : null}
        {caption ?
          <figcaption className={styles.caption}>{caption}</figcaption>
        : null}
      </figure>
      {count > 1 ?
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.nav}
            onClick={() => go(-1)}
            aria-label={mediaText(locale, "lightbox.previous")}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className={styles.nav}
            onClick={() => go(1)}
            aria-label={mediaText(locale, "lightbox.next")}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      : null}
    </dialog>
  );
}
