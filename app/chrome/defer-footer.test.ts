import { expect, test } from "vitest";
import { deferFooter } from "./SiteLayout";

test("a page of blocks defers its footer when it has blocks below its first, and not otherwise", () => {
  expect(deferFooter({ blocks: [{}, {}] })).toBe(true);
  expect(deferFooter({ blocks: [{}] })).toBe(false);
  expect(deferFooter({ blocks: [] })).toBe(false);
  // The page's blocks decide, whatever its route says.
  expect(deferFooter({ blocks: [{}, {}, {}], handle: { footerInView: true } })).toBe(true);
});

test("any other screen defers its footer unless its route says the footer is often in view from the start", () => {
  expect(deferFooter({ handle: { footerInView: true } })).toBe(false);
  expect(deferFooter({ handle: undefined })).toBe(true);
  expect(deferFooter({ handle: { footerInView: false } })).toBe(true);
  expect(deferFooter({ blocks: null })).toBe(true);
  expect(deferFooter(undefined)).toBe(true);
});
