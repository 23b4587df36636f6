import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { BUILD_PATHS, pathPattern } from "./paths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const named = Object.entries(BUILD_PATHS).flatMap(([rule, paths]) =>
  (typeof paths === "string" ? [paths] : paths).map((file) => [rule, file] as const),
);

test.each(named)("the build's rule %s names %s, which exists", (_rule, file) => {
  expect(existsSync(path.join(root, file)), `${file} is missing: move the rule with the file`).toBe(true);
});

test("a rule's pattern matches its files as module ids, with a query or not, and not their neighbours", () => {
  const menu = pathPattern(BUILD_PATHS.mobileMenuChunk);
  expect(menu.test(path.join(root, "app/chrome/MobileMenu.tsx"))).toBe(true);
  expect(menu.test(path.join(root, "app/browser/modal.ts"))).toBe(true);
  expect(menu.test(path.join(root, "app/chrome/modal.ts"))).toBe(false);
  expect(menu.test(path.join(root, "app/browser/modal.test.ts"))).toBe(false);
  expect(menu.test("C:\\salone\\app\\browser\\modal.ts")).toBe(true);
  const roots = pathPattern(BUILD_PATHS.firstLoadRoots);
  expect(roots.test(`${path.join(root, "app/routes/home.tsx")}?__react-router-build-client-route`)).toBe(true);
  expect(roots.test(path.join(root, "app/routes/home.tsx.map"))).toBe(false);
});
