import { expect, test } from "vitest";
import { footerFarDown } from "./SiteLayout";

test("a page of blocks defers its footer when it has blocks below its first, and not otherwise", () => {
  expect(footerFarDown({ blocks: [{}, {}] })).toBe(true);
  expect(footerFarDown({ blocks: [{}] })).toBe(false);
  expect(footerFarDown({ blocks: [] })).toBe(false);
  // The page's blocks decide, whatever its route says.
  expect(footerFarDown({ blocks: [{}, {}, {}], handle: { short: true } })).toBe(true);
});

test("any other screen defers its footer unless its route says it is short", () => {
  expect(footerFarDown({ handle: { short: true } })).toBe(false);
  expect(footerFarDown({ handle: undefined })).toBe(true);
  expect(footerFarDown({ handle: { short: false } })).toBe(true);
  expect(footerFarDown({ blocks: null })).toBe(true);
  expect(footerFarDown(undefined)).toBe(true);
});
