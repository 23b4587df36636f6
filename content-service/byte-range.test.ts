import { expect, test } from "vitest";
import { contentRange, parseRange } from "./byte-range.ts";

const SIZE = 1000;

test("no Range header: the whole file", () => {
  expect(parseRange(undefined, SIZE)).toEqual({ kind: "whole" });
});

test("a first and last byte, an open end, and a suffix are each one range", () => {
  expect(parseRange("bytes=0-99", SIZE)).toEqual({ kind: "partial", start: 0, end: 99 });
  expect(parseRange("bytes=500-", SIZE)).toEqual({ kind: "partial", start: 500, end: 999 });
  expect(parseRange("bytes=-100", SIZE)).toEqual({ kind: "partial", start: 900, end: 999 });
  expect(parseRange("bytes=999-999", SIZE)).toEqual({ kind: "partial", start: 999, end: 999 });
  expect(parseRange("Bytes = 10 - 20", SIZE)).toEqual({ kind: "partial", start: 10, end: 20 });
});

test("an end past the file is cut to its last byte; a suffix longer than the file is all of it", () => {
  expect(parseRange("bytes=900-5000", SIZE)).toEqual({ kind: "partial", start: 900, end: 999 });
  expect(parseRange("bytes=-5000", SIZE)).toEqual({ kind: "partial", start: 0, end: 999 });
});

test("a range that starts at or past the end, or an empty suffix, cannot be satisfied", () => {
  expect(parseRange("bytes=1000-", SIZE)).toEqual({ kind: "unsatisfiable" });
  expect(parseRange("bytes=1000-1200", SIZE)).toEqual({ kind: "unsatisfiable" });
  expect(parseRange("bytes=-0", SIZE)).toEqual({ kind: "unsatisfiable" });
  expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
});

test("malformed values, other units and several ranges are ignored: the whole file", () => {
  for (const header of [
    "",
    "bytes=",
    "bytes=-",
    "bytes=a-b",
    "bytes=5-2",
    "items=0-10",
    "bytes=0-10,20-30",
    "bytes 0-10",
    "bytes=0x10-",
    `bytes=${"9".repeat(30)}-`,
    "bytes=1.5-2",
  ]) {
    expect(parseRange(header, SIZE), header).toEqual({ kind: "whole" });
  }
});

test("Content-Range names the bytes sent and the size, or only the size for a 416", () => {
  expect(contentRange({ kind: "partial", start: 0, end: 99 }, SIZE)).toBe("bytes 0-99/1000");
  expect(contentRange({ kind: "unsatisfiable" }, SIZE)).toBe("bytes */1000");
});
