import { expect, test } from "vitest";
import { localized } from "./format";
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
