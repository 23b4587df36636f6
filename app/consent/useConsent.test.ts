import { expect, test } from "vitest";
import { CONSENT_COOKIE } from "./consent-mode";
import { storedConsent } from "./useConsent";

const cookie = (value: unknown) => `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

test("a stored choice lists the granted categories", () => {
  expect(storedConsent(`a=1; ${cookie({ categories: ["necessary", "experience"], revision: 0 })}; b=2`)).toEqual([
    "necessary",
    "experience",
  ]);
});

test("no choice yet, or a damaged cookie, is null: nothing is granted", () => {
  expect(storedConsent("")).toBeNull();
  expect(storedConsent("salone_locale=en")).toBeNull();
  expect(storedConsent(`${CONSENT_COOKIE}=%7Bbroken`)).toBeNull();
  expect(storedConsent(cookie({ revision: 0 }))).toBeNull();
});
