import type { CSSProperties } from "react";
import { assetDimensions, hasImage, imageUrl, srcsetWidths } from "~/content/image";
import type { SanityImageValue } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { useSiteConfig } from "./SiteConfig";

export interface SanityImageProps {
  image: SanityImageValue | null | undefined;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Width / height to crop to (around the hotspot); the original ratio when left out. */
  aspectRatio?: number;
  /** The largest contentful image of the page: eager, high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Force decorative (alt=""), whatever the content says. */
  decorative?: boolean;
  maxWidth?: number;
}

/**
 * One component for every content image: srcset and sizes, auto=format, explicit width and height
 * (no layout shift), the LQIP as a blurred placeholder, alt from content ('' when decorative).
 */
export function SanityImage({ image, sizes, aspectRatio, priority, className, decorative, maxWidth }: SanityImageProps) {
  const config = useSiteConfig();
  const { locale } = useI18n();
  if (!hasImage(image)) return null;
  const intrinsic = assetDimensions(image.asset._id)!;
  const ratio = aspectRatio ?? intrinsic.width / intrinsic.height;
  const widths = srcsetWidths(intrinsic.width, maxWidth);
  const heightFor = (w: number) => (aspectRatio ? Math.round(w / aspectRatio) : undefined);
  const srcSet = widths.map((w) => `${imageUrl(config, image, { width: w, height: heightFor(w) })} ${w}w`).join(", ");
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  const width = widths[widths.length - 1]!;
  const height = Math.round(width / ratio);
  const alt = decorative ? "" : (localized<string>(image.alt, locale) ?? "");
  const lqip = image.asset.metadata?.lqip;
  const style: CSSProperties | undefined = lqip
    ? { backgroundImage: `url("${lqip}")`, backgroundSize: "cover", backgroundPosition: "center" }
    : undefined;
  return (
    <img
      className={className}
      src={imageUrl(config, image, { width: fallbackWidth, height: heightFor(fallbackWidth) })}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      style={style}
    />
  );
}
