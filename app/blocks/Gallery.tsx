import { SanityImage } from "~/media/SanityImage";
import { assetDimensions } from "~/content-client/image";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Gallery.module.css?classes";

/** Pictures of mixed sizes in columns, each with its caption. */
export function Gallery({ block }: BlockProps<"gallery">) {
  const { locale } = useI18n();
  const images = (block.images ?? []).filter((image) => image?.asset?._id);
  const title = localized(block.title, locale);
  return (
    <section {...blockAttrs(block)} className={cx("block container-wide", styles.gallery)}>
      {title ?
        <div className={styles.head}>
          <span className={styles.rule} aria-hidden="true" />
          <h2 className={styles.title}>{title}</h2>
          <span className={styles.rule} aria-hidden="true" />
        </div>
      : null}
      <ul className={cx("plain-list", styles.grid)}>
        {images.map((image, i) => {
          const size = assetDimensions(image.asset?._id);
          const shape =
            !size ? "landscape"
            : size.width > size.height * 1.1 ? "landscape"
            : size.height > size.width * 1.1 ? "portrait"
            : "square";
          const caption = localized(image.caption, locale);
          return (
            <li key={image._key ?? i} className={cx(styles.item, styles[shape])}>
              <figure className={styles.figure}>
                <SanityImage image={image} sizes="(min-width: 1024px) 28rem, 50vw" className={styles.image} />
                {caption ?
                  <figcaption className={styles.caption}>{caption}</figcaption>
                : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
