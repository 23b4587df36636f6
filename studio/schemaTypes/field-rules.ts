/**
 * Which rule of rules.ts guards which field, for the checks that run without the `sanity` package:
 * the embedded content service checks every dataset it loads against the extracted schema
 * (studio/schema.json) and these rules (studio/schema-check.ts). The Studio and
 * `npm run content:validate` run the same rules through the schema's `validation`;
 * schema-check.test.ts holds the two to the same verdicts, field by field.
 *
 * Keys: `type.field`, where `type` is a named type of the schema (a document, a block, an object,
 * `localeString`) or an unnamed object by its `_type` (Portable Text's `link`); `type` alone for a
 * rule on the whole object; `*.field` for that field on every type that has it; `type.field[]` for
 * each item of a list (the values a list of strings offers, which Sanity checks item by item). Only the rules the
 * Studio reports as errors are here: a warning (a missing English text, a picture of another size)
 * does not break the schema.
 */
import { FALLBACK_LOCALE, LOCALES } from "../../site/locales";
import {
  ALLERGENS,
  PAGE_MIDDLEWARES,
  allergensRule,
  anchorRule,
  bookingUrlRule,
  embedUrlRule,
  eventPriceRule,
  eventTimesRule,
  glutenFreeRule,
  hexColourRule,
  hrefRule,
  inPageLinksRule,
  languageTextRule,
  oneLineRule,
  oneOfRule,
  openingExceptionRule,
  openingWeekRule,
  pageSlugRule,
  phoneRule,
  priceRule,
  productListsRule,
  slugRule,
  timeRangeRule,
  timeRule,
  tracesRule,
  vegetarianRule,
  videoSourceRule,
  type RuleResult,
} from "./rules";

export interface RuleContext {
  /** The object holding the field (for a rule on a whole object, that object). */
  parent: Record<string, unknown>;
  document: Record<string, unknown>;
}

export type FieldRule = (value: unknown, context: RuleContext) => RuleResult;

const slugCurrent =
  (rule: (current: unknown) => RuleResult): FieldRule =>
  (value) =>
    rule((value as { current?: unknown } | undefined)?.current);
const onDocument =
  (rule: (document: never) => RuleResult): FieldRule =>
  (_value, { document }) =>
    rule(document as never);
const plain =
  (rule: (value: never) => RuleResult): FieldRule =>
  (value) =>
    rule(value as never);

const localised = (kind: "localeString" | "localeText" | "localeBlockContent"): Record<string, FieldRule[]> =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      `${kind}.${locale}`,
      [
        ...(locale === FALLBACK_LOCALE ?
          [plain(languageTextRule(locale, kind === "localeBlockContent" ? "blocks" : "text"))]
        : []),
        ...(kind === "localeString" ? [plain(oneLineRule)] : []),
      ],
    ]),
  );

export const FIELD_RULES: Readonly<Record<string, readonly FieldRule[]>> = {
  ...localised("localeString"),
  ...localised("localeText"),
  ...localised("localeBlockContent"),
  "link.href": [plain(hrefRule)],
  "*.anchor": [plain(anchorRule)],

  "siteSettings.themeColor": [plain(hexColourRule)],
  "siteSettings.tileColor": [plain(hexColourRule)],
  "siteSettings.brandColor": [plain(hexColourRule)],
  "siteSettings.openingHours": [plain(openingWeekRule)],
  "page.slug": [slugCurrent(pageSlugRule)],
  "page.blocks": [plain(inPageLinksRule)],
  "menuCategory.slug": [slugCurrent(slugRule)],
  "menuItem.slug": [slugCurrent(slugRule)],
  "menuItem.price": [plain(priceRule)],
  "menuItem.allergens": [plain(allergensRule)],
  "menuItem.allergens[]": [plain(oneOfRule(ALLERGENS))],
  "menuItem.traces": [onDocument(tracesRule)],
  "menuItem.traces[]": [plain(oneOfRule(ALLERGENS))],
  "allergenInfo.allergens[]": [plain(oneOfRule(ALLERGENS))],
  "page.middleware[]": [plain(oneOfRule(PAGE_MIDDLEWARES))],
  "menuItem.vegetarian": [onDocument(vegetarianRule)],
  "menuItem.glutenFree": [onDocument(glutenFreeRule)],
  "article.slug": [slugCurrent(slugRule)],
  "event.slug": [slugCurrent(slugRule)],
  "event.end": [onDocument(eventTimesRule)],
  "event.price": [plain(priceRule), onDocument(eventPriceRule)],
  "event.bookingUrl": [plain(bookingUrlRule)],
  "event.bookingPhone": [plain(phoneRule)],

  "ctaLink.href": [plain(hrefRule)],
  "navLink.href": [plain(hrefRule)],
  "underlineCallToAction.href": [plain(hrefRule)],
  "logo.href": [plain(hrefRule)],
  "footerLogo.href": [plain(hrefRule)],
  "timeRange.opens": [plain(timeRule)],
  "timeRange.closes": [plain(timeRule)],
  timeRange: [plain(timeRangeRule)],
  openingException: [plain(openingExceptionRule)],
  productLists: [plain(productListsRule)],
  videoPlayer: [plain(videoSourceRule)],
  "videoPlayer.embedUrl": [plain(embedUrlRule)],
};
