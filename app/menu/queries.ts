/**
 * The menu's queries (routes/menu.tsx, routes/menu-entry.tsx), shaped as their pages draw them
 * (content-client/fragments.ts): the visitor's language (`$locale`), no nulls, no untitled dishes. The
 * calls are marked pure, so that a browser chunk that imports a constant from here (the menu's
 * page size) leaves the query text out.
 */
import { defineQuery } from "groq";
import { DESCRIPTION, IMAGE, INTRO, TITLE, TITLED } from "../content-client/fragments";

/** What a printed menu line shows of a dish (the menu's, a block's): no picture. */
export const MENU_ITEM_TEXT =
  /* groq */ `"slug": slug.current, ${TITLE}, ${DESCRIPTION}, price, ...select(defined(allergens) => {allergens}), ...select(defined(traces) => {traces}), vegetarian, glutenFree` as const;
/** A dish's picture, where it has one. */
export const MENU_ITEM_PICTURE = /* groq */ `...select(defined(image.asset) => {"image": image${IMAGE}})` as const;

/** A dish as a card or a menu line shows it. */
export const MENU_ITEM_CARD = /* groq */ `_id, _updatedAt, ${MENU_ITEM_TEXT}, ${MENU_ITEM_PICTURE}` as const;

/**
 * The menu is paged by category, so that its document stays within a budget however large the menu
 * grows: each page shows MENU_CATEGORIES_PER_PAGE categories, each with its first
 * MENU_ITEMS_PER_CATEGORY dishes and its dish count (its own page, /menu/{category}, lists them all).
 * The demo menu fits one page whole.
 */
export const MENU_CATEGORIES_PER_PAGE = 8;
export const MENU_ITEMS_PER_CATEGORY = 12;

export const MENU_QUERY = /* @__PURE__ */ defineQuery(`{
  "total": count(*[_type == "menuCategory" && ${TITLED}]),
  "categories": *[_type == "menuCategory" && ${TITLED}] | order(order asc)[$start...$end]{
    _id, _updatedAt, "slug": slug.current, ${TITLE}, ${INTRO}, ...select(defined(image.asset) => {"image": image${IMAGE}}),
    "itemCount": count(*[_type == "menuItem" && category._ref == ^._id && ${TITLED}]),
    "items": *[_type == "menuItem" && category._ref == ^._id && ${TITLED}] | order(order asc)[0...$perCategory]{${MENU_ITEM_CARD}}
  }
}`);

/** How many categories before the current one a menu entry's navigation links to (and after it, one more). */
export const MENU_ENTRY_NEIGHBOURS = 6;

/**
 * A menu entry: the slug decides whether it is a category or a dish. Its navigation names the
 * categories around its own (MENU_ENTRY_NEIGHBOURS each side), not all of them: a bounded list.
 */
export const MENU_ENTRY_QUERY =
  /* @__PURE__ */ defineQuery(`*[_type in ["menuCategory", "menuItem"] && slug.current == $slug && ${TITLED}][0]{
  _id, _type, _updatedAt, "slug": slug.current, ${TITLE}, ${INTRO}, ${DESCRIPTION},
  ...select(defined(price) => {price}), ...select(defined(allergens) => {allergens}), ...select(defined(traces) => {traces}),
  ...select(defined(vegetarian) => {vegetarian}), ...select(defined(glutenFree) => {glutenFree}),
  ...select(defined(image.asset) => {"image": image${IMAGE}}),
  _type == "menuItem" => {
    ...select(defined(category->_id) => {"category": category->{_id, "slug": slug.current, ${TITLE}}}),
    "related": *[_type == "menuItem" && category._ref == ^.category._ref && _id != ^._id && defined(image.asset) && ${TITLED}] | order(order asc)[0...4]{${MENU_ITEM_CARD}}
  },
  _type == "menuCategory" => {"items": *[_type == "menuItem" && category._ref == ^._id && ${TITLED}] | order(order asc){${MENU_ITEM_CARD}}},
  "navOrder": coalesce(category->order, order)
}{
  ...,
  "categoriesBefore": *[_type == "menuCategory" && defined(slug.current) && order < ^.navOrder && ${TITLED}] | order(order desc)[0...$neighbours]{_id, "slug": slug.current, ${TITLE}},
  "categoriesFrom": *[_type == "menuCategory" && defined(slug.current) && order >= ^.navOrder && ${TITLED}] | order(order asc)[0...$neighboursFrom]{_id, "slug": slug.current, ${TITLE}}
}`);
