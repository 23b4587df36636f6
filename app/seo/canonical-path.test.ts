import { expect, test } from "vitest";
import { canonicalPath } from "./canonical-path";

test("a canonical path needs no redirect", () => {
  for (const path of ["/", "/menu", "/en", "/en/menu/carbonara", "/journal/un-articolo"])
    expect(canonicalPath(path)).toBeNull();
});

test("a trailing slash goes", () => {
  expect(canonicalPath("/menu/")).toBe("/menu");
  expect(canonicalPath("/en/")).toBe("/en");
  expect(canonicalPath("/menu///")).toBe("/menu");
});

test("protocol-relative and repeated leading slashes collapse to a path of this site", () => {
  expect(canonicalPath("//evil.example/")).toBe("/evil.example");
  expect(canonicalPath("///evil.example/")).toBe("/evil.example");
  expect(canonicalPath("//evil.example/menu/")).toBe("/evil.example/menu");
  expect(canonicalPath("//")).toBe("/");
  expect(canonicalPath("/en//evil.example/x")).toBe("/en/evil.example/x");
});

test("whatever comes in, the answer starts with exactly one slash", () => {
  const pieces = ["/", "//", "a", ".", "evil.example", "%2F", "\\"];
  for (let n = 0; n < 2000; n++) {
    let path = "/";
    for (let i = 0; i < 6; i++) path += pieces[(n * 7 + i * 13 + ((n >> i) & 3)) % pieces.length];
    const canonical = canonicalPath(path) ?? path;
    expect(canonical.startsWith("/") && !canonical.startsWith("//")).toBe(true);
  }
});
