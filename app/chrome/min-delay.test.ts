import { expect, test } from "vitest";
import { DATA_MIN_DISPLAY_MS, minimumDisplayLeft } from "./min-delay";

test("the data-fetch minimum display delay is 200 ms", () => {
  expect(DATA_MIN_DISPLAY_MS).toBe(200);
});

test("a pending state shown a moment ago must stay for the rest of the 200 ms; one shown longer may go at once", () => {
  expect(minimumDisplayLeft(1000, 1000)).toBe(200);
  expect(minimumDisplayLeft(1000, 1010)).toBe(190);
  expect(minimumDisplayLeft(1000, 1199)).toBe(1);
  expect(minimumDisplayLeft(1000, 1200)).toBe(0);
  expect(minimumDisplayLeft(1000, 4000)).toBe(0);
});
