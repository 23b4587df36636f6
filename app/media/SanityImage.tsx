import { startTransition, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { assetDimensions, hasImage, imageUrl, noscriptWidths, srcsetWidths } from "~/content-client/image";
import type { SanityImageValue } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import { useHydrated } from "~/browser/hydrated";
import { IMAGE_ATTEMPTS, RETRY_DELAY_MS, loadedImages, useInPreloadZone, type MediaState } from "./lazy-media";
import { lqipFromStyle, useDocumentOnly } from "~/request/document-only";
import { useSiteConfig } from "../request/SiteConfig";
import "./lazy-media.css";

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
  /**
   * false: no observer, the image is in the markup from the start with the browser's own
   * `loading="lazy"` (for a component that decides itself when its images show, e.g. a carousel).
   * Retries and the error image still apply.
   */
  lazy?: boolean;
}

/** Where the image is in its life: waiting for the preload zone, fetching (attempt n), loaded, or failed. */
type Phase = "waiting" | "fetching" | "loaded" | "error";
/** `failed`: the current attempt failed and the next one starts after RETRY_DELAY_MS. */
type Load = { src: string; phase: Phase; attempt: number; failed: boolean };

/**
 * One component for every content image: srcset and sizes, auto=format, explicit width and height
 * (no layout shift), the LQIP as a blurred placeholder, alt from content ('' when decorative).
 *
 * Loading (lazy media: preload factor 1.3, 200 ms throttle, 3 attempts, a cache of 200): a lazy image starts
 * as a stand-in with no source and is fetched when it comes within 1.3 viewport heights (see
 * media/lazy-media); without JavaScript the `<noscript>` copy, with native `loading="lazy"`, shows instead.
 * `data-state` is loading, loaded or error; a failure is retried up to 3 attempts in all, then the error
 * image shows with the alt text kept. An image loaded before (200 remembered) renders loaded at once.
 * `priority` images are in the markup from the start, eager.
 */
