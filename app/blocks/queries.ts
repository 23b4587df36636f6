/**
 * A page and its blocks (routes/home.tsx, routes/page.tsx), shaped as the blocks draw them
 * (content-client/fragments.ts): the visitor's language (`$locale`), no nulls, no shape-only `_type`s, no
 * untitled documents in a block's list. Each block type has its projection here, one line each, from
 * its schema (studio/schemaTypes/blocks): the settings' chrome blocks (chrome/queries.ts) are asked
 * for with the same ones.
 */
import { defineQuery } from "groq";
import {
  BODY,
  DESCRIPTION,
  IMAGE,
  IMAGE_FIELDS,
  INTRO,
  TITLE,
  TITLED,
  localisedText,
} from "../content-client/fragments";
import { ARTICLE_SUMMARY } from "../journal/queries";
import { MENU_ITEM_PICTURE, MENU_ITEM_TEXT } from "../menu/queries";

const SUBTITLE = localisedText("subtitle");
const TEXT = localisedText("text");
const LABEL = localisedText("label");
const CAPTION = localisedText("caption");
const NOTE = localisedText("note");
const ROLE = localisedText("role");
const TAGLINE = localisedText("tagline");

/** An image field, where it has a picture: `name` with what SanityImage draws. */
const image = <Name extends string>(name: Name) =>
  /* groq */ `...select(defined(${name}.asset) => {"${name}": ${name}${IMAGE}})` as const;
/** The pictures of a list (gallery, launcher, two pictures): their keys and captions too. */
const IMAGES =
  /* groq */ `...select(defined(images) => {"images": images[defined(asset)]{_key, ${CAPTION}, ${IMAGE_FIELDS}}})` as const;
/** A button's link (ctaLink): its label and where it goes. */
const link = <Name extends string>(name: Name) =>
  /* groq */ `...select(defined(${name}) => {"${name}": ${name}{${LABEL}, href}})` as const;
const ANCHOR = /* groq */ `...select(defined(anchor) => {anchor})`;

/** A dish as a block shows it (menu/queries.ts): a printed menu's line, or a card with its picture. */
const MENU_LINE = /* groq */ `_id, ${MENU_ITEM_TEXT}` as const;
const MENU_CARD = /* groq */ `_id, ${MENU_ITEM_TEXT}, ${MENU_ITEM_PICTURE}` as const;
/** The dishes a block chose, less those deleted or untitled since. */
const CHOSEN_DISHES = /* groq */ `(items[]->)[defined(_id) && ${TITLED}]` as const;

// The chrome blocks: configured in the settings (chrome/queries.ts), placeable on a page too.
export const HEADER_BLOCK = /* groq */ `sticky, overlayOnHero, showLanguageSwitcher`;
export const LOGO_BLOCK = /* groq */ `wordmark, ${LABEL}, href` as const;
export const HAMBURGER_BLOCK = /* groq */ `${LABEL}, ${localisedText("closeLabel")}` as const;
export const MOBILE_MENU_BLOCK = /* groq */ `showOpeningHours, showContacts, ${NOTE}` as const;
export const LANGUAGE_SWITCHER_BLOCK = /* groq */ `${LABEL}, display` as const;
export const FOOTER_BLOCK = /* groq */ `${NOTE}, showOpeningHours, showSocialLinks, showNavigation` as const;
export const FOOTER_LOGO_BLOCK = /* groq */ `wordmark, ${TAGLINE}, ${LABEL}, href` as const;

/**
 * What each block type draws. A menuGallery without chosen dishes shows dishes with pictures from the
 * menu, in menu order; a productLists is a printed menu (no pictures), its dishes chosen or a whole
 * category's. The news block's 12 newest articles and the next 6 events are cut to the block's own
 * `count` by the loader (trim.ts: GROQ slices by constants only).
 */
