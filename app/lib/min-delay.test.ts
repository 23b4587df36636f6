// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { DATA_MIN_DISPLAY_MS, useMinimumPending, withMinimumDuration } from "./min-delay";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("the data-fetch minimum display delay is 200 ms", () => {
  expect(DATA_MIN_DISPLAY_MS).toBe(200);
});

test("a fast answer is held until 200 ms have passed; a slow one is not delayed further", async () => {
  let settled = false;
  void withMinimumDuration(Promise.resolve("cards")).then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(199);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);

  const slow = new Promise((resolve) => setTimeout(() => resolve("late"), 500));
  let at = 0;
  void withMinimumDuration(slow).then(() => (at = Date.now()));
  const start = Date.now();
  await vi.advanceTimersByTimeAsync(500);
  expect(at - start).toBe(500);
});

test("a failure is reported after the same minimum", async () => {
  let failed = false;
  withMinimumDuration(Promise.reject(new Error("offline"))).catch(() => (failed = true));
  await vi.advanceTimersByTimeAsync(150);
  expect(failed).toBe(false);
  await vi.advanceTimersByTimeAsync(50);
  expect(failed).toBe(true);
});

test("a loading flag that was on for a moment stays on for 200 ms", () => {
  const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending), { initialProps: { pending: false } });
  expect(result.current).toBe(false);
  rerender({ pending: true });
  expect(result.current).toBe(true);
  act(() => vi.advanceTimersByTime(20));
  rerender({ pending: false });
  expect(result.current).toBe(true);
  act(() => vi.advanceTimersByTime(179));
  expect(result.current).toBe(true);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});
