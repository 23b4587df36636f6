import { expect, test } from "vitest";
import { isLocaleLayout, parseRouteId, routeId } from "./route-names";

test("route ids are <name>___<variant>, the unprefixed variant named default", () => {
  expect(routeId("menu", "en")).toBe("menu___en");
  expect(parseRouteId("menu-entry___default")).toEqual({ name: "menu-entry", variant: "default" });
  expect(parseRouteId("menu___fr")).toBeNull();
});

test("the locale layout is known by its id in each variant, and nothing else is", () => {
  expect(["locale___default", "locale___en", "locale___it"].every(isLocaleLayout)).toBe(true);
  expect(isLocaleLayout("home___en")).toBe(false);
  expect(isLocaleLayout("locale")).toBe(false);
});
