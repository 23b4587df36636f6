import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useInPreloadZone, type MediaState } from "./lazy-media";
import "./lazy-media.css";

/**
 * Lazy iframes, videos and audio (lazy media load when scrolled into view): the element is in the markup from
 * the start (so it keeps its box), but gets its source only when it comes within 1.3 viewport heights;
 * data-state goes loading -> loaded (or error for video and audio). Without JavaScript the <noscript> copy,
 * with native lazy loading or preload="none", shows instead.
 */

type IframeProps = Omit<ComponentProps<"iframe">, "src" | "loading" | "title" | "ref"> & {
  src: string;
  /** Required: an iframe is announced by its title. */
  title: string;
};

export function LazyIframe({ src, title, onLoad, ...rest }: IframeProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const active = useInPreloadZone(ref);
  const [state, setState] = useState<MediaState>("loading");
  return (
    <>
      <iframe
        ref={ref}
        {...rest}
        title={title}
        src={active ? src : undefined}
        data-state={state}
        data-lazy=""
        onLoad={(event) => {
          // An iframe without src fires load for about:blank: only the real document counts.
          if (!active) return;
          setState("loaded");
          onLoad?.(event);
        }}
      />
      <noscript>
        <iframe {...rest} title={title} src={src} loading="lazy" />
      </noscript>
    </>
  );
}

export interface MediaSource {
  src: string;
  type?: string;
  media?: string;
}

type PlayableProps<T extends "video" | "audio"> = Omit<
  ComponentProps<T>,
  "src" | "preload" | "children" | "ref" | "poster"
> & {
  src?: string;
  /** Alternative sources, in order of preference (used when src is not given). */
  sources?: MediaSource[];
  /** What to load once in the preload zone: 'metadata' by default, 'auto' when autoPlay is set. */
  preload?: "none" | "metadata" | "auto";
  /** Captions and other text tracks. */
  tracks?: ComponentProps<"track">[];
  /** Fallback content for browsers that cannot play it. */
  children?: ReactNode;
};

function useMediaState<E extends HTMLMediaElement>(preload: string | undefined, muted: boolean | undefined) {
  const ref = useRef<E>(null);
  const active = useInPreloadZone(ref);
  const [state, setState] = useState<MediaState>("loading");
  useEffect(() => {
    // React sets `muted` as a property only after mount; autoplay needs it before the sources arrive.
    if (ref.current && muted !== undefined) ref.current.muted = muted;
  }, [muted]);
  const loadedEvent = preload === "auto" ? "onLoadedData" : "onLoadedMetadata";
  const handlers =
    active ?
      {
        [loadedEvent]: () => setState("loaded"),
        onError: () => setState("error"),
      }
    : {};
  return { ref, active, state, setState, handlers };
}

function renderSources(sources: MediaSource[], onLastError: () => void) {
  return sources.map((source, i) => (
    <source
      key={source.src}
      src={source.src}
      type={source.type}
      media={source.media}
      onError={i === sources.length - 1 ? onLastError : undefined}
    />
  ));
}

export function LazyVideo({
  src,
  sources = [],
  poster,
  preload,
  tracks = [],
  children,
  autoPlay,
  muted,
  ...rest
}: PlayableProps<"video"> & { poster?: string }) {
  const wanted = preload ?? (autoPlay ? "auto" : "metadata");
  const { ref, active, state, setState, handlers } = useMediaState<HTMLVideoElement>(wanted, muted);
  const list = src ? [] : sources;
  return (
    <>
      <video
        ref={ref}
        {...rest}
        {...handlers}
        autoPlay={active ? autoPlay : undefined}
        muted={muted}
        poster={active ? poster : undefined}
        preload={active ? wanted : "none"}
        src={active ? src : undefined}
        data-state={state}
        data-lazy=""
      >
        {active ? renderSources(list, () => setState("error")) : null}
        {active ? tracks.map((track, i) => <track key={track.src ?? i} {...track} />) : null}
        {children}
      </video>
      <noscript>
        <video {...rest} muted={muted} poster={poster} preload="none" src={src} controls>
          {renderSources(list, () => {})}
          {tracks.map((track, i) => (
            <track key={track.src ?? i} {...track} />
          ))}
          {children}
        </video>
      </noscript>
    </>
  );
}

export function LazyAudio({
  src,
  sources = [],
  preload,
  tracks = [],
  children,
  autoPlay,
  muted,
  ...rest
}: PlayableProps<"audio">) {
  const wanted = preload ?? (autoPlay ? "auto" : "metadata");
  const { ref, active, state, setState, handlers } = useMediaState<HTMLAudioElement>(wanted, muted);
  const list = src ? [] : sources;
  return (
    <>
      <audio
        ref={ref}
        {...rest}
        {...handlers}
        autoPlay={active ? autoPlay : undefined}
        muted={muted}
        preload={active ? wanted : "none"}
        src={active ? src : undefined}
        data-state={state}
        data-lazy=""
      >
        {active ? renderSources(list, () => setState("error")) : null}
        {active ? tracks.map((track, i) => <track key={track.src ?? i} {...track} />) : null}
        {children}
      </audio>
      <noscript>
        <audio {...rest} muted={muted} preload="none" src={src} controls>
          {renderSources(list, () => {})}
          {children}
        </audio>
      </noscript>
    </>
  );
}
