import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { LOCALES } from "@site/locales";
import { format, loadMessages, withFallback } from "./index";
import en from "./common/en";
import it from "./common/it";
import { formatDate, formatPrice, localized } from "../format";

/**
 * What is wrong with the catalogues of messages/<catalogue>/<locale>.ts: a catalogue a language lacks,
 * a key one language has and another not, a sentence left empty.
 */
function catalogueProblems(files: Record<string, { default: Record<string, string> }>): string[] {
  const catalogues = new Map<string, Map<string, Record<string, string>>>();
  for (const [file, module] of Object.entries(files)) {
    const [, name, locale] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(file)!;
    if (!catalogues.has(name!)) catalogues.set(name!, new Map());
    catalogues.get(name!)!.set(locale!, module.default);
  }
  const problems: string[] = [];
  for (const [name, languages] of catalogues) {
    const keys = new Set([...languages.values()].flatMap((words) => Object.keys(words)));
    for (const locale of LOCALES) {
      const words = languages.get(locale);
      if (!words) {
        problems.push(`${name}/${locale}.ts: missing`);
        continue;
      }
      for (const key of keys) if (!(key in words)) problems.push(`${name}/${locale}.ts: no "${key}"`);
      for (const [key, value] of Object.entries(words))
        if (typeof value !== "string" || value.trim() === "") problems.push(`${name}/${locale}.ts: "${key}" is empty`);
    }
  }
  return problems;
}

test("every catalogue has the same keys in every language, each with a sentence", () => {
  const files = import.meta.glob<{ default: Record<string, string> }>(["./*/*.ts", "!./*/index.ts"], { eager: true });
  expect(Object.keys(files).length).toBeGreaterThanOrEqual(2 * 9);
  expect(catalogueProblems(files)).toEqual([]);
});

/** A sentence in both languages written in place: `{ it: "Menù", en: "Menu" }`, on one line or two. */
const BOTH_LANGUAGES_IN_PLACE = /\bit: *(["'`])[^"'`\n]*\1,\s*en: *["'`]/g;

test("no sentence in both languages is written outside the catalogues", () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app", "site", "config", "server", "build-plugins"],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("app/i18n/messages/"));
  expect(files.length).toBeGreaterThan(100);
  const inPlace = files.flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(BOTH_LANGUAGES_IN_PLACE)].map((m) => `${file}: ${m[0]}`),
  );
  expect(inPlace).toEqual([]);
  expect('{ it: "Menù", en: "Menu" }'.match(BOTH_LANGUAGES_IN_PLACE)).toHaveLength(1);
});

test("a key in one language only, a catalogue a language lacks and an empty sentence are each found", () => {
  const files = {
    "./a/it.ts": { default: { one: "uno", two: "due" } },
    "./a/en.ts": { default: { one: "one", three: "three" } },
    "./b/it.ts": { default: { empty: "vuoto" } },
    "./b/en.ts": { default: { empty: " " } },
    "./c/it.ts": { default: { only: "solo" } },
  };
  expect(catalogueProblems(files)).toEqual([
    'a/it.ts: no "three"',
    'a/en.ts: no "two"',
    'b/en.ts: "empty" is empty',
    "c/en.ts: missing",
  ]);
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
  const failedChunk = await loadMessages("en", {
    warn,
    loader: () => Promise.reject(new Error("Loading chunk 7 failed")),
  });
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
