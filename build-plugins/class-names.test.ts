import { expect, test } from "vitest";
import { shortClassName } from "./class-names.ts";

test("a class keeps its name and gains four characters of its file's hash", () => {
  expect(shortClassName("header", "/repo/app/chrome/Header.module.css")).toMatch(/^header_[A-Za-z0-9]{4}$/);
});

test("the name depends on the file's path inside app/, not on where the project is, nor on a query", () => {
  const here = shortClassName("header", "/repo/app/chrome/Header.module.css");
  expect(shortClassName("header", "/elsewhere/salone/app/chrome/Header.module.css?used")).toBe(here);
  expect(shortClassName("header", "C:\\salone\\app\\chrome\\Header.module.css")).toBe(here);
  expect(shortClassName("header", "/repo/app/chrome/Footer.module.css")).not.toBe(here);
});
