import { expect, test } from "vitest";
import type { MenuCategory, MenuItemCard } from "~/content-client/types";
import {
  filterMenu,
  isFilterActive,
  matchesFilter,
  menuFilterOnlyChange,
  parseMenuFilter,
  serializeMenuFilter,
  toggle,
  withTraces,
} from "./menu-filter";
import { drifted } from "../../tests/support/drifted";

// Dishes and categories with only the fields the filter reads: the rest of the schema's is left out.
const item = (slug: string, fields: Partial<MenuItemCard> = {}) =>
  drifted<MenuItemCard>({ _id: `menuItem-${slug}`, slug, allergens: [], ...fields });
const CATEGORIES = [
  drifted<MenuCategory>({
    _id: "c1",
    slug: "antipasti",
    items: [
      item("suppli", { allergens: ["gluten", "milk", "eggs"], vegetarian: true }),
      item("carciofo", { vegetarian: true, glutenFree: true }),
      item("fritto", { allergens: ["gluten", "fish"] }),
    ],
  }),
  drifted<MenuCategory>({
    _id: "c2",
    slug: "secondi",
    items: [item("saltimbocca", { allergens: ["milk"], glutenFree: true })],
  }),
  drifted<MenuCategory>({
    _id: "c3",
    slug: "vini",
    items: [item("frascati", { allergens: ["sulphites"], vegetarian: true, glutenFree: true })],
  }),
];

const slugs = (categories: MenuCategory[]) => categories.flatMap((c) => (c.items ?? []).map((i) => i.slug));
const parse = (query: string) => parseMenuFilter(new URLSearchParams(query));

test("the filter is read from the query; unknown values are ignored, repeats and commas both work", () => {
  expect(parse("diet=vegetarian&without=milk&without=nuts")).toEqual({
    diets: ["vegetarian"],
    without: ["milk", "nuts"],
    excludeTraces: false,
  });
  expect(parse("without=nuts,milk&diet=gluten-free&diet=vegan&without=chocolate")).toEqual({
    diets: ["gluten-free"],
    without: ["milk", "nuts"],
    excludeTraces: false,
  });
  expect(parse("without=nuts&traces=exclude").excludeTraces).toBe(true);
  expect(parse("without=nuts&traces=yes").excludeTraces).toBe(false);
  expect(isFilterActive(parse("utm_source=qr"))).toBe(false);
});

test("the query a filter writes is canonical: diets first, allergens in the Annex's order", () => {
  expect(serializeMenuFilter(parse("without=sulphites&without=gluten&diet=gluten-free&diet=vegetarian"))).toBe(
    "diet=vegetarian&diet=gluten-free&without=gluten&without=sulphites",
  );
  expect(serializeMenuFilter(toggle(parse("without=milk"), "without", "eggs", true))).toBe("without=eggs&without=milk");
  expect(serializeMenuFilter(toggle(parse("diet=vegetarian"), "diet", "vegetarian", false))).toBe("");
});

test("vegetarian and gluten-free follow the kitchen's flags; 'without' excludes dishes that declare the allergen", () => {
  expect(slugs(filterMenu(CATEGORIES, parse("diet=vegetarian")).categories)).toEqual([
    "suppli",
    "carciofo",
    "frascati",
  ]);
  // Gluten-free is the kitchen's guarantee, not the absence of the gluten allergen.
  expect(slugs(filterMenu(CATEGORIES, parse("diet=gluten-free")).categories)).toEqual([
    "carciofo",
    "saltimbocca",
    "frascati",
  ]);
  expect(matchesFilter(item("plain"), parse("diet=gluten-free"))).toBe(false);
  expect(slugs(filterMenu(CATEGORIES, parse("without=gluten&without=milk")).categories)).toEqual([
    "carciofo",
    "frascati",
  ]);
  expect(slugs(filterMenu(CATEGORIES, parse("diet=vegetarian&without=sulphites")).categories)).toEqual([
    "suppli",
    "carciofo",
  ]);
});

