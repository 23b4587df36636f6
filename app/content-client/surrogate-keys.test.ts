import { expect, test } from "vitest";
import { SETTINGS_QUERY } from "~/chrome/queries";
import { MENU_ENTRY_QUERY, MENU_QUERY } from "~/menu/queries";
import { FEED_QUERY } from "~/seo/queries";
import {
  MAX_KEYS,
  SURROGATE_KEY_HEADER_NAMES,
  SurrogateKeys,
  queryNames,
  publishKeys,
  surrogateKeyHeaders,
} from "@site/surrogate-keys";

test("a query's listed types are those its filters select, not a lookup cut to one document; ids asked for are named", () => {
  expect(queryNames(MENU_QUERY).types.sort()).toEqual(["menuCategory", "menuItem"]);
  // The entry itself is `[0]`; its related dishes, its category's dishes and the neighbouring categories are lists.
  expect(queryNames(MENU_ENTRY_QUERY).types.sort()).toEqual(["menuCategory", "menuItem"]);
  expect(queryNames(`*[_type == "article" && slug.current == $slug][0]{title}`)).toEqual({ types: [], ids: [] });
  expect(queryNames(`*[_type in ["page", "event"]] | order(_id)[0...3]`).types.sort()).toEqual(["event", "page"]);
  // The feed asks for the settings' title without their id.
  expect(queryNames(FEED_QUERY).ids).toEqual(["siteSettings"]);
  expect(queryNames(SETTINGS_QUERY)).toEqual({ types: [], ids: ["siteSettings"] });
});

test("a response names its documents by published id, its lists by type, and always the site", () => {
  const keys = new SurrogateKeys();
  keys.add(SETTINGS_QUERY, {
    _id: "siteSettings",
    title: "Salone",
    shareImage: { asset: { _id: "image-abc-10x10-jpg" } },
  });
  keys.add(
    `*[_type == "menuItem" && slug.current == $slug][0]{_id, _type, "category": category->{_id}, "related": *[_type == "menuItem"][0...2]{_id}}`,
    {
      _id: "drafts.dish-a",
      _type: "menuItem",
      category: { _id: "cat-1" },
      related: [{ _id: "dish-b" }, { _id: "dish-c" }],
    },
  );
  expect(keys.keys()).toEqual(["site", "type:menuItem", "siteSettings", "dish-a", "cat-1", "dish-b", "dish-c"]);
  expect(keys.keys({ missing: true })).toContain("missing");
});

test("a page with hundreds of dishes names their type, not each id, and stays within the bound", () => {
  const keys = new SurrogateKeys();
  const dishes = Array.from({ length: 300 }, (_, i) => ({ _id: `dish-${i}`, _type: "menuItem" }));
  keys.add(`*[_id == "siteSettings"][0]`, { _id: "siteSettings" });
  keys.add(`{"items": items[]->}`, { _id: "page-1", _type: "page", items: dishes });
  const named = keys.keys();
  expect(named).toEqual(["site", "type:menuItem", "siteSettings", "page-1"]);
  // A list whose documents do not say their type cannot be named by it: the response is purged by every publish.
  const untyped = new SurrogateKeys();
  untyped.add(`{"items": items[]->}`, { items: dishes.map(({ _id }) => ({ _id })) });
  expect(untyped.keys()).toEqual(["site", "any-publish"]);
  expect(surrogateKeyHeaders(named, SURROGATE_KEY_HEADER_NAMES).every(([, value]) => value.length < 200)).toBe(true);
  expect(MAX_KEYS).toBeLessThanOrEqual(64);
});

test("a publish names the document, its type's lists, the 404s and every oversized page; a body without them names nothing", () => {
  expect(publishKeys({ _id: "drafts.dish-a", _type: "menuItem", slug: { current: "tagliolini" } })).toEqual([
    "missing",
    "any-publish",
    "dish-a",
    "type:menuItem",
  ]);
  expect(
    publishKeys([
      { _id: "a", _type: "article" },
      { _id: "b", _type: "article" },
    ]),
  ).toEqual(["missing", "any-publish", "a", "type:article", "b"]);
  for (const body of [
    undefined,
    null,
    {},
    [],
    { _id: "a" },
    { _id: "a b", _type: "x" },
    "text",
    [{ _id: "a", _type: "x" }, 3],
  ])
    expect(publishKeys(body)).toBeNull();
});

test("the headers: xkey and Surrogate-Key space separated, Cache-Tag comma separated", () => {
  expect(surrogateKeyHeaders(["site", "a"], SURROGATE_KEY_HEADER_NAMES)).toEqual([
    ["xkey", "site a"],
    ["Surrogate-Key", "site a"],
    ["Cache-Tag", "site,a"],
  ]);
});
