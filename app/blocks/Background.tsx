import { SanityImage } from "~/media/SanityImage";
import { isOneOf } from "@site/narrow";
import { Blocks } from "./Blocks";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./Background.module.css?classes";

const TONES = ["paper", "teal", "slate", "orange"] as const;
type Tone = (typeof TONES)[number];

/** A full-width band of colour (and an optional, decorative picture) holding other blocks. */
export function Background({ block }: BlockProps<"background">) {
  const tone: Tone = isOneOf(TONES, block.tone) ? block.tone : "paper";
  const dark = tone === "teal" || tone === "slate";
  return (
    <section
      {...blockAttrs(block)}
      className={cx(styles.band, styles[tone], dark && "surface-dark", block.image?.asset && styles.withImage)}
    >
      {block.image?.asset ?
        <div className={styles.media} aria-hidden="true">
          <SanityImage image={block.image} sizes="100vw" className={styles.image} decorative />
        </div>
      : null}
      <div className={styles.inner}>
        <Blocks blocks={block.blocks} nested />
      </div>
    </section>
  );
}
