import { SanityImage } from "~/media/SanityImage";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./ImageBlock.module.css?classes";

/** One picture, wide, with its caption; loaded at once when it leads the page (Blocks: leadPicture). */
export function ImageBlock({ block, lead }: BlockProps<"imageBlock">) {
  const { locale } = useI18n();
  const caption = localized(block.caption, locale);
  if (!block.image?.asset && !caption) return null;
  return (
    <figure {...blockAttrs(block)} className={cx("block container", styles.figure)}>
      <SanityImage
        image={block.image}
        sizes="(min-width: 1200px) 74rem, calc(100vw - 2.25rem)"
        priority={lead}
        className={styles.image}
      />
      {caption ?
        <figcaption className={styles.caption}>{caption}</figcaption>
      : null}
    </figure>
  );
}
