import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { newSiteRequest, provideSiteRequest, siteRequest } from "./site-request.server";

const requestLocale = (request: Request) => newSiteRequest(request, new URL(request.url)).locale;

test("a request's language: prefix, else cookie, else Italian", () => {
  expect(requestLocale(new Request("http://x/en/menu"))).toBe("en");
  expect(requestLocale(new Request("http://x/it/menu", { headers: { Cookie: "salone_locale=en" } }))).toBe("it");
  expect(requestLocale(new Request("http://x/menu", { headers: { Cookie: "salone_locale=en" } }))).toBe("en");
  expect(requestLocale(new Request("http://x/menu"))).toBe("it");
});

test("loaders get the one SiteRequest the middleware made for the request", () => {
  const request = new Request("http://x/en/menu");
  const context = new RouterContextProvider();
  const url = new URL(request.url);
  const made = provideSiteRequest(request, url, context);
  expect(siteRequest({ request, url, context })).toBe(made);
  expect(siteRequest({ request, url, context }).locale).toBe("en");
  // Without the middleware (a loader under a unit test), one is made by the same rules, and kept.
  const bare = new RouterContextProvider();
  const menu = { request: new Request("http://x/menu"), url: new URL("http://x/menu") };
  const first = siteRequest({ ...menu, context: bare });
  expect(first.locale).toBe("it");
  expect(siteRequest({ ...menu, context: bare })).toBe(first);
});

test("the language and the redirect come from the page's URL, not from its data request's", () => {
  // A client-side navigation to /en asks for /en.data?_routes=…: React Router hands the loaders /en as `url`.
  const data = new Request("http://x/en.data?_routes=root", { headers: { Cookie: "salone_locale=en" } });
  expect(newSiteRequest(data, new URL("http://x/en"))).toMatchObject({ locale: "en", prefix: "en", redirectTo: null });
  const menu = new Request("http://x/menu.data?page=2&_routes=root", { headers: { Cookie: "salone_locale=en" } });
  expect(newSiteRequest(menu, new URL("http://x/menu?page=2"))).toMatchObject({
    locale: "en",
    prefix: "",
    redirectTo: "/en/menu?page=2",
  });
});
