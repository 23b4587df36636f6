import styles from "./VideoPlayer.module.css";

/**
 * The player itself, loaded when the visitor presses play (so it may start: the press is the
 * visitor's own gesture, and nothing plays before it). It appears only after that press, in view,
 * so there is nothing left to defer: the frame loads at once.
 */
export default function VideoPlayerMedia({ embed, file, title }: { embed: string | null; file: string | null; title: string }) {
  if (embed) {
    const src = new URL(embed);
    src.searchParams.set("autoplay", "1");
    return (
      <iframe
        className={styles.media}
        src={src.toString()}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  if (file) return <video className={styles.media} src={file} controls autoPlay playsInline preload="auto" aria-label={title} />;
  return null;
}
