import { useId } from "react";
import styles from "./Tiles.module.css";

/**
 * A band of the salon's floor tiles (the cementine: a teal frame round an orange lozenge), side by
 * side along its width, `size` px each; decorative. Place and size the band with a class (it fills
 * its width; its height is the caller's).
 *
 * Inline SVG rather than a picture in the stylesheet: an SVG image is a document of its own, which
 * the browser builds inside the first style recalculation of every page that shows it; a pattern in
 * the page's own SVG is half a dozen elements (decision 0076).
 */
export function Tiles({ size, className }: { size: number; className?: string }) {
  // useId's characters are not all valid in a url(#…) reference.
  const id = `tiles${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg className={className ? `${styles.tiles} ${className}` : styles.tiles} aria-hidden="true" focusable="false">
      <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse" viewBox="0 0 40 40">
        <rect className={styles.frame} x="4" y="4" width="32" height="32" rx="9" />
        <path className={styles.lozenge} d="M20 13l7 7-7 7-7-7z" />
      </pattern>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
