import { stegaClean, stegaEncodeSourceMap } from "@sanity/client/stega";
import { vercelStegaCombine } from "@vercel/stega";
import { expect, test } from "vitest";
import { withoutStegaText } from "./stega-text";

const texts = ["Carbonara", "Cacio e pepe · 14 €", "Menù del giorno", "L'osteria “da Ottavia”", "🍝 pasta", ""];

test("what the site's encoder writes into a text, the head's cleaner takes out, as the client's stegaClean does", () => {
  for (const text of texts) {
    const sourceMap = {
      documents: [{ _id: "dish-1", _type: "menuItem" }],
      paths: ["$['title']['it']"],
      mappings: {
        "$['title']": { type: "value" as const, source: { type: "documentValue" as const, document: 0, path: 0 } },
      },
    };
    const encoded = stegaEncodeSourceMap({ title: `${text}x` }, sourceMap, {
      enabled: true,
      studioUrl: "http://localhost:3334",
      filter: () => true,
    }).title;
    expect(encoded).not.toBe(`${text}x`);
    expect(withoutStegaText(encoded)).toBe(stegaClean(encoded));
    expect(withoutStegaText(encoded)).toBe(`${text}x`);
  }
});

test("a text with an edit link in the middle, or two, comes out whole", () => {
  const one = vercelStegaCombine(
    "Pasta",
    { origin: "sanity.io", href: "http://localhost:3334/intent/edit/id=a" },
    true,
  );
  const two = `${one} e ${vercelStegaCombine("fagioli", { origin: "sanity.io", href: "http://localhost:3334/intent/edit/id=b" }, true)}`;
  expect(withoutStegaText(two)).toBe("Pasta e fagioli");
  expect(withoutStegaText(two)).toBe(stegaClean(two));
});

test("a text without stega is left as it is, a lone zero-width joiner (an emoji's) included", () => {
  for (const text of [...texts, "👩‍🍳 chef", "a\u200bb"]) expect(withoutStegaText(text)).toBe(text);
});
