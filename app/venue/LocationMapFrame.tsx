import { LazyIframe } from "../media/LazyMedia";
import styles from "./Location.module.css";

/** The map's frame: lazy, and "loading…" over it until OpenStreetMap's page has loaded. */
export default function LocationMapFrame({ src, title, loading }: { src: string; title: string; loading: string }) {
  return (
    <>
      <LazyIframe className={styles.frame} src={src} title={title} referrerPolicy="no-referrer" />
      <p className={styles.mapLoading} aria-hidden="true">
        {loading}
      </p>
    </>
  );
}
