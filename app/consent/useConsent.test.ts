// @vitest-environment jsdom
import { expect, test } from "vitest";
import { CONSENT_COOKIE } from "./consent-mode";
import { act, renderHook } from "@testing-library/react";
import { storedConsent, useConsent } from "./useConsent";

const cookie = (value: unknown) => `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

test("a stored choice lists the granted categories", () => {
  expect(storedConsent(`a=1; ${cookie({ categories: ["necessary", "experience"], revision: 0 })}; b=2`)).toEqual(["necessary", "experience"]);
});

test("no choice yet, or a damaged cookie, is null: nothing is granted", () => {
  expect(storedConsent("")).toBeNull();
  expect(storedConsent("salone_locale=en")).toBeNull();
  expect(storedConsent(`${CONSENT_COOKIE}=%7Bbroken`)).toBeNull();
  expect(storedConsent(cookie({ revision: 0 }))).toBeNull();
});

test("the hook reads the cookie once, and again after the banner says the choice changed", () => {
  let reads = 0;
  let jar = "";
  // The document's own getter, shadowing the prototype's for this test.
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => (reads++, jar),
  });
  try {
    const { result, rerender } = renderHook(() => [useConsent("experience"), useConsent("analytics")]);
    rerender();
    expect(result.current).toEqual([false, false]);
    expect(reads).toBe(1);
    jar = cookie({ categories: ["necessary", "experience"], revision: 0 });
    act(() => void window.dispatchEvent(new Event("cc:onConsent")));
    expect(result.current).toEqual([true, false]);
    expect(reads).toBe(2);
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
});
