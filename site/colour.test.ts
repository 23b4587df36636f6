import { expect, test } from "vitest";
import { hexColourOr } from "./colour";

test("a hex colour of three or six digits, in either case, is kept", () => {
  for (const colour of ["#0D5357", "#0d5357", "#abc", "#ABC"]) expect(hexColourOr(colour, "#000000")).toBe(colour);
});

test("anything else falls back: a name, no hash, four or eight digits, a function, spaces, nothing", () => {
  for (const value of [
    "teal",
    "0D5357",
    "#0D53",
    "#0D535780",
    "rgb(0 0 0)",
    " #0D5357",
    "#0D5357 ",
    "",
    null,
    undefined,
    13,
  ]) {
    expect(hexColourOr(value, "#E0892B"), String(value)).toBe("#E0892B");
  }
});