const BLOCK_FIELDS = /* groq */ `_key, _type, ${ANCHOR},
  _type == "richText" => {${BODY}},
  _type == "imageBlock" => {${image("image")}, ${CAPTION}},
  _type == "allergenInfo" => {${TITLE}, ${INTRO}, ...select(defined(allergens) => {allergens})},
  _type == "gallery" => {${TITLE}, ${IMAGES}},
  _type == "galleryLauncher" => {${LABEL}, ${image("cover")}, ${IMAGES}},
  _type == "centeredParagraph" => {${TEXT}},
  _type == "doubleImageText" => {${TITLE}, ${TEXT}, ${IMAGES}, ${link("link")}},
  _type == "doubleText" => {...select(defined(left) => {"left": left{${TITLE}, ${TEXT}}}), ...select(defined(right) => {"right": right{${TITLE}, ${TEXT}}})},
  _type == "externalLink" => {${LABEL}, url, ${DESCRIPTION}},
  _type == "glutenFreeIcon" => {${LABEL}},
  _type == "vegetarianIcon" => {${LABEL}},
  _type == "hero" => {${TITLE}, ${SUBTITLE}, ${image("image")}, ${link("cta")}},
  _type == "openingHours" => {${TITLE}, ${NOTE}},
  _type == "linedTitle" => {${TEXT}},
  _type == "menuGallery" => {${TITLE}, "items": select(
    defined(items) => ${CHOSEN_DISHES}{${MENU_CARD}},
    *[_type == "menuItem" && defined(image.asset) && defined(slug.current) && ${TITLED}] | order(category->order asc, order asc)[0...8]{${MENU_CARD}}
  )},
  _type == "news" => {${TITLE}, count, "articles": *[_type == "article" && defined(slug.current) && ${TITLED}] | order(publishedAt desc)[0...12]{_id, ${ARTICLE_SUMMARY}}},
  _type == "newsCard" => {...select(defined(article->_id) => {"article": article->{_id, ${ARTICLE_SUMMARY}}})},
  _type == "upcomingEvents" => {${TITLE}, count, "events": *[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now) && ${TITLED}] | order(start asc, _id asc)[0...6]{"slug": slug.current, ${TITLE}, start, end, ...select(soldOut == true => {"soldOut": true})}},
  _type == "productLists" => {${TITLE}, ${INTRO},
    ...select(defined(items) => {"items": ${CHOSEN_DISHES}{${MENU_LINE}}}),
    ...select(defined(category->_id) => {"category": category->{_id, "slug": slug.current, ${TITLE}, "items": *[_type == "menuItem" && references(^._id) && ${TITLED}] | order(order asc){${MENU_LINE}}}})
  },
  _type == "quote" => {${TEXT}, ...select(defined(author) => {author}), ${ROLE}},
  _type == "callToAction" => {${TITLE}, ${TEXT}, ${link("link")}, ${image("image")}},
  _type == "underlineCallToAction" => {${LABEL}, href},
  _type == "subMenu" => {${TITLE}, "items": items[]{_key, ${LABEL}, anchor}},
  _type == "title" => {${TEXT}, ...select(defined(level) => {level})},
  _type == "subtitle" => {${TEXT}},
  _type == "videoPlayer" => {${TITLE}, source, ...select(defined(file.asset) => {"file": file{"asset": asset->{_id, mimeType, size, extension}}}), ...select(defined(embedUrl) => {embedUrl}), ${image("poster")}, ${CAPTION}},
  _type == "header" => {${HEADER_BLOCK}},
  _type == "logo" => {${LOGO_BLOCK}},
  _type == "hamburger" => {${HAMBURGER_BLOCK}},
  _type == "mobileMenu" => {${MOBILE_MENU_BLOCK}},
  _type == "languageSwitcher" => {${LANGUAGE_SWITCHER_BLOCK}},
  _type == "footer" => {${FOOTER_BLOCK}},
  _type == "footerLogo" => {${FOOTER_LOGO_BLOCK}}
` as const;

/** A page's blocks, and those of its bands of colour (a band holds every block but another band). */
const BLOCKS = /* groq */ `...select(defined(blocks) => {"blocks": blocks[]{
  ${BLOCK_FIELDS},
  _type == "background" => {tone, ${image("image")}, "blocks": blocks[]{${BLOCK_FIELDS}}}
}})` as const;

/**
 * A page and its blocks. `$now` (events/rules.ts queryNow: the request's instant to the minute) is
 * when the next events block's events are still to come. Its search title and description stay in
 * both languages' shape ({"it"} or {"en"}) as every localised text; its share image is the page's.
 */
export const PAGE_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "page" && slug.current == $slug && ${TITLED}][0]{
  _id, _type, _updatedAt, "slug": slug.current, ${TITLE}, ...select(defined(layout) => {layout}),
  ...select(defined(seo) => {"seo": seo{${TITLE}, ${DESCRIPTION}, ${image("shareImage")}}}), ...select(defined(middleware) => {middleware}),
  ${BLOCKS}
}`);