test("empty categories are dropped and the counts say how many dishes pass", () => {
  const result = filterMenu(CATEGORIES, parse("without=milk&without=sulphites"));
  expect(result.categories.map((c) => c.slug)).toEqual(["antipasti"]);
  expect(result).toMatchObject({ shown: 2, total: 5 });
  expect(filterMenu(CATEGORIES, parse(""))).toMatchObject({ shown: 5, total: 5, categories: CATEGORIES });
});

test("only a change of the menu's filter skips reloading data", () => {
  const u = (path: string) => new URL(path, "https://salone.example");
  expect(menuFilterOnlyChange(u("/menu"), u("/menu?diet=vegetarian"))).toBe(true);
  expect(menuFilterOnlyChange(u("/en/menu?without=milk"), u("/en/menu"))).toBe(true);
  expect(menuFilterOnlyChange(u("/it/menu?without=milk"), u("/it/menu?without=milk&without=eggs"))).toBe(true);
  // Same URL (a reload), another page, another parameter, another language: loaders run as usual.
  expect(menuFilterOnlyChange(u("/menu?diet=vegetarian"), u("/menu?diet=vegetarian"))).toBe(false);
  expect(menuFilterOnlyChange(u("/journal"), u("/journal?page=2"))).toBe(false);
  expect(menuFilterOnlyChange(u("/menu"), u("/menu?preview=1"))).toBe(false);
  expect(menuFilterOnlyChange(u("/menu?diet=vegetarian"), u("/en/menu?diet=vegetarian"))).toBe(false);
  expect(menuFilterOnlyChange(u("/menu/suppli"), u("/menu/suppli?diet=vegetarian"))).toBe(false);
});

// Traces: the almond biscotti contain nuts; the cacio e pepe may contain traces of them.
const TRACES = [
  drifted<MenuCategory>({
    _id: "c4",
    slug: "dolci",
    items: [
      item("biscotti", { allergens: ["gluten", "eggs", "nuts"], traces: ["sesame"] }),
      item("cacio-e-pepe", { allergens: ["gluten", "milk"], traces: ["nuts"] }),
      item("frutta", { vegetarian: true, glutenFree: true }),
    ],
  }),
];

test("'without' leaves out what contains the allergen; with traces=exclude also what may contain traces of it", () => {
  expect(slugs(filterMenu(TRACES, parse("without=nuts")).categories)).toEqual(["cacio-e-pepe", "frutta"]);
  expect(slugs(filterMenu(TRACES, parse("without=nuts&traces=exclude")).categories)).toEqual(["frutta"]);
  expect(slugs(filterMenu(TRACES, parse("without=sesame")).categories)).toEqual(["biscotti", "cacio-e-pepe", "frutta"]);
  expect(slugs(filterMenu(TRACES, parse("without=sesame&traces=exclude")).categories)).toEqual([
    "cacio-e-pepe",
    "frutta",
  ]);
  // On its own it filters nothing: it qualifies the "without" choices.
  expect(filterMenu(TRACES, parse("traces=exclude"))).toMatchObject({ shown: 3, total: 3 });
});

test("the traces choice is kept in the query after the allergens, and only it changing reloads nothing", () => {
  expect(serializeMenuFilter(withTraces(parse("without=nuts"), true))).toBe("without=nuts&traces=exclude");
  expect(serializeMenuFilter(withTraces(parse("without=nuts&traces=exclude"), false))).toBe("without=nuts");
  expect(serializeMenuFilter(parse("traces=exclude&without=milk&diet=vegetarian"))).toBe(
    "diet=vegetarian&without=milk&traces=exclude",
  );
  const u = (path: string) => new URL(path, "https://salone.example");
  expect(menuFilterOnlyChange(u("/en/menu?without=nuts"), u("/en/menu?without=nuts&traces=exclude"))).toBe(true);
});
