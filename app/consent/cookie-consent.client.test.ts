// @vitest-environment jsdom
import { expect, test, vi } from "vitest";

vi.mock("vanilla-cookieconsent/dist/css-components/base.css", () => ({}));
vi.mock("vanilla-cookieconsent/dist/css-components/light-scheme.css", () => ({}));
vi.mock("vanilla-cookieconsent/dist/css-components/preferences-modal.css", () => ({}));
vi.mock("./consent.css", () => ({}));

test("the library runs without showing a banner of its own (nothing set on the page's root); the preferences open in the page's language, with no error", async () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  const library = await import("./cookie-consent.client");
  await library.startConsent({ locale: "en" });
  expect(document.documentElement.classList.contains("show--consent")).toBe(false);
  await library.showPreferences();
  const dialog = document.querySelector("#cc-main .pm");
  expect(dialog).not.toBeNull();
  expect(dialog!.textContent).toContain("Cookie preferences");
  window.removeEventListener("error", onError);
  expect(errors).toEqual([]);
});
