import { expect, test } from "vitest";
import { deferFooter } from "./SiteLayout";

test("a page of blocks defers its footer when it has blocks below its first, and not otherwise", () => {
  expect(deferFooter({ page: { blocks: [{}, {}] } })).toBe(true);
  expect(deferFooter({ page: { blocks: [{}] } })).toBe(false);
  expect(deferFooter({ page: { blocks: [] } })).toBe(false);
});

test("any other screen with its data defers its footer", () => {
  expect(deferFooter({})).toBe(true);
  expect(deferFooter({ page: { blocks: null } })).toBe(true);
  expect(deferFooter({ page: {} })).toBe(true);
});

test("a screen without data (an error, a missing page: a short message) does not", () => {
  expect(deferFooter(undefined)).toBe(false);
});
