/**
 * GROQ, in one place. Parameters always travel as $params, never spliced into the query text.
 * Each query is wrapped in defineQuery so that `npm run typegen` finds it and writes its result type
 * (`<NAME>Result`) into sanity.types.ts; the fragments are plain constants, which TypeGen inlines.
 * The calls are marked pure, so that a browser chunk that imports a constant from here (the menu's
 * page size) leaves the query text out, as it did before the wrapper.
 */
import { defineQuery } from "groq";

/**
 * An image field with what SanityImage needs: the asset's id (which holds its dimensions, see
 * content/image.ts) and LQIP.
 */
export const IMAGE_FIELDS = /* groq */ `_type, alt, hotspot, crop, "asset": asset->{_id, metadata{lqip}}`;
export const IMAGE = `{${IMAGE_FIELDS}}`;

/** A file field (the video block's clip): the asset's id (its URL is built from it, as an image's) and type. */
export const FILE = /* groq */ `{_type, "asset": asset->{_id, mimeType, size, extension}}`;

const LINK = /* groq */ `{label, href}`;

/** An image in an array (gallery, launcher, double image): its key and caption too. */
const IMAGE_ITEM = /* groq */ `{_key, caption, ${IMAGE_FIELDS}}`;

/** A menu item as the blocks show it (cards, menu lines). */
const BLOCK_MENU_ITEM = /* groq */ `_id, _type, "slug": slug.current, title, description, price, allergens, traces, vegetarian, glutenFree, image${IMAGE}`;

/**
 * Blocks, with references and images resolved one level deep (and nested blocks of a background).
 * A menuGallery without `items` gets dishes with pictures from the menu, in menu order.
 */
const BLOCK_FIELDS = /* groq */ `
  ...,
  image{caption, ${IMAGE_FIELDS}},
  cover${IMAGE},
  poster${IMAGE},
  file${FILE},
  images[]${IMAGE_ITEM},
  link${LINK},
  cta${LINK},
  "article": article->{_id, "slug": slug.current, title, excerpt, publishedAt, cover${IMAGE}},
  "items": select(
    defined(items) => items[]{..., _type == "reference" => @->{${BLOCK_MENU_ITEM}, "category": category->{"slug": slug.current, title}}},
    _type == "menuGallery" => *[_type == "menuItem" && defined(image.asset) && defined(slug.current)] | order(category->order asc, order asc)[0...8]{${BLOCK_MENU_ITEM}}
  ),
  _type == "news" => {"articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0...12]{_id, "slug": slug.current, title, excerpt, publishedAt, cover${IMAGE}}},
  _type == "upcomingEvents" => {"events": *[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now)] | order(start asc, _id asc)[0...6]{"slug": slug.current, title, start, end, "soldOut": select(soldOut == true => true)}},
  "category": category->{_id, "slug": slug.current, title, intro, image${IMAGE},
    "items": *[_type == "menuItem" && references(^._id)] | order(order asc){${BLOCK_MENU_ITEM}}}
`;

export const BLOCKS = /* groq */ `blocks[]{
  ${BLOCK_FIELDS},
  blocks[]{${BLOCK_FIELDS}}
}`;

export const SETTINGS_QUERY = /* @__PURE__ */ defineQuery(`*[_id == "siteSettings"][0]{
  _id, _updatedAt, title, tagline, description, themeColor, tileColor, brandColor,
  shareImage${IMAGE}, address, geo, phone, email, servesCuisine, priceRange, acceptsReservations,
  openingHours, openingExceptions, socialLinks, navigation, legal, chrome
}`);

/** The page document the home screen shows, at the root of each locale (never at /home). */
export const HOME_SLUG = "home";

/**
 * A page and its blocks. `$now` (events/rules.ts queryNow: the request's instant to the minute) is
 * when the next events block's events are still to come.
 */
