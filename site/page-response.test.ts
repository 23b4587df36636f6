import { expect, test } from "vitest";
import { isPageResponse } from "./page-response";

test("an HTML document is a page, whatever its charset or the case of its type", () => {
  expect(isPageResponse("/menu", "text/html; charset=utf-8")).toBe(true);
  expect(isPageResponse("/en", "TEXT/HTML")).toBe(true);
});

test("a navigation's data request is a page, whatever type it is answered with", () => {
  expect(isPageResponse("/en.data", "text/x-script")).toBe(true);
  expect(isPageResponse("/_.data", null)).toBe(true);
});

test("a resource route (a feed, the sitemap, an API's JSON, a calendar file) is not a page", () => {
  expect(isPageResponse("/sitemap.xml", "application/xml")).toBe(false);
  expect(isPageResponse("/api/health", "application/json")).toBe(false);
  expect(isPageResponse("/events/x/calendar.ics", "text/calendar; charset=utf-8")).toBe(false);
  expect(isPageResponse("/feed", undefined)).toBe(false);
  expect(isPageResponse("/data", "text/plain")).toBe(false);
});
