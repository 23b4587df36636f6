// @vitest-environment jsdom
import { expect, test, vi } from "vitest";

vi.mock("vanilla-cookieconsent/dist/cookieconsent.css", () => ({}));
vi.mock("./consent.css", () => ({}));

test("the footer's 'Cookie preferences' clicked before the banner runs opens the dialog once it does, with no error", async () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  const banner = await import("./cookie-consent.client");
  const shown = banner.showPreferences();
  await Promise.resolve();
  expect(document.querySelector("#cc-main .pm")).toBeNull();
  await banner.applyConsent({ locale: "it" });
  await shown;
  const dialog = document.querySelector("#cc-main .pm");
  expect(dialog).not.toBeNull();
  expect(dialog!.textContent).toContain("Preferenze cookie");
  window.removeEventListener("error", onError);
  expect(errors).toEqual([]);
});
