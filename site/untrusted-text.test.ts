import { expect, test } from "vitest";
import { hasControlCharacter } from "./untrusted-text";

test("a tab, a newline, a null byte, an escape and DEL are control characters", () => {
  for (const text of ["/a\tb", "/a\nb", "/\r", "\0", "x\u001b", "/\u007f"])
    expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
});

test("printable text, spaces and letters past ASCII are not", () => {
  for (const text of ["", "/menu?x=1", "/a b", "/caffè", "/\u00a0"])
    expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
});
