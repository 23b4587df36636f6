import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Lazy media (preload factor 1.3, 200 ms throttle, 3 attempts, a cache of 200): images, videos, audio and
 * iframes load when they come within PRELOAD_FACTOR viewport heights, observer work is throttled, failing
 * images are retried, and loaded image URLs are remembered.
 */

/** Start loading when the element is within 1.3 viewport heights (0.3 of a viewport beyond either edge). */
export const PRELOAD_FACTOR = 1.3;
/** Observer work is batched: at most one batch of loads every 200 ms. */
export const LAZY_THROTTLE_MS = 200;
/** A failing image is tried this many times in all before the error image shows. */
export const IMAGE_ATTEMPTS = 3;
/** Loaded image URLs remembered, so an image seen before renders at once in the loaded state. */
export const LOADED_CACHE_SIZE = 200;
/** Pause before a retry, so a momentary failure has passed. */
export const RETRY_DELAY_MS = 300;

export type MediaState = "loading" | "loaded" | "error";

/** The IntersectionObserver rootMargin for a preload factor: `30% 0px` for 1.3. */
export function preloadRootMargin(factor = PRELOAD_FACTOR): string {
  const extra = Math.round((factor - 1) * 1000) / 10;
  return `${extra}% 0px`;
}

/** A small LRU set of strings (Map keeps insertion order; a hit moves the key to the end). */
export class LruSet {
  private readonly entries = new Map<string, true>();
  constructor(readonly max: number) {}
  has(key: string): boolean {
    if (!this.entries.has(key)) return false;
    this.entries.delete(key);
    this.entries.set(key, true);
    return true;
  }
  add(key: string): void {
    this.entries.delete(key);
    this.entries.set(key, true);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  get size(): number {
    return this.entries.size;
  }
}

export const loadedImages = new LruSet(LOADED_CACHE_SIZE);

/**
 * A leading-edge throttle over a queue: items pushed while no batch ran in the last `wait` ms run
 * in the next task; later ones are gathered and run together when the window closes.
 */
export function createThrottledQueue<T>(
  run: (items: T[]) => void,
  wait = LAZY_THROTTLE_MS,
  clock: { now(): number; setTimeout(fn: () => void, ms: number): unknown } = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
  },
) {
  const queue = new Set<T>();
  let last = -Infinity;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    last = clock.now();
    const items = [...queue];
    queue.clear();
    if (items.length) run(items);
  };
  return {
    push(item: T) {
      queue.add(item);
      if (scheduled) return;
      scheduled = true;
      // An open window still defers to the next task, so one observer callback is one batch.
      clock.setTimeout(flush, Math.max(0, last + wait - clock.now()));
    },
    delete(item: T) {
      queue.delete(item);
    },
  };
}

type Enter = () => void;
const callbacks = new WeakMap<Element, Enter>();
let observer: IntersectionObserver | null = null;
let pending: ReturnType<typeof createThrottledQueue<Element>> | null = null;

function sharedObserver(): IntersectionObserver {
  if (observer) return observer;
  pending = createThrottledQueue<Element>((elements) => {
    for (const element of elements) {
      const enter = callbacks.get(element);
      if (!enter) continue;
      callbacks.delete(element);
      observer?.unobserve(element);
      enter();
    }
  });
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) pending!.push(entry.target);
        // Left the zone before its batch ran: not loaded yet.
        else pending!.delete(entry.target);
      }
    },
    { rootMargin: preloadRootMargin() },
  );
  return observer;
}

/** Calls `onEnter` once, when `element` comes within the preload zone. Returns the cleanup. */
export function observeLazy(element: Element, onEnter: Enter): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onEnter();
    return () => {};
  }
  const io = sharedObserver();
  callbacks.set(element, onEnter);
  io.observe(element);
  return () => {
    callbacks.delete(element);
    pending?.delete(element);
    io.unobserve(element);
  };
}

/**
 * Becomes true once the element has come within the preload zone (and stays true); `onEnter`, if
 * given, is called at that moment too.
 */
export function useInPreloadZone(ref: RefObject<Element | null>, enabled = true, onEnter?: () => void): boolean {
  const [entered, setEntered] = useState(false);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || entered || !element) return;
    return observeLazy(element, () => {
      setEntered(true);
      callback.current?.();
    });
  }, [ref, enabled, entered]);
  return entered;
}
