import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import routeConfig from "../app/routes.ts";
import { parseRouteId } from "../app/i18n/route-names.ts";
import { propertyOf } from "../site/narrow.ts";
import { demoViews, locationsOf, mainDocumentAt } from "../tests/support/presentation.ts";
import { locations } from "./presentation.ts";

/**
 * The Presentation tool's maps, checked against the site's own route table (app/routes.ts, matched
 * by React Router as the site matches a request) over every document of the demo dataset.
 */
const views = demoViews();
const published = views.published;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const refOf = (value: unknown) => text(propertyOf(value, "_ref"));
const slugOf = (doc: unknown) => text(propertyOf(propertyOf(doc, "slug"), "current"));

const toRouteObject = (entry: RouteConfigEntry): RouteObject =>
  entry.index ?
    { id: entry.id, index: true, caseSensitive: entry.caseSensitive }
  : {
      id: entry.id,
      path: entry.path,
      caseSensitive: entry.caseSensitive,
      children: entry.children?.map(toRouteObject),
    };
const siteRoutes = routeConfig.map(toRouteObject);

/** The screen the site serves at `href`: `menu-entry en primi`, `home default`. */
function screenAt(href: string): string {
  const matches = matchRoutes(siteRoutes, href) ?? [];
  const leaf = matches.at(-1);
  const route = leaf?.route.id ? parseRouteId(leaf.route.id) : null;
  if (!route) return `no screen at ${href}`;
  return [route.name, route.variant, leaf?.params.slug].filter(Boolean).join(" ");
}

/** Each screen as Italian (unprefixed) and English: the variants a location must name. */
const bothLanguages = (screen: string, slug?: string) =>
  ["default", "en"].map((variant) => [screen, variant, slug].filter(Boolean).join(" "));

/** What the site shows each document on, read from the dataset itself. */
function expectedScreens(doc: (typeof published.documents)[number]): string[] {
  const slug = slugOf(doc);
  switch (doc._type) {
    case "siteSettings":
      return ["home", "menu", "journal", "events"].flatMap((screen) => bothLanguages(screen));
    case "page":
      return slug === "home" ? bothLanguages("home") : bothLanguages("page", slug);
    case "menuCategory":
      return [...bothLanguages("menu-entry", slug), ...bothLanguages("menu")];
    case "menuItem": {
      const category = published.byId.get(refOf(doc.category) ?? "");
      return [
        ...bothLanguages("menu-entry", slug),
        ...bothLanguages("menu"),
        ...bothLanguages("menu-entry", slugOf(category)),
      ];
    }
    case "article":
      return [...bothLanguages("article", slug), ...bothLanguages("journal")];
    case "event":
      return [...bothLanguages("event", slug), ...bothLanguages("events")];
    default:
      return [];
  }
}

const located = published.documents.filter((doc) => doc._type && doc._type in locations);

test("every type with a page of its own, and the settings, lists where it is shown", () => {
  expect(Object.keys(locations).sort()).toEqual([
    "article",
    "event",
    "menuCategory",
    "menuItem",
    "page",
    "siteSettings",
  ]);
  expect(new Set(located.map((doc) => doc._type)).size).toBe(6);
});

test("each demo document's locations are the site's own screens for it, in Italian and in English", () => {
  for (const doc of located) {
    const hrefs = locationsOf(doc, published)?.locations?.map((location) => location.href) ?? [];
    expect(hrefs.map(screenAt).sort(), doc._id).toEqual(expectedScreens(doc).sort());
  }
});

test("a dish lists its page, the menu and its category, each titled in its language", () => {
  expect(locationsOf(published.byId.get("menuItem-pasta-e-ceci")!, published)?.locations).toEqual([
    { title: "Pasta e ceci (Italiano)", href: "/menu/pasta-e-ceci" },
    { title: "Pasta e ceci (English)", href: "/en/menu/pasta-e-ceci" },
    { title: "Menu (Italiano)", href: "/menu" },
    { title: "Menu (English)", href: "/en/menu" },
    { title: "Primi (Italiano)", href: "/menu/primi" },
    { title: "Pasta & soups (English)", href: "/en/menu/primi" },
  ]);
});

test("the settings list every top page, and the home page document is the site's root", () => {
  const hrefs = (id: string) =>
    locationsOf(published.byId.get(id)!, published)?.locations?.map((location) => location.href);
  expect(hrefs("siteSettings")).toEqual([
    "/",
    "/en",
    "/menu",
    "/en/menu",
    "/journal",
    "/en/journal",
    "/events",
    "/en/events",
  ]);
  expect(hrefs("page-home")).toEqual(["/", "/en"]);
});

test("a document without its address yet says so instead of listing pages", () => {
  for (const _type of ["page", "menuCategory", "menuItem", "article", "event"]) {
    const state = locationsOf({ _id: `new-${_type}`, _type, title: { it: "Nuovo" } }, published);
    expect(state?.locations, _type).toBeUndefined();
    expect(state?.message, _type).toMatch(/slug/);
  }
});

test("an English title missing falls back to the Italian one, as the site shows it", () => {
  const dish = { _id: "menuItem-x", _type: "menuItem", slug: { current: "x" }, title: { it: "Supplì" } };
  expect(
    locationsOf(dish, published)
      ?.locations?.slice(0, 2)
      .map((location) => location.title),
  ).toEqual(["Supplì (Italiano)", "Supplì (English)"]);
});

test("every page of a demo document, in each of the site's three variants, opens that document beside it", async () => {
  const drafts = views.drafts;
  let checked = 0;
  for (const doc of drafts.documents.filter((d) =>
    ["page", "menuCategory", "menuItem", "article", "event"].includes(d._type ?? ""),
  )) {
    const own = locationsOf(doc, drafts)!.locations![0]!.href;
    for (const href of [own, `/en${own === "/" ? "" : own}`, `/it${own === "/" ? "" : own}`]) {
      expect(await mainDocumentAt(href, drafts), href).toEqual({ _id: doc._id, _type: doc._type });
      checked += 1;
    }
  }
  // The demo's 7 pages, 7 categories, 49 dishes, 13 articles and 8 events.
  expect(checked).toBe(3 * (7 + 7 + 49 + 13 + 8));
});

test("listing pages and addresses with no document open none", async () => {
  for (const href of [
    "/menu",
    "/en/journal",
    "/it/events",
    "/events?page=2",
    "/nessuna",
    "/en/menu/nessuno",
    "/journal/nessuno",
    "/events/nessuno",
  ]) {
    expect(await mainDocumentAt(href, published), href).toBeNull();
  }
});
