import { expect, test } from "vitest";
import { hasOwn, isOneOf, isRecord, propertyOf } from "./narrow";

test("a record is an object read by name: a plain object, a parsed document, a class's instance", () => {
  for (const value of [{}, { _type: "event" }, JSON.parse('{"a":[1]}'), new Date(0), Object.create(null)])
    expect(isRecord(value)).toBe(true);
});

test("a list is not a record, nor is null, nor a primitive", () => {
  for (const value of [[], [{ _key: "a" }], null, undefined, "text", 1, true])
    expect(isRecord(value), JSON.stringify(value)).toBe(false);
});

test("own keys and list members narrow; inherited keys and strangers do not", () => {
  expect(hasOwn({ a: 1 }, "a")).toBe(true);
  expect(hasOwn({ a: 1 }, "toString")).toBe(false);
  expect(isOneOf(["it", "en"], "en")).toBe(true);
  expect(isOneOf(["it", "en"], "fr")).toBe(false);
});

test("a property of a value of unknown shape reads as optional chaining would", () => {
  expect(propertyOf({ a: 1 }, "a")).toBe(1);
  expect(propertyOf(null, "a")).toBeUndefined();
  expect(propertyOf(undefined, "a")).toBeUndefined();
  expect(propertyOf("abc", "length")).toBe(3);
});
