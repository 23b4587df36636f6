import { expect, test, vi } from "vitest";
import { format, loadMessages, withFallback } from "./messages";
import en from "./messages/en";
import it from "./messages/it";
import { formatDate, formatPrice, localized } from "./format";

test("the English catalogue has exactly the Italian keys, each non-empty", () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(it).sort());
  for (const [key, value] of Object.entries(en)) expect(value, key).not.toBe("");
});

test("the 404 message is the spec's sentence in English and its translation in Italian", () => {
  expect(en["error.notFound"]).toBe("This page could not be found");
  expect(it["error.notFound"]).toBe("Questa pagina non è stata trovata");
});

test("English loads lazily and is complete", async () => {
  const messages = await loadMessages("en");
  expect(messages["nav.menu"]).toBe("Menu");
});

test("a missing English key falls back to Italian", () => {
  const partial = withFallback({ "nav.menu": "Menu" });
  expect(partial["nav.menu"]).toBe("Menu");
  expect(partial["journal.title"]).toBe(it["journal.title"]);
});

test("locale load failures are logged only, and Italian is used", async () => {
  const warn = vi.fn();
  const failedChunk = await loadMessages("en", { warn, loader: () => Promise.reject(new Error("Loading chunk 7 failed")) });
  expect(failedChunk).toBe(it);
  // A message file without its default export: a module the loader's type would not let through.
  const noExport = await loadMessages("en", { warn, loader: () => Promise.resolve({} as never) });
  expect(noExport).toBe(it);
  const unknown = await loadMessages("fr", { warn });
  expect(unknown).toBe(it);
  expect(warn).toHaveBeenCalledTimes(3);
  expect(warn.mock.calls[0]![0]).toContain("Loading chunk 7 failed");
  expect(warn.mock.calls[2]![0]).toContain('unknown locale "fr"');
});

test("placeholders are replaced", () => {
  expect(format("Pagina {page} di {pages}", { page: 2, pages: 3 })).toBe("Pagina 2 di 3");
});

test("prices go through Intl: 12,50 € in Italian and €12.50 in English", () => {
  expect(formatPrice(12.5, "it")).toBe("12,50\u00a0€");
  expect(formatPrice(12.5, "en")).toBe("€12.50");
  expect(formatPrice(1250, "it")).toBe("1250,00\u00a0€");
});

test("dates go through Intl in Rome's time zone", () => {
  // 23:30 UTC on 31 December is already 1 January in Rome.
  expect(formatDate("2025-12-31T23:30:00Z", "it")).toBe("1 gennaio 2026");
  expect(formatDate("2025-12-31T23:30:00Z", "en")).toBe("1 January 2026");
  expect(formatDate("not a date", "en")).toBe("");
});

test("an empty English field shows the Italian one", () => {
  expect(localized({ it: "Ciao", en: "" }, "en")).toBe("Ciao");
  expect(localized({ it: "Ciao", en: "Hello" }, "en")).toBe("Hello");
  expect(localized({ it: "Ciao" }, "en")).toBe("Ciao");
  expect(localized(undefined, "en")).toBeUndefined();
});
