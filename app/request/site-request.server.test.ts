import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { newSiteRequest, provideSiteRequest, siteRequest } from "./site-request.server";

const requestLocale = (request: Request) => newSiteRequest(request).locale;

test("a request's language: prefix, else cookie, else Italian", () => {
  expect(requestLocale(new Request("http://x/en/menu"))).toBe("en");
  expect(requestLocale(new Request("http://x/it/menu", { headers: { Cookie: "salone_locale=en" } }))).toBe("it");
  expect(requestLocale(new Request("http://x/menu", { headers: { Cookie: "salone_locale=en" } }))).toBe("en");
  expect(requestLocale(new Request("http://x/menu"))).toBe("it");
});

test("loaders get the one SiteRequest the middleware made for the request", () => {
  const request = new Request("http://x/en/menu");
  const context = new RouterContextProvider();
  const made = provideSiteRequest(request, context);
  expect(siteRequest({ request, context })).toBe(made);
  expect(siteRequest({ request, context }).locale).toBe("en");
  // Without the middleware (a loader under a unit test), one is made by the same rules, and kept.
  const bare = new RouterContextProvider();
  const first = siteRequest({ request: new Request("http://x/menu"), context: bare });
  expect(first.locale).toBe("it");
  expect(siteRequest({ request: new Request("http://x/menu"), context: bare })).toBe(first);
});
