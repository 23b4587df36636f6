import { expect, test } from "vitest";
import {
  IMAGE_ATTEMPTS,
  LAZY_THROTTLE_MS,
  LOADED_CACHE_SIZE,
  LruSet,
  PRELOAD_FACTOR,
  createThrottledQueue,
  loadedImages,
  preloadRootMargin,
} from "./lazy-media";

test("the spec's constants: preload factor 1.3, throttle 200 ms, 3 attempts, 200 images remembered", () => {
  expect(PRELOAD_FACTOR).toBe(1.3);
  expect(LAZY_THROTTLE_MS).toBe(200);
  expect(IMAGE_ATTEMPTS).toBe(3);
  expect(LOADED_CACHE_SIZE).toBe(200);
  expect(loadedImages.max).toBe(200);
});

test("the preload factor becomes the observer's margin beyond the viewport's edges", () => {
  expect(preloadRootMargin(1.3)).toBe("30% 0px");
  expect(preloadRootMargin(1)).toBe("0% 0px");
  expect(preloadRootMargin(2)).toBe("100% 0px");
});

test("the cache of loaded images keeps the 200 most recently used", () => {
  const cache = new LruSet(LOADED_CACHE_SIZE);
  for (let i = 0; i < 200; i++) cache.add(`/images/${i}.jpg`);
  expect(cache.size).toBe(200);
  expect(cache.has("/images/0.jpg")).toBe(true); // used again: now the most recent
  cache.add("/images/200.jpg");
  expect(cache.size).toBe(200);
  expect(cache.has("/images/0.jpg")).toBe(true);
  expect(cache.has("/images/1.jpg")).toBe(false); // the least recently used went
  expect(cache.has("/images/200.jpg")).toBe(true);
});

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => void timers.push({ at: now + ms, fn }),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.fn();
      }
      now = until;
    },
  };
}

test("observer work runs in batches at most every 200 ms: the first at once, the rest when the window closes", () => {
  const clock = fakeClock();
  const batches: { at: number; items: string[] }[] = [];
  const queue = createThrottledQueue<string>(
    (items) => batches.push({ at: clock.now(), items }),
    LAZY_THROTTLE_MS,
    clock,
  );
  clock.advance(1000);
  queue.push("a");
  queue.push("b");
  clock.advance(0);
  expect(batches).toEqual([{ at: 1000, items: ["a", "b"] }]);
  clock.advance(50);
  queue.push("c");
  clock.advance(100);
  queue.push("d");
  expect(batches).toHaveLength(1);
  clock.advance(49);
  expect(batches).toHaveLength(1);
  clock.advance(1);
  expect(batches[1]).toEqual({ at: 1200, items: ["c", "d"] });
});

test("an element that leaves the zone before its batch runs is not loaded", () => {
  const clock = fakeClock();
  const batches: string[][] = [];
  const queue = createThrottledQueue<string>((items) => batches.push(items), LAZY_THROTTLE_MS, clock);
  clock.advance(1000);
  queue.push("a");
  clock.advance(0);
  queue.push("b");
  queue.delete("b");
  clock.advance(500);
  expect(batches).toEqual([["a"]]);
});
