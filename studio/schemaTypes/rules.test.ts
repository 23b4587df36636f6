import { expect, test } from "vitest";
import {
  allergensRule,
  embedUrlRule,
  glutenFreeRule,
  hrefRule,
  inPageLinksRule,
  openingExceptionRule,
  openingWeekRule,
  pageSlugRule,
  priceRule,
  sameShapeRule,
  slugify,
  slugRule,
  timeRangeRule,
  timeRule,
  tracesRule,
  vegetarianRule,
  WEEKDAYS,
} from "./rules";

test("slugs follow the site's rule: lowercase, digits, single hyphens, at most 96 characters", () => {
  expect(slugRule("pasta-e-ceci")).toBe(true);
  for (const bad of ["Pasta", "pasta--ceci", "-pasta", "pasta_e_ceci", "", "a".repeat(97)])
    expect(slugRule(bad), bad).not.toBe(true);
  expect(slugRule("a".repeat(96))).toBe(true);
});

test("a page cannot take a slug the router claims", () => {
  for (const route of ["menu", "journal", "en", "it", "m", "healthz"])
    expect(pageSlugRule(route), route).not.toBe(true);
  expect(pageSlugRule("about")).toBe(true);
});

test("a title suggests a slug the rule accepts", () => {
  expect(slugify("Carciofo alla giudìa!")).toBe("carciofo-alla-giudia");
  expect(slugRule(slugify(`${"Lunghissimo ".repeat(12)}titolo`))).toBe(true);
});

test("hrefs are site paths without a language prefix, anchors, or absolute addresses", () => {
  for (const good of [
    "/",
    "/menu",
    "/menu/pasta-e-ceci#x",
    "#serate",
    "https://example.com",
    "mailto:a@b.example",
    "tel:+390600",
  ])
    expect(hrefRule(good), good).toBe(true);
  for (const bad of ["/en/menu", "/it", "javascript:alert(1)", "//evil.example", "menu"])
    expect(hrefRule(bad), bad).not.toBe(true);
});

test("only the privacy-enhanced players embed", () => {
  expect(embedUrlRule("https://www.youtube-nocookie.com/embed/abc")).toBe(true);
  expect(embedUrlRule("https://player.vimeo.com/video/1")).toBe(true);
  expect(embedUrlRule("https://www.youtube.com/watch?v=abc")).not.toBe(true);
});

test("a price is euros above zero in whole cents", () => {
  expect(priceRule(12.5)).toBe(true);
  expect(priceRule(0.1)).toBe(true);
  for (const bad of [0, -1, 12.345, Number.NaN]) expect(priceRule(bad), String(bad)).not.toBe(true);
});

test("times are HH:MM", () => {
  expect(timeRule("00:30")).toBe(true);
  for (const bad of ["24:00", "9:30", "19.30"]) expect(timeRule(bad), bad).not.toBe(true);
});

test("allergens are the EU's 14, each once; gluten-free and vegetarian agree with them", () => {
  expect(allergensRule(["gluten", "milk"])).toBe(true);
  expect(allergensRule(["garlic"])).not.toBe(true);
  expect(allergensRule(["milk", "milk"])).not.toBe(true);
  expect(glutenFreeRule({ glutenFree: true, allergens: ["gluten"] })).not.toBe(true);
  expect(glutenFreeRule({ glutenFree: true, allergens: ["milk"] })).toBe(true);
  expect(vegetarianRule({ vegetarian: true, allergens: ["fish"] })).not.toBe(true);
  expect(vegetarianRule({ vegetarian: false, allergens: ["fish"] })).toBe(true);
});

test("the week has seven days, Monday first; an exception is closed or has hours", () => {
  expect(openingWeekRule(WEEKDAYS.map((day) => ({ day })))).toBe(true);
  expect(openingWeekRule(WEEKDAYS.slice(1).map((day) => ({ day })))).not.toBe(true);
  expect(openingExceptionRule({ from: "2026-12-24", to: "2026-12-24", closed: false, ranges: [{}] })).toBe(true);
  expect(openingExceptionRule({ from: "2026-12-24", to: "2026-12-23", closed: true })).not.toBe(true);
  expect(openingExceptionRule({ from: "2026-12-24", to: "2026-12-24", closed: true, ranges: [{}] })).not.toBe(true);
  expect(openingExceptionRule({ from: "2026-12-24", to: "2026-12-24", closed: false })).not.toBe(true);
});

test("an in-page link needs a block with its anchor", () => {
  const menu = { _type: "subMenu", items: [{ _type: "subMenuItem", anchor: "serate" }] };
  expect(inPageLinksRule([menu, { _type: "background", blocks: [{ _type: "title", anchor: "serate" }] }])).toBe(true);
  expect(inPageLinksRule([menu])).not.toBe(true);
});

test("both languages of a body have the same blocks", () => {
  expect(sameShapeRule([{ _type: "block" }, { _type: "image" }], [{ _type: "block" }, { _type: "image" }])).toBe(true);
  expect(sameShapeRule([{ _type: "block" }, { _type: "image" }], [{ _type: "block" }])).not.toBe(true);
});

test("'may contain traces' lists each of the 14 once, never one the dish holds; gluten-free rules out traces of gluten", () => {
  expect(tracesRule({ allergens: ["milk"], traces: ["nuts", "sesame"] })).toBe(true);
  expect(tracesRule({ allergens: ["milk"] })).toBe(true);
  expect(tracesRule({ allergens: ["milk", "nuts"], traces: ["nuts"] })).toMatch(/contained and as a trace: nuts/);
  expect(tracesRule({ traces: ["nuts", "nuts"] })).toBe("Each allergen once");
  expect(tracesRule({ traces: ["pistachio"] })).toMatch(/Not one of the 14/);
  expect(glutenFreeRule({ glutenFree: true, traces: ["gluten"] })).toMatch(/traces of gluten/);
  expect(glutenFreeRule({ glutenFree: true, traces: ["nuts"] })).toBe(true);
  expect(glutenFreeRule({ glutenFree: false, traces: ["gluten"] })).toBe(true);
});

test("a range closing before it opens runs past midnight; opening and closing at the same time is refused", () => {
  expect(timeRangeRule({ opens: "19:00", closes: "01:00" })).toBe(true);
  expect(timeRangeRule({ opens: "10:00", closes: "15:30" })).toBe(true);
  expect(timeRangeRule({ opens: "19:00", closes: "19:00" })).toMatch(/same time/);
  expect(timeRangeRule({ opens: "00:00", closes: "00:00" })).toMatch(/same time/);
  expect(timeRangeRule(undefined)).toBe(true);
});