export function SanityImage({
  image,
  sizes,
  aspectRatio,
  priority,
  className,
  decorative,
  maxWidth,
  lazy = true,
}: SanityImageProps) {
  const config = useSiteConfig();
  const { locale } = useI18n();
  const hydrated = useHydrated();
  const documentOnly = useDocumentOnly();
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered document's loader data leaves the LQIP out (it is in the markup once, see
  // request/document-only): the server takes it from the request's holder, the browser from the style
  // of the element it hydrated.
  const [markupLqip, setMarkupLqip] = useState<string>();
  const valid = hasImage(image);
  const observed = valid && !priority && lazy;

  let src = "";
  let srcSet = "";
  let noscriptSrcSet = "";
  let width = 0;
  let height = 0;
  if (valid) {
    const intrinsic = assetDimensions(image.asset._id)!;
    const ratio = aspectRatio ?? intrinsic.width / intrinsic.height;
    const widths = srcsetWidths(intrinsic.width, maxWidth);
    const heightFor = (w: number) => (aspectRatio ? Math.round(w / aspectRatio) : undefined);
    const srcSetOf = (ws: number[]) =>
      ws.map((w) => `${imageUrl(config, image, { width: w, height: heightFor(w) })} ${w}w`).join(", ");
    srcSet = srcSetOf(widths);
    noscriptSrcSet = srcSetOf(noscriptWidths(widths));
    const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
    src = imageUrl(config, image, { width: fallbackWidth, height: heightFor(fallbackWidth) });
    width = widths[widths.length - 1]!;
    height = Math.round(width / ratio);
  }

  // The first client render must match the server's: the cache is only read once hydrated. Every
  // image reads it, eager ones too: a listing's lead card is eager and is met again on the way back.
  const initialPhase = (): Phase =>
    hydrated && loadedImages.has(src) ? "loaded"
    : observed ? "waiting"
    : "fetching";
  const [load, setLoad] = useState<Load>(() => ({ src, phase: initialPhase(), attempt: 1, failed: false }));
  let current = load;
  if (load.src !== src) {
    // A different image in the same place starts over.
    current = { src, phase: initialPhase(), attempt: 1, failed: false };
    setLoad(current);
  }
  const { phase, attempt, failed } = current;

  const dataLqip = valid ? image.asset.metadata?.lqip : undefined;
  useLayoutEffect(() => {
    if (dataLqip || markupLqip) return;
    const fromMarkup = lqipFromStyle(ref.current?.getAttribute("style") ?? undefined);
    // As a transition: it joins the re-render that hydration's end brings anyway (useHydrated), instead
    // of a synchronous re-render of every image inside hydration's commit (the element keeps the
    // server's style until then).
    if (fromMarkup) startTransition(() => setMarkupLqip(fromMarkup));
    // Once, from the hydrated markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useInPreloadZone(ref, observed && phase === "waiting", () =>
    setLoad((l) => (l.phase === "waiting" ? { ...l, phase: "fetching" } : l)),
  );

  // A server-rendered image may have settled before hydration attached onLoad/onError.
  useEffect(() => {
    const img = ref.current;
    if (phase !== "fetching" || failed || !img?.complete || !img.getAttribute("srcset")) return;
    img.decode().then(onLoad, onError);
    // Only when an attempt starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, attempt, failed]);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(
      () => setLoad((l) => (l.failed ? { ...l, attempt: l.attempt + 1, failed: false } : l)),
      RETRY_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [failed]);

  if (!valid) return null;

  function onLoad() {
    loadedImages.add(src);
    setLoad((l) => (l.src === src && l.phase === "fetching" ? { ...l, phase: "loaded" } : l));
  }
  function onError() {
    setLoad((l) => {
      if (l.src !== src || l.phase !== "fetching" || l.failed) return l;
      return l.attempt >= IMAGE_ATTEMPTS ? { ...l, phase: "error" } : { ...l, failed: true };
    });
  }

  const alt = decorative ? "" : (localized(image!.alt, locale) ?? "");
  const lqip = dataLqip ?? documentOnly?.lqip.get(image!.asset._id) ?? markupLqip;
  // The LQIP goes in a custom property: the stylesheet draws it behind an image on its way (one with
  // a source: lazy-media.css), so a stand-in decodes nothing before its turn. In a server-rendered
  // document the first screen's image draws its LQIP's mean colour instead, so that nothing is
  // decoded before the first paint but the page's own pictures (decision 0075).
  const firstScreen = priority && documentOnly;
  const colour = firstScreen && lqip ? documentOnly.lqipColour(lqip) : undefined;
  const lqipStyle: CSSProperties | undefined =
    colour ? { backgroundColor: colour }
    : lqip && !firstScreen ? ({ "--lqip": `url("${lqip}")` } as CSSProperties)
    : undefined;
  const state: MediaState =
    phase === "loaded" ? "loaded"
    : phase === "error" ? "error"
    : "loading";
  // An Italian alt text standing in for a missing English one is read as Italian.
  const common = {
    className,
    width,
    height,
    alt,
    lang: decorative ? undefined : fallbackLang(image!.alt, locale),
    "data-state": state,
  };

  let img;
  if (phase === "waiting" || failed) {
    img = (
      <img
        ref={ref}
        {...common}
        // No source until its turn: nothing to fetch or decode; lazy-media.css keeps the box empty.
        style={lqipStyle}
        data-lazy={observed ? "" : undefined}
        // The server's style holds the LQIP the browser reads back after hydrating (above).
        suppressHydrationWarning
      />
    );
  } else if (phase === "error") {
    // No source: the stylesheet draws the box with a muted 'picture unavailable' mark (lazy-media.css).
    img = <img ref={ref} {...common} data-lazy={observed ? "" : undefined} />;
  } else {
    img = (
      <img
        // A new element per attempt: the browser fetches again instead of reusing the failure.
        key={attempt}
        ref={ref}
        {...common}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        loading={
          priority ? "eager"
          : observed ?
            undefined
          : "lazy"
        }
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        style={phase === "loaded" ? undefined : lqipStyle}
        suppressHydrationWarning
        data-lazy={observed ? "" : undefined}
        onLoad={onLoad}
        onError={onError}
      />
    );
  }
  if (!observed) return img;
  return (
    <>
      {img}
      {/* Without scripting only this copy shows; it goes without the LQIP, which the stand-in already
          carries (one copy per image in the document), and with fewer widths (content-client/image). */}
      <noscript>
        <img
          className={className}
          src={src}
          srcSet={noscriptSrcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </noscript>
    </>
  );
}
