import { expect, test } from "vitest";
import { prefetchAllowed } from "./prefetch";

const connection = (effectiveType: string, saveData = false) =>
  Object.assign(new EventTarget(), { effectiveType, saveData });

test("links prefetch on a good connection, and where the browser says nothing about it", () => {
  expect(prefetchAllowed({ onLine: true, connection: connection("4g") })).toBe(true);
  expect(prefetchAllowed({ onLine: true, connection: connection("3g") })).toBe(true);
  expect(prefetchAllowed({ onLine: true })).toBe(true);
});

test("never on 2g or slow-2g, with data saver on, or offline", () => {
  expect(prefetchAllowed({ onLine: true, connection: connection("2g") })).toBe(false);
  expect(prefetchAllowed({ onLine: true, connection: connection("slow-2g") })).toBe(false);
  expect(prefetchAllowed({ onLine: true, connection: connection("4g", true) })).toBe(false);
  expect(prefetchAllowed({ onLine: false, connection: connection("4g") })).toBe(false);
});
