import { LazyIframe } from "~/media/LazyMedia";
import { useI18n } from "~/i18n/context";
import { cx } from "./util";
import styles from "./VideoPlayer.module.css?classes";

/**
 * Another site's player, loaded when the visitor has pressed play (and accepted its cookies), so
 * it may start: the press is the visitor's own gesture. It is in view by then, so the lazy frame
 * loads at once; until its page has loaded (data-state), a note says it is loading.
 */
export default function VideoPlayerMedia({ embed, title }: { embed: string; title: string }) {
  const { t } = useI18n();
  const src = new URL(embed);
  src.searchParams.set("autoplay", "1");
  return (
    <>
      <LazyIframe
        className={styles.media}
        src={src.toString()}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={cx(styles.note, styles.loadingNote)} aria-hidden="true">
        <span className={styles.spinner} />
        {t("media.loading")}
      </p>
    </>
  );
}
