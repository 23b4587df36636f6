import { expect, test } from "vitest";
import { SLUG_MAX_LENGTH, isValidSlug, parsePageNumber, safeHref } from "./validation";

test("slugs are lowercase letters, digits and single hyphens", () => {
  for (const ok of ["carbonara", "cacio-e-pepe", "a", "2026-menu", "x1-y2-z3"]) expect(isValidSlug(ok)).toBe(true);
  for (const bad of [
    "",
    "Carbonara",
    "cacio--pepe",
    "-lead",
    "trail-",
    "a_b",
    "caffè",
    "a b",
    "a/b",
    "..",
    "%2e",
    "a.b",
  ]) {
    expect(isValidSlug(bad), bad).toBe(false);
  }
});

test("slugs are at most 96 characters", () => {
  expect(isValidSlug("a".repeat(SLUG_MAX_LENGTH))).toBe(true);
  expect(isValidSlug("a".repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
  expect(SLUG_MAX_LENGTH).toBe(96);
});

test("the page number is a positive integer, absent meaning the first page", () => {
  expect(parsePageNumber(null)).toBe(1);
  expect(parsePageNumber("1")).toBe(1);
  expect(parsePageNumber("12")).toBe(12);
  for (const bad of ["0", "-1", "1.5", "01", "abc", "", " 2", "1e3", "9999999"])
    expect(parsePageNumber(bad), bad).toBeNull();
});

test("only http, https, mailto, tel and site-relative hrefs are links", () => {
  for (const ok of [
    "https://example.org/x",
    "http://a.b",
    "mailto:ciao@example.org",
    "tel:+39061234567",
    "/menu",
    "/journal/x#y",
    "#top",
  ]) {
    expect(safeHref(ok), ok).toBe(ok);
  }
  for (const bad of [
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example",
    "/\\evil",
    "ftp://x",
    "",
    null,
    3,
  ]) {
    expect(safeHref(bad), String(bad)).toBeNull();
  }
});
