import { expect, test } from "vitest";
import { readCookie } from "./cookies";

test("a cookie is read by its exact name, among others, with the spaces around it trimmed", () => {
  expect(readCookie("a=1; salone_locale=en ;b=2", "salone_locale")).toBe("en");
  expect(readCookie("other_salone_locale=en", "salone_locale")).toBeUndefined();
  expect(readCookie("salone_locale", "salone_locale")).toBeUndefined();
});

test("no header, or no such cookie, is undefined; the first of two with one name wins", () => {
  expect(readCookie(null, "x")).toBeUndefined();
  expect(readCookie("", "x")).toBeUndefined();
  expect(readCookie("x=1; x=2", "x")).toBe("1");
});

test("a value is returned as sent: decoding it is for its reader", () => {
  expect(readCookie("x=%7B%22a%22%3A1%7D", "x")).toBe("%7B%22a%22%3A1%7D");
});
