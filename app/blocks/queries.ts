/**
 * A page and its blocks (routes/home.tsx, routes/page.tsx). The blocks are still asked for as
 * stored (`...`, both languages, every null): loaders/page-data.server.ts trims them for the
 * browser. What they show of other documents (dishes, articles, events) leaves out the untitled.
 */
import { defineQuery } from "groq";
import { TITLED } from "../content-client/fragments";

/**
 * An image field as stored, with what SanityImage needs: the asset's id (which holds its dimensions,
 * see media/image.ts) and LQIP.
 */
export const STORED_IMAGE_FIELDS = /* groq */ `_type, alt, hotspot, crop, "asset": asset->{_id, metadata{lqip}}`;
export const STORED_IMAGE = /* groq */ `{${STORED_IMAGE_FIELDS}}` as const;

/** A file field (the video block's clip): the asset's id (its URL is built from it, as an image's) and type. */
const FILE = /* groq */ `{_type, "asset": asset->{_id, mimeType, size, extension}}`;

const LINK = /* groq */ `{label, href}`;

/** An image in an array (gallery, launcher, double image): its key and caption too. */
const IMAGE_ITEM = /* groq */ `{_key, caption, ${STORED_IMAGE_FIELDS}}` as const;

/** A menu item as the blocks show it (cards, menu lines). */
const BLOCK_MENU_ITEM =
  /* groq */ `_id, _type, "slug": slug.current, title, description, price, allergens, traces, vegetarian, glutenFree, image${STORED_IMAGE}` as const;

/** An article as a block's card shows it. */
const BLOCK_ARTICLE = /* groq */ `_id, "slug": slug.current, title, excerpt, publishedAt, cover${STORED_IMAGE}` as const;

/**
 * Blocks, with references and images resolved one level deep (and nested blocks of a background).
 * A menuGallery without `items` gets dishes with pictures from the menu, in menu order. A referenced
 * document without a title is left out of a block's list (`[!defined(_id) || TITLED]`: items that
 * are not documents stay).
 */
const BLOCK_FIELDS = /* groq */ `
  ...,
  image{caption, ${STORED_IMAGE_FIELDS}},
  cover${STORED_IMAGE},
  poster${STORED_IMAGE},
  file${FILE},
  images[]${IMAGE_ITEM},
  link${LINK},
  cta${LINK},
  "article": article->{${BLOCK_ARTICLE}},
  "items": select(
    defined(items) => items[]{..., _type == "reference" => @->{${BLOCK_MENU_ITEM}, "category": category->{"slug": slug.current, title}}}[!defined(_id) || ${TITLED}],
    _type == "menuGallery" => *[_type == "menuItem" && defined(image.asset) && defined(slug.current) && ${TITLED}] | order(category->order asc, order asc)[0...8]{${BLOCK_MENU_ITEM}}
  ),
  _type == "news" => {"articles": *[_type == "article" && defined(slug.current) && ${TITLED}] | order(publishedAt desc)[0...12]{${BLOCK_ARTICLE}}},
  _type == "upcomingEvents" => {"events": *[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now) && ${TITLED}] | order(start asc, _id asc)[0...6]{"slug": slug.current, title, start, end, "soldOut": select(soldOut == true => true)}},
  "category": category->{_id, "slug": slug.current, title, intro, image${STORED_IMAGE},
    "items": *[_type == "menuItem" && references(^._id) && ${TITLED}] | order(order asc){${BLOCK_MENU_ITEM}}}
` as const;

const BLOCKS = /* groq */ `blocks[]{
  ${BLOCK_FIELDS},
  blocks[]{${BLOCK_FIELDS}}
}` as const;

/**
 * A page and its blocks. `$now` (events/rules.ts queryNow: the request's instant to the minute) is
 * when the next events block's events are still to come.
 */
export const PAGE_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "page" && slug.current == $slug && ${TITLED}][0]{
  _id, _type, _updatedAt, "slug": slug.current, title, layout, seo{title, description, shareImage${STORED_IMAGE}}, middleware,
  ${BLOCKS}
}`);
