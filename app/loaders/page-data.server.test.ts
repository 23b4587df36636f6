import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it } from "vitest";
import { lqipFromStyle, newDocumentOnly } from "~/request/document-only";
import { BLOCK_REGISTRY } from "~/blocks";
import { SHAPE_TYPES, pageData, storedPageData, withoutNulls, withoutShapeTypes } from "./page-data.server";
import { serverRequestContext } from "~/request/request-context";

const LQIP = "data:image/jpeg;base64,AAAA";
const image = { _type: "image", alt: { it: "Banco", en: "Counter" }, asset: { _id: "image-abc-10x10-jpg", metadata: { lqip: LQIP } } };
const value = {
  page: { title: { _type: "localeString", it: "Casa", en: "Home" }, cover: image, note: null, list: [null, image] },
  jsonLd: ['{"@context":"https://schema.org"}'],
};

function args(url: string, document: boolean) {
  const documentOnly = document ? newDocumentOnly() : undefined;
  const context = new RouterContextProvider(new Map<RouterContext, unknown>([[serverRequestContext, { nonce: undefined, documentOnly }]]));
  return { args: { request: new Request(url), url: new URL(url), context }, documentOnly };
}

describe("pageData", () => {
  it("for a document: the data as its queries shaped it, the JSON-LD and LQIPs moved to the request's holder", () => {
    const { args: a, documentOnly } = args("http://x/en", true);
    const shaped = { page: { title: { en: "Home" }, cover: structuredClone(image), list: [structuredClone(image)] }, jsonLd: value.jsonLd };
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

describe("storedPageData (data asked for as stored: a page's blocks, the settings)", () => {
  it("for a document: one language, no nulls, the JSON-LD and LQIPs moved to the request's holder", () => {
    const { args: a, documentOnly } = args("http://x/en", true);
    const out = storedPageData(a, value);
    expect(out.page.title).toEqual({ en: "Home" });
    expect("note" in out.page).toBe(false);
    expect(out.page.list[0]).toBeNull();
    expect(out.page.cover.asset).toEqual({ _id: "image-abc-10x10-jpg" });
    expect(out.page.list[1]!.asset).toEqual({ _id: "image-abc-10x10-jpg" });
    expect("jsonLd" in out).toBe(false);
    expect(documentOnly!.jsonLd).toEqual(value.jsonLd);
    expect(documentOnly!.lqip.get("image-abc-10x10-jpg")).toBe(LQIP);
    // The walks copy: the loader's own value is left as it was.
    expect(value.page.cover.asset.metadata.lqip).toBe(LQIP);
  });

  it("for a data request (no holder): the JSON-LD and LQIPs stay in the data", () => {
    const { args: a } = args("http://x/menu", false);
    const out = storedPageData(a, value);
    expect(out.page.title).toEqual({ it: "Casa" });
    expect(out.page.cover.asset.metadata.lqip).toBe(LQIP);
    expect(out.jsonLd).toEqual(value.jsonLd);
  });
});

describe("withoutNulls", () => {
  it("drops null fields of objects at any depth and keeps array places", () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 0, e: "" }, f: [null, { g: null }] })).toEqual({ b: { d: 0, e: "" }, f: [null, {}] });
  });
});

describe("withoutShapeTypes", () => {
  it("drops the _type and _key of shape-only objects and keeps those of blocks, rich text and images", () => {
    const blocks = [
      { _type: "hero", _key: "h0", title: { _type: "localeString", it: "Casa" }, image: { _type: "image", hotspot: { _type: "sanity.imageHotspot", x: 0.5 } } },
      {
        _type: "richText",
        _key: "r1",
        body: {
          _type: "localeBlockContent",
          it: [{ _type: "block", _key: "b0", children: [{ _type: "span", _key: "s0", text: "Sì" }], markDefs: [{ _type: "link", _key: "l0", href: "/" }] }],
        },
      },
    ];
    expect(withoutShapeTypes(blocks)).toEqual([
      { _type: "hero", _key: "h0", title: { it: "Casa" }, image: { _type: "image", hotspot: { x: 0.5 } } },
      {
        _type: "richText",
        _key: "r1",
        body: {
          it: [{ _type: "block", _key: "b0", children: [{ _type: "span", _key: "s0", text: "Sì" }], markDefs: [{ _type: "link", _key: "l0", href: "/" }] }],
        },
      },
    ]);
    expect(withoutShapeTypes({ hours: [{ _key: "d1", _type: "openingDay", ranges: [{ _key: "r0", _type: "timeRange", opens: "10:00" }] }] })).toEqual({
      hours: [{ ranges: [{ opens: "10:00" }] }],
    });
  });

  it("no shape-only type is a block's type (a block is drawn by its _type)", () => {
    expect(Object.keys(BLOCK_REGISTRY).filter((type) => SHAPE_TYPES.has(type))).toEqual([]);
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
