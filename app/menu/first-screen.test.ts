import { expect, test } from "vitest";
import { CATEGORY_DISHES_IN_FIRST_SCREEN, dishBelowFirstScreen } from "./first-screen";

test("under the category's picture, the dishes from the third on start below a phone's first screen", () => {
  expect(CATEGORY_DISHES_IN_FIRST_SCREEN).toBe(2);
  expect([0, 1, 2, 3, 7].map((index) => dishBelowFirstScreen(index, true))).toEqual([false, false, true, true, true]);
});

test("without a picture the card starts a picture's height higher: no dish is left out of the first frame", () => {
  expect([0, 1, 2, 3, 7].map((index) => dishBelowFirstScreen(index, false))).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});
