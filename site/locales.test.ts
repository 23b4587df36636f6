import { expect, test } from "vitest";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeCookieString,
  localizePath,
  readLocaleCookie,
  resolveLocale,
  splitLocalePath,
  switchLocaleHref,
} from "./locales";
import { ROUTE_NAME_SEPARATOR, parseRouteId, routeId } from "../app/i18n/route-names";

const url = (path: string) => new URL(path, "http://localhost");

test("the URL prefix sets the locale, and prefixed URLs ignore the cookie", () => {
  expect(resolveLocale(url("/en/menu"), `${LOCALE_COOKIE}=it`)).toEqual({
    locale: "en",
    prefix: "en",
    redirectTo: null,
  });
  expect(resolveLocale(url("/it/menu"), `${LOCALE_COOKIE}=en`)).toEqual({
    locale: "it",
    prefix: "it",
    redirectTo: null,
  });
  expect(resolveLocale(url("/en"), null).locale).toBe("en");
});

test("an unprefixed URL is Italian without a cookie", () => {
  expect(resolveLocale(url("/menu"), null)).toEqual({ locale: "it", prefix: "", redirectTo: null });
  expect(DEFAULT_LOCALE).toBe("it");
});

test("an unprefixed URL with the cookie set to en redirects to the /en equivalent, query kept", () => {
  expect(resolveLocale(url("/journal?page=2"), `a=1; ${LOCALE_COOKIE}=en; b=2`).redirectTo).toBe("/en/journal?page=2");
  expect(resolveLocale(url("/"), `${LOCALE_COOKIE}=en`).redirectTo).toBe("/en");
});

test("a cookie naming Italian or an unknown locale changes nothing", () => {
  expect(resolveLocale(url("/menu"), `${LOCALE_COOKIE}=it`).redirectTo).toBeNull();
  expect(resolveLocale(url("/menu"), `${LOCALE_COOKIE}=fr`).redirectTo).toBeNull();
  expect(readLocaleCookie(`${LOCALE_COOKIE}=fr`)).toBeNull();
  expect(readLocaleCookie(`other_${LOCALE_COOKIE}=en`)).toBeNull();
});

test("only it and en are prefixes: /english and /fr are not", () => {
  expect(splitLocalePath("/english")).toEqual({ prefix: "", rest: "/english" });
  expect(splitLocalePath("/fr/menu")).toEqual({ prefix: "", rest: "/fr/menu" });
  expect(splitLocalePath("/en/journal/x")).toEqual({ prefix: "en", rest: "/journal/x" });
  expect(splitLocalePath("/it")).toEqual({ prefix: "it", rest: "/" });
});

test("the switcher keeps the slug, the query string and the hash", () => {
  const here = { pathname: "/menu/carbonara", search: "?x=1", hash: "#allergeni" };
  expect(switchLocaleHref(here, "en")).toBe("/en/menu/carbonara?x=1#allergeni");
  expect(switchLocaleHref({ pathname: "/en/menu/carbonara", search: "", hash: "" }, "it")).toBe("/menu/carbonara");
  expect(switchLocaleHref({ pathname: "/it/journal", search: "?page=2", hash: "" }, "en")).toBe("/en/journal?page=2");
  expect(switchLocaleHref({ pathname: "/en", search: "", hash: "" }, "it")).toBe("/");
});

test("the switcher never links to another site, however many slashes the path starts with", () => {
  expect(switchLocaleHref({ pathname: "/en//evil.example/x", search: "", hash: "" }, "it")).toBe("/evil.example/x");
  expect(switchLocaleHref({ pathname: "/en/\\evil.example/x", search: "", hash: "" }, "it")).toBe("/evil.example/x");
  expect(switchLocaleHref({ pathname: "//evil.example/x", search: "", hash: "" }, "en")).toBe("/en/evil.example/x");
});

test("localized paths: Italian unprefixed unless asked, English under /en", () => {
  expect(localizePath("/", "en")).toBe("/en");
  expect(localizePath("/menu", "it")).toBe("/menu");
  expect(localizePath("/menu", "it", { explicit: true })).toBe("/it/menu");
});

test("the locale cookie lasts 365 days on the whole site, SameSite=Lax", () => {
  expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 3600);
  expect(localeCookieString("en")).toBe(`${LOCALE_COOKIE}=en; Max-Age=31536000; Path=/; SameSite=Lax`);
});

test("route ids use the three-underscore separator", () => {
  expect(ROUTE_NAME_SEPARATOR).toBe("___");
  expect(routeId("menu-entry", "en")).toBe("menu-entry___en");
  expect(parseRouteId("menu-entry___default")).toEqual({ name: "menu-entry", variant: "default" });
  expect(parseRouteId("menu-entry__en")).toBeNull();
});