export const PAGE_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id, _type, _updatedAt, "slug": slug.current, title, layout, seo{title, description, shareImage${IMAGE}}, middleware,
  ${BLOCKS}
}`);

const MENU_ITEM_CARD = /* groq */ `_id, _updatedAt, "slug": slug.current, title, description, price, allergens, traces, vegetarian, glutenFree, image${IMAGE}`;

/**
 * The menu is paged by category, so that its document stays within a budget however large the menu
 * grows: each page shows MENU_CATEGORIES_PER_PAGE categories, each with its first
 * MENU_ITEMS_PER_CATEGORY dishes and its dish count (its own page, /menu/{category}, lists them all).
 * The demo menu fits one page whole.
 */
export const MENU_CATEGORIES_PER_PAGE = 8;
export const MENU_ITEMS_PER_CATEGORY = 12;

export const MENU_QUERY = /* @__PURE__ */ defineQuery(`{
  "total": count(*[_type == "menuCategory"]),
  "categories": *[_type == "menuCategory"] | order(order asc)[$start...$end]{
    _id, _updatedAt, "slug": slug.current, title, intro, image${IMAGE},
    "itemCount": count(*[_type == "menuItem" && category._ref == ^._id]),
    "items": *[_type == "menuItem" && category._ref == ^._id] | order(order asc)[0...$perCategory]{${MENU_ITEM_CARD}}
  }
}`);

/** How many categories before the current one a menu entry's navigation links to (and after it, one more). */
export const MENU_ENTRY_NEIGHBOURS = 6;

/**
 * A menu entry: the slug decides whether it is a category or an item. Its navigation names the
 * categories around its own (MENU_ENTRY_NEIGHBOURS each side), not all of them: a bounded list.
 */
export const MENU_ENTRY_QUERY = /* @__PURE__ */ defineQuery(`*[_type in ["menuCategory", "menuItem"] && slug.current == $slug][0]{
  _id, _type, _updatedAt, "slug": slug.current, title, intro, description, price, allergens, traces, vegetarian, glutenFree,
  image${IMAGE},
  _type == "menuItem" => {
    "category": category->{_id, "slug": slug.current, title},
    "related": *[_type == "menuItem" && category._ref == ^.category._ref && _id != ^._id && defined(image.asset)] | order(order asc)[0...4]{${MENU_ITEM_CARD}}
  },
  _type == "menuCategory" => {"items": *[_type == "menuItem" && category._ref == ^._id] | order(order asc){${MENU_ITEM_CARD}}},
  "navOrder": coalesce(category->order, order)
}{
  ...,
  "categoriesBefore": *[_type == "menuCategory" && defined(slug.current) && order < ^.navOrder] | order(order desc)[0...$neighbours]{_id, "slug": slug.current, title},
  "categoriesFrom": *[_type == "menuCategory" && defined(slug.current) && order >= ^.navOrder] | order(order asc)[0...$neighboursFrom]{_id, "slug": slug.current, title}
}`);

const ARTICLE_CARD = /* groq */ `_id, _updatedAt, "slug": slug.current, title, excerpt, publishedAt, cover${IMAGE}`;

export const JOURNAL_PAGE_SIZE = 9;

/** One page of the journal, newest first, and the total count (for pagination). */
export const JOURNAL_QUERY = /* @__PURE__ */ defineQuery(`{
  "total": count(*[_type == "article" && defined(slug.current)]),
  "articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc, _id asc) [$start...$end]{${ARTICLE_CARD}}
}`);

/**
 * How many neighbours on each side an article's query asks for: the loader links the nearest one
 * that has a title (content/untitled.server leaves the others out of the lists).
 */
export const ARTICLE_NEIGHBOURS = 3;

export const ARTICLE_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  ${ARTICLE_CARD},
  "body": {
    "it": body.it[]{..., _type == "image" => {_key, ${IMAGE_FIELDS}}},
    "en": body.en[]{..., _type == "image" => {_key, ${IMAGE_FIELDS}}}
  },
  "previous": *[_type == "article" && defined(slug.current) && publishedAt < ^.publishedAt] | order(publishedAt desc)[0...$neighbours]{_id, "slug": slug.current, title},
  "next": *[_type == "article" && defined(slug.current) && publishedAt > ^.publishedAt] | order(publishedAt asc)[0...$neighbours]{_id, "slug": slug.current, title}
}`);

/**
 * The sitemap's lists of documents, each in a fixed order, and what it reads of each document:
 * `_updatedAt` for lastmod; `_id` and `title` for content/untitled.server (a document with no title
 * in either language is left out of the sitemap as it is out of every page; its own page is a 404).
 * A page says whether it is marked noindex, for the sitemap to leave it out (a condition an index
 * cannot answer, so not the filter's: every page would be read). A request reads a bounded slice of
 * the lists however large the site grows (seo/sitemap.ts): all of them while they fit in one file,
 * else one list's slice.
 */
const SITEMAP_PAGES = /* groq */ `*[_type == "page" && defined(slug.current)] | order(slug.current asc, _id asc)`;
const SITEMAP_CATEGORIES = /* groq */ `*[_type == "menuCategory" && defined(slug.current)] | order(order asc, _id asc)`;
const SITEMAP_ITEMS = /* groq */ `*[_type == "menuItem" && defined(slug.current)] | order(slug.current asc, _id asc)`;
const SITEMAP_ARTICLES = /* groq */ `*[_type == "article" && defined(slug.current)] | order(publishedAt desc, _id asc)`;
const SITEMAP_EVENTS = /* groq */ `*[_type == "event" && defined(slug.current)] | order(start desc, _id asc)`;
const SITEMAP_DOCUMENT = /* groq */ `_id, title, "slug": slug.current, _updatedAt`;
const SITEMAP_CATEGORY = /* groq */ `${SITEMAP_DOCUMENT}, "itemsUpdatedAt": *[_type == "menuItem" && category._ref == ^._id] | order(_updatedAt desc)[0]._updatedAt`;
const SITEMAP_PAGE = /* groq */ `${SITEMAP_DOCUMENT}, "noindex": "noindex" in coalesce(middleware, [])`;
const SITEMAP_EVENT = /* groq */ `${SITEMAP_DOCUMENT}, start, end`;

