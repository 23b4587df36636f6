import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS, createProgress } from "./progress";

// performance.now() too: the bar measures how long it has been shown with it.
beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] }));
afterEach(() => vi.useRealTimers());

test("the spec's constants: throttle 200 ms, nominal duration 5000 ms, hidden 500 ms after finishing", () => {
  expect(PROGRESS_THROTTLE_MS).toBe(200);
  expect(PROGRESS_DURATION_MS).toBe(5000);
  expect(PROGRESS_HIDE_DELAY_MS).toBe(500);
});

test("a navigation that settles within the throttle never shows the bar", () => {
  const bar = createProgress();
  const seen: string[] = [];
  bar.subscribe(() => seen.push(bar.phase()));
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(199);
  bar.update(undefined, undefined, false);
  vi.advanceTimersByTime(1000);
  expect(seen).toEqual([]);
  expect(bar.phase()).toBe("hidden");
});

test("hidden, progressing after 200 ms, finished when it settles, hidden 500 ms later", () => {
  const bar = createProgress();
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(200);
  expect(bar.phase()).toBe("progressing");
  vi.advanceTimersByTime(3000);
  bar.update(undefined, undefined, false);
  expect(bar.phase()).toBe("finished");
  vi.advanceTimersByTime(499);
  expect(bar.phase()).toBe("finished");
  vi.advanceTimersByTime(1);
  expect(bar.phase()).toBe("hidden");
});

test("a navigation that ends in an error marks the bar failed", () => {
  const bar = createProgress();
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(400);
  bar.update(undefined, undefined, true);
  expect(bar.phase()).toBe("failed");
  vi.advanceTimersByTime(500);
  expect(bar.phase()).toBe("hidden");
});

test("a navigation whose code cannot load is failed, and does not bring the bar back while it stays pending", () => {
  const bar = createProgress();
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(300);
  bar.fail();
  expect(bar.phase()).toBe("failed");
  vi.advanceTimersByTime(500);
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(1000);
  expect(bar.phase()).toBe("hidden");
  bar.update("k2", "/menu", false);
  vi.advanceTimersByTime(200);
  expect(bar.phase()).toBe("progressing");
});

test("a new navigation while the last one's bar fades shows again after the throttle", () => {
  const bar = createProgress();
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(400);
  bar.update(undefined, undefined, false);
  bar.update("k2", "/menu", false);
  vi.advanceTimersByTime(200);
  expect(bar.phase()).toBe("progressing");
});

test("once shown, the bar keeps running 200 ms however soon the data arrives, then finishes as usual", () => {
  const bar = createProgress();
  bar.update("k1", "/journal?page=2", false);
  vi.advanceTimersByTime(210);
  expect(bar.phase()).toBe("progressing");
  bar.update(undefined, undefined, false);
  vi.advanceTimersByTime(189);
  expect(bar.phase()).toBe("progressing");
  vi.advanceTimersByTime(1);
  expect(bar.phase()).toBe("finished");
  vi.advanceTimersByTime(500);
  expect(bar.phase()).toBe("hidden");
});

test("a failure that comes just after the bar appeared is shown once the 200 ms have passed", () => {
  const bar = createProgress();
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(250);
  bar.update(undefined, undefined, true);
  expect(bar.phase()).toBe("progressing");
  vi.advanceTimersByTime(150);
  expect(bar.phase()).toBe("failed");
});

test("a new navigation while the bar waits out its 200 ms keeps it running", () => {
  const bar = createProgress();
  bar.update("k1", "/journal/a", false);
  vi.advanceTimersByTime(200);
  bar.update(undefined, undefined, false);
  vi.advanceTimersByTime(100);
  bar.update("k2", "/menu", false);
  vi.advanceTimersByTime(1000);
  expect(bar.phase()).toBe("progressing");
  bar.update(undefined, undefined, false);
  expect(bar.phase()).toBe("finished");
});

test("a page whose code failed offline is the offline page's while its navigation is pending: the bar stops, and another navigation or none ends it", () => {
  const bar = createProgress();
  let told = 0;
  bar.subscribe(() => told++);
  bar.update("k1", "/en/journal/a", false);
  vi.advanceTimersByTime(300);
  expect(bar.phase()).toBe("progressing");
  bar.fail("/en/journal/a", true);
  expect(bar.offlinePage()).toBe("/en/journal/a");
  expect(bar.phase()).toBe("failed");
  expect(told).toBeGreaterThan(0);
  // Still pending (React Router re-renders): it stays, and the bar does not come back.
  bar.update("k1", "/en/journal/a", false);
  vi.advanceTimersByTime(1000);
  expect(bar.offlinePage()).toBe("/en/journal/a");
  expect(bar.phase()).toBe("hidden");
  // The visitor follows another link: that navigation is not the failed one.
  bar.update("k2", "/en/menu", false);
  expect(bar.offlinePage()).toBeUndefined();
  // A failure online is not an offline one.
  bar.fail("/en/menu");
  expect(bar.offlinePage()).toBeUndefined();
  bar.update(undefined, undefined, false);
  expect(bar.offlinePage()).toBeUndefined();
});
