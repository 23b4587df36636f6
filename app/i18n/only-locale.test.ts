import { expect, test } from "vitest";
import { fallbackLang, localized } from "./format";
import { onlyLocale } from "./only-locale";

const doc = {
  _id: "x",
  title: { _type: "localeString", it: "Carciofi alla giudia", en: "Jewish-style artichokes" },
  intro: { it: "Fritti due volte", en: "" },
  body: { it: [{ _type: "block", children: [{ text: "Testo" }] }], en: [] },
  price: 12,
  tags: ["a", "b"],
  blocks: [{ _type: "hero", heading: { it: "Benvenuti", en: "Welcome" }, image: { alt: { it: "Banco", en: "Counter" }, asset: { _id: "image-1" } } }],
  onlyEnglish: { en: "Only in English" },
};

test("a page's data keeps only its own language, or the Italian fallback where its own is empty", () => {
  const en = onlyLocale(doc, "en");
  expect(en.title).toEqual({ _type: "localeString", en: "Jewish-style artichokes" });
  expect(en.intro).toEqual({ it: "Fritti due volte" });
  expect(en.body).toEqual({ it: doc.body.it });
  expect(en.blocks[0]!.heading).toEqual({ en: "Welcome" });
  expect(en.blocks[0]!.image.alt).toEqual({ en: "Counter" });
  expect(JSON.stringify(en)).not.toContain("Benvenuti");
  const it = onlyLocale(doc, "it");
  expect(it.title).toEqual({ _type: "localeString", it: "Carciofi alla giudia" });
  expect(JSON.stringify(it)).not.toMatch(/Welcome|Counter|Jewish/);
  expect(it.price).toBe(12);
  expect(it.tags).toEqual(["a", "b"]);
});

test("what a page shows is the same before and after: localized() reads the trimmed data alike", () => {
  for (const locale of ["it", "en"] as const) {
    const trimmed = onlyLocale(doc, locale);
    for (const field of ["title", "intro", "body", "onlyEnglish"] as const) {
      expect(localized<unknown>(trimmed[field], locale), `${field} in ${locale}`).toEqual(localized<unknown>(doc[field], locale));
    }
    expect(localized(trimmed.blocks[0]!.heading, locale)).toBe(localized(doc.blocks[0]!.heading, locale));
  }
});

test("the original is left untouched", () => {
  const copy = structuredClone(doc);
  onlyLocale(doc, "en");
  expect(doc).toEqual(copy);
});

test("the fallback is visible after trimming: fallbackLang says 'it' exactly where the English page shows Italian", () => {
  for (const data of [doc, onlyLocale(doc, "en")]) {
    expect(fallbackLang(data.title, "en")).toBeUndefined();
    expect(fallbackLang(data.intro, "en")).toBe("it");
    expect(fallbackLang(data.body, "en")).toBe("it");
    expect(fallbackLang(data.blocks[0]!.heading, "en")).toBeUndefined();
  }
  // The Italian page never falls back; neither does a plain string, nor a field empty in both.
  expect(fallbackLang(doc.intro, "it")).toBeUndefined();
  expect(fallbackLang("Salone Ottavia", "en")).toBeUndefined();
  expect(fallbackLang({ it: " ", en: "" }, "en")).toBeUndefined();
  expect(fallbackLang(null, "en")).toBeUndefined();
  // No flag travels to the browser: the trimmed field is the same size as before the helper existed.
  expect(JSON.stringify(onlyLocale(doc, "en").intro)).toBe('{"it":"Fritti due volte"}');
});
