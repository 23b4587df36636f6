import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it } from "vitest";
import { lqipFromStyle, newDocumentOnly } from "./document-only";
import { pageData, withoutNulls } from "./page-data.server";
import { serverRequestContext } from "./request-context";

const LQIP = "data:image/jpeg;base64,AAAA";
const image = { _type: "image", alt: { it: "Banco", en: "Counter" }, asset: { _id: "image-abc-10x10-jpg", metadata: { lqip: LQIP, dimensions: { width: 10, height: 10 } } } };
const value = { page: { title: { _type: "localeString", it: "Casa", en: "Home" }, cover: image, note: null, list: [null, image] }, jsonLd: ['{"@context":"https://schema.org"}'] };

function args(url: string, document: boolean) {
  const documentOnly = document ? newDocumentOnly() : undefined;
  const context = new RouterContextProvider(new Map<RouterContext, unknown>([[serverRequestContext, { nonce: undefined, documentOnly }]]));
  return { args: { request: new Request(url), context }, documentOnly };
}

describe("pageData", () => {
  it("for a document: one language, no nulls, the JSON-LD and LQIPs moved to the request's holder", () => {
    const { args: a, documentOnly } = args("http://x/en", true);
    const out = pageData(a, value);
    expect(out.page.title).toEqual({ _type: "localeString", en: "Home" });
    expect("note" in out.page).toBe(false);
    expect(out.page.list[0]).toBeNull();
    expect(out.page.cover.asset.metadata).toEqual({ dimensions: { width: 10, height: 10 } });
    expect(out.page.list[1]!.asset.metadata).toEqual({ dimensions: { width: 10, height: 10 } });
    expect("jsonLd" in out).toBe(false);
    expect(documentOnly!.jsonLd).toEqual(value.jsonLd);
    expect(documentOnly!.lqip.get("image-abc-10x10-jpg")).toBe(LQIP);
    // The loader's own value is left as it was.
    expect(value.page.cover.asset.metadata.lqip).toBe(LQIP);
  });

  it("for a data request (no holder): the JSON-LD and LQIPs stay in the data", () => {
    const { args: a } = args("http://x/menu", false);
    const out = pageData(a, value);
    expect(out.page.title).toEqual({ _type: "localeString", it: "Casa" });
    expect(out.page.cover.asset.metadata.lqip).toBe(LQIP);
    expect(out.jsonLd).toEqual(value.jsonLd);
  });
});

describe("withoutNulls", () => {
  it("drops null fields of objects at any depth and keeps array places", () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 0, e: "" }, f: [null, { g: null }] })).toEqual({ b: { d: 0, e: "" }, f: [null, {}] });
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
