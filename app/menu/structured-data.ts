/**
 * The menu as schema.org `Menu` → `MenuSection` (a category) → `MenuItem` (a dish), with prices
 * as `Offer`s in euros and the diets a dish suits. Every menu page (the listing, a category, a dish)
 * emits a `Menu` in the page's language, holding what the page shows.
 */
import type { MenuCategory, MenuItemCard } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { SCHEMA_ORG, absoluteImageUrl, absoluteUrl, compact, type JsonLdNode, type SeoContext } from "~/ui/json-ld";

export const DIET = {
  vegetarian: `${SCHEMA_ORG}/VegetarianDiet`,
  glutenFree: `${SCHEMA_ORG}/GlutenFreeDiet`,
} as const;

/**
 * A dish. Its diets are the kitchen's flags, and never a claim the allergens contradict: a dish that
 * contains gluten, or may contain traces of it, is not said to suit a gluten-free diet whatever its
 * flag says (the Studio refuses that flag too; the structured data must not depend on it).
 */
export function menuItemJsonLd(item: MenuItemCard, ctx: SeoContext): JsonLdNode {
  const diets: string[] = [];
  const gluten = [item.allergens, item.traces].some((list) => Array.isArray(list) && list.includes("gluten"));
  if (item.vegetarian === true) diets.push(DIET.vegetarian);
  if (item.glutenFree === true && !gluten) diets.push(DIET.glutenFree);
  return compact({
    "@type": "MenuItem",
    name: localized<string>(item.title, ctx.locale),
    description: localized<string>(item.description, ctx.locale),
    url: absoluteUrl(ctx, `/menu/${item.slug}`),
    image: absoluteImageUrl(ctx, item.image, { width: 1200, height: 900 }),
    offers:
      typeof item.price === "number" && Number.isFinite(item.price) ?
        { "@type": "Offer", price: item.price.toFixed(2), priceCurrency: "EUR" }
      : undefined,
    suitableForDiet: diets,
  });
}

/** A menu section's source: a category, or what a dish's page has of its category (its title and slug). */
export type MenuSectionSource = Pick<MenuCategory, "title" | "slug"> &
  Partial<Pick<MenuCategory, "intro" | "image" | "items">>;

export function menuSectionJsonLd(
  category: MenuSectionSource,
  ctx: SeoContext,
  items: MenuItemCard[] = category.items ?? [],
): JsonLdNode {
  return compact({
    "@type": "MenuSection",
    name: localized<string>(category.title, ctx.locale),
    description: localized<string>(category.intro, ctx.locale),
    url: absoluteUrl(ctx, `/menu/${category.slug}`),
    image: absoluteImageUrl(ctx, category.image, { width: 1200, height: 800 }),
    hasMenuItem: items.map((item) => menuItemJsonLd(item, ctx)),
  });
}

/** The venue's menu with the given sections; `name` is the menu's title in the page's language. */
export function menuJsonLd(sections: JsonLdNode[], ctx: SeoContext, name: string): JsonLdNode {
  const url = absoluteUrl(ctx, "/menu");
  return compact({
    "@context": SCHEMA_ORG,
    "@type": "Menu",
    "@id": `${url}#menu`,
    name,
    url,
    inLanguage: ctx.locale,
    hasMenuSection: sections,
  });
}
