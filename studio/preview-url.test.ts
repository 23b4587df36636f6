import { expect, test } from "vitest";
import { safeRedirectPath } from "~/preview/preview.server";
import { previewUrl, sitePath } from "./preview-url";

test("each document opens at its page on the site", () => {
  expect(sitePath({ _type: "page", slug: { current: "home" } })).toBe("/");
  expect(sitePath({ _type: "page", slug: { current: "about" } })).toBe("/about");
  expect(sitePath({ _type: "menuItem", slug: { current: "pasta-e-ceci" } })).toBe("/menu/pasta-e-ceci");
  expect(sitePath({ _type: "menuCategory", slug: { current: "primi" } })).toBe("/menu/primi");
  expect(sitePath({ _type: "article", slug: { current: "ricetta" } })).toBe("/journal/ricetta");
  expect(sitePath({ _type: "event", slug: { current: "serata-orto-di-sezze" } })).toBe("/events/serata-orto-di-sezze");
  expect(sitePath({ _type: "siteSettings" })).toBe("/");
  expect(sitePath({ _type: "article" })).toBeNull();
});

test("the preview link carries the secret and a redirect the site accepts", () => {
  const url = new URL(previewUrl("https://salone.example/", "s3cret&=?", "/menu/pasta-e-ceci"));
  expect(`${url.origin}${url.pathname}`).toBe("https://salone.example/api/preview");
  expect(url.searchParams.get("secret")).toBe("s3cret&=?");
  expect(safeRedirectPath(url.searchParams.get("redirect"))).toBe("/menu/pasta-e-ceci");
});