/** Every list, each cut at $end: the one-file sitemap. */
export const SITEMAP_QUERY = /* @__PURE__ */ defineQuery(`{
  "pages": ${SITEMAP_PAGES}[0...$end]{${SITEMAP_PAGE}},
  "categories": ${SITEMAP_CATEGORIES}[0...$end]{${SITEMAP_CATEGORY}},
  "items": ${SITEMAP_ITEMS}[0...$end]{${SITEMAP_DOCUMENT}},
  "articles": ${SITEMAP_ARTICLES}[0...$end]{${SITEMAP_DOCUMENT}},
  "events": ${SITEMAP_EVENTS}[0...$end]{${SITEMAP_EVENT}}
}`);

/** One list's slice [$start...$end]: a file of the sitemap index. */
export const SITEMAP_PAGES_QUERY = /* @__PURE__ */ defineQuery(`{"pages": ${SITEMAP_PAGES}[$start...$end]{${SITEMAP_PAGE}}}`);
export const SITEMAP_CATEGORIES_QUERY = /* @__PURE__ */ defineQuery(`{"categories": ${SITEMAP_CATEGORIES}[$start...$end]{${SITEMAP_CATEGORY}}}`);
export const SITEMAP_ITEMS_QUERY = /* @__PURE__ */ defineQuery(`{"items": ${SITEMAP_ITEMS}[$start...$end]{${SITEMAP_DOCUMENT}}}`);
export const SITEMAP_ARTICLES_QUERY = /* @__PURE__ */ defineQuery(`{"articles": ${SITEMAP_ARTICLES}[$start...$end]{${SITEMAP_DOCUMENT}}}`);
export const SITEMAP_EVENTS_QUERY = /* @__PURE__ */ defineQuery(`{"events": ${SITEMAP_EVENTS}[$start...$end]{${SITEMAP_EVENT}}}`);

/** How many documents each of the sitemap's lists holds (the filters of SITEMAP_QUERY): one file or an index. */
export const SITEMAP_SIZE_QUERY = /* @__PURE__ */ defineQuery(`{
  "pages": count(*[_type == "page" && defined(slug.current)]),
  "categories": count(*[_type == "menuCategory" && defined(slug.current)]),
  "items": count(*[_type == "menuItem" && defined(slug.current)]),
  "articles": count(*[_type == "article" && defined(slug.current)]),
  "events": count(*[_type == "event" && defined(slug.current)])
}`);

export const FEED_SIZE = 20;

/** The journal's feed: the newest articles with what an RSS item needs, and the events to come. */
export const FEED_QUERY = /* @__PURE__ */ defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{title, description},
  "articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc, _id asc) [0...$size]{${ARTICLE_CARD}},
  "events": *[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now)] | order(start asc, _id asc) [0...$size]{_id, _createdAt, _updatedAt, "slug": slug.current, title, description, start, end}
}`);

/**
 * Events (app/events/): a card's fields, and the page's. `$now` is the request's instant to the
 * minute (events/rules.ts queryNow): an event is still to come until it has ended. Which events are
 * usable (a start, an end after it) is the app's rule (events/rules.ts), applied to every result.
 */
const EVENT_CARD = /* groq */ `_id, _updatedAt, "slug": slug.current, title, start, end, free, price, soldOut, image${IMAGE}`;
const EVENT_FIELDS = /* groq */ `${EVENT_CARD}, description, bookingUrl, bookingEmail, bookingPhone, placeName, placeAddress`;

/** The listing: the events to come (soonest first, at most $upcomingLimit), and one page of the archive (latest first). */
export const EVENTS_QUERY = /* @__PURE__ */ defineQuery(`{
  "upcoming": *[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now)] | order(start asc, _id asc) [0...$upcomingLimit]{${EVENT_CARD}},
  "pastTotal": count(*[_type == "event" && defined(slug.current) && dateTime(end) <= dateTime($now)]),
  "past": *[_type == "event" && defined(slug.current) && dateTime(end) <= dateTime($now)] | order(start desc, _id asc) [$start...$end]{${EVENT_CARD}}
}`);

export const EVENT_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "event" && slug.current == $slug][0]{${EVENT_FIELDS}}`);

/** The events to come, soonest first: the home page's section and the calendar feed. */
export const UPCOMING_EVENTS_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now)] | order(start asc, _id asc) [0...$size]{${EVENT_FIELDS}}`,
);
