import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it } from "vitest";
import { lqipFromStyle, newDocumentOnly } from "~/request/document-only";
import { pageData } from "./page-data.server";
import { serverRequestContext } from "~/request/request-context";

const LQIP = "data:image/jpeg;base64,AAAA";
const image = {
  _type: "image",
  alt: { it: "Banco", en: "Counter" },
  asset: { _id: "image-abc-10x10-jpg", metadata: { lqip: LQIP } },
};
const value = { jsonLd: ['{"@context":"https://schema.org"}'] };

function args(url: string, document: boolean) {
  const documentOnly = document ? newDocumentOnly() : undefined;
  const context = new RouterContextProvider(
    new Map<RouterContext, unknown>([[serverRequestContext, { nonce: undefined, documentOnly }]]),
  );
  return { args: { request: new Request(url), url: new URL(url), context }, documentOnly };
}

describe("pageData", () => {
  it("for a document: the data as its queries shaped it, the JSON-LD and LQIPs moved to the request's holder", () => {
    const { args: a, documentOnly } = args("http://x/en", true);
    const shaped = {
      page: { title: { en: "Home" }, cover: structuredClone(image), list: [structuredClone(image)] },
      jsonLd: value.jsonLd,
    };
    const out = pageData(a, shaped);
    // No walk over the rest: what the query answered is what the browser gets.
    expect(out.page.title).toEqual({ en: "Home" });
    expect(out.page.cover.alt).toEqual(image.alt);
    // The LQIP was all of the asset's metadata: none is left.
    expect(out.page.cover.asset).toEqual({ _id: "image-abc-10x10-jpg" });
    expect(out.page.list[0]!.asset).toEqual({ _id: "image-abc-10x10-jpg" });
    expect(out.page.cover._type).toBe("image");
    expect("jsonLd" in out).toBe(false);
    expect(documentOnly!.jsonLd).toEqual(value.jsonLd);
    expect(documentOnly!.lqip.get("image-abc-10x10-jpg")).toBe(LQIP);
  });

  it("for a data request (no holder): the loader's value itself, JSON-LD and LQIPs included", () => {
    const { args: a } = args("http://x/en/menu", false);
    const shaped = { page: { title: { en: "Home" }, cover: image }, jsonLd: value.jsonLd };
    expect(pageData(a, shaped)).toBe(shaped);
  });
});

describe("lqipFromStyle", () => {
  it("reads the LQIP of a server-rendered placeholder's style, quoted or not", () => {
    expect(lqipFromStyle(`background-image:url("${LQIP}");background-size:cover`)).toBe(LQIP);
    expect(lqipFromStyle(`background-image: url(${LQIP})`)).toBe(LQIP);
    expect(lqipFromStyle("background-size:cover")).toBeUndefined();
    expect(lqipFromStyle(undefined)).toBeUndefined();
  });
});
