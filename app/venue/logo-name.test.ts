import { expect, test } from "vitest";
import { nameWithVisibleText } from "./logo-name";

test("a configured label that contains the visible words is the name", () => {
  expect(nameWithVisibleText("Salone Ottavia gastronomia", "Salone Ottavia gastronomia, torna alla home", "Home")).toBe(
    "Salone Ottavia gastronomia, torna alla home",
  );
  // Case, punctuation and the middle dot between words do not count as words.
  expect(
    nameWithVisibleText(
      "Salone Ottavia Gastronomia · Roma",
      "Salone Ottavia, gastronomia · Roma, torna alla home",
      "Home",
    ),
  ).toBe("Salone Ottavia, gastronomia · Roma, torna alla home");
});

test("a label that leaves out a visible word gives way to the visible words and the destination", () => {
  expect(nameWithVisibleText("Salone Ottavia gastronomia", "Salone Ottavia, torna alla home", "Home")).toBe(
    "Salone Ottavia gastronomia, Home",
  );
  expect(nameWithVisibleText("Salone  Ottavia\ngastronomia", undefined, "Home")).toBe(
    "Salone Ottavia gastronomia, Home",
  );
});
