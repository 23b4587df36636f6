/**
 * The sitemap's and the feed's queries (routes/sitemap.ts, routes/journal-feed.ts). Documents
 * without a title in either language are not listed (content-client/fragments.ts TITLED), as they are on
 * no page; their own page is a 404.
 */
import { defineQuery } from "groq";
import { DESCRIPTION, TITLE, TITLED } from "../content-client/fragments";
import { ARTICLE_CARD } from "../journal/queries";

/**
 * The sitemap's lists of documents, each in a fixed order, and what it reads of each document:
 * `_updatedAt` for lastmod. A page says whether it is marked noindex, for the sitemap to leave it
 * out (a condition an index cannot answer, so not the filter's: every page would be read). A
 * request reads a bounded slice of the lists however large the site grows (seo/sitemap.ts): all of
 * them while they fit in one file, else one list's slice.
 */
const SITEMAP_PAGES =
  /* groq */ `*[_type == "page" && defined(slug.current) && ${TITLED}] | order(slug.current asc, _id asc)` as const;
const SITEMAP_CATEGORIES =
  /* groq */ `*[_type == "menuCategory" && defined(slug.current) && ${TITLED}] | order(order asc, _id asc)` as const;
const SITEMAP_ITEMS =
  /* groq */ `*[_type == "menuItem" && defined(slug.current) && ${TITLED}] | order(slug.current asc, _id asc)` as const;
const SITEMAP_ARTICLES =
  /* groq */ `*[_type == "article" && defined(slug.current) && ${TITLED}] | order(publishedAt desc, _id asc)` as const;
const SITEMAP_EVENTS =
  /* groq */ `*[_type == "event" && defined(slug.current) && ${TITLED}] | order(start desc, _id asc)` as const;
const SITEMAP_DOCUMENT = /* groq */ `_id, "slug": slug.current, _updatedAt`;
const SITEMAP_CATEGORY =
  /* groq */ `${SITEMAP_DOCUMENT}, "itemsUpdatedAt": *[_type == "menuItem" && category._ref == ^._id && ${TITLED}] | order(_updatedAt desc)[0]._updatedAt` as const;
const SITEMAP_PAGE = /* groq */ `${SITEMAP_DOCUMENT}, "noindex": "noindex" in coalesce(middleware, [])` as const;
const SITEMAP_EVENT = /* groq */ `${SITEMAP_DOCUMENT}, start, end` as const;

/** Every list, each cut at $end: the one-file sitemap. */
export const SITEMAP_QUERY = /* @__PURE__ */ defineQuery(`{
  "pages": ${SITEMAP_PAGES}[0...$end]{${SITEMAP_PAGE}},
  "categories": ${SITEMAP_CATEGORIES}[0...$end]{${SITEMAP_CATEGORY}},
  "items": ${SITEMAP_ITEMS}[0...$end]{${SITEMAP_DOCUMENT}},
  "articles": ${SITEMAP_ARTICLES}[0...$end]{${SITEMAP_DOCUMENT}},
  "events": ${SITEMAP_EVENTS}[0...$end]{${SITEMAP_EVENT}}
}`);

/** One list's slice [$start...$end]: a file of the sitemap index. */
export const SITEMAP_PAGES_QUERY = /* @__PURE__ */ defineQuery(
  `{"pages": ${SITEMAP_PAGES}[$start...$end]{${SITEMAP_PAGE}}}`,
);
export const SITEMAP_CATEGORIES_QUERY = /* @__PURE__ */ defineQuery(
  `{"categories": ${SITEMAP_CATEGORIES}[$start...$end]{${SITEMAP_CATEGORY}}}`,
);
export const SITEMAP_ITEMS_QUERY = /* @__PURE__ */ defineQuery(
  `{"items": ${SITEMAP_ITEMS}[$start...$end]{${SITEMAP_DOCUMENT}}}`,
);
export const SITEMAP_ARTICLES_QUERY = /* @__PURE__ */ defineQuery(
  `{"articles": ${SITEMAP_ARTICLES}[$start...$end]{${SITEMAP_DOCUMENT}}}`,
);
export const SITEMAP_EVENTS_QUERY = /* @__PURE__ */ defineQuery(
  `{"events": ${SITEMAP_EVENTS}[$start...$end]{${SITEMAP_EVENT}}}`,
);

/** How many documents each of the sitemap's lists holds (the filters of SITEMAP_QUERY): one file or an index. */
export const SITEMAP_SIZE_QUERY = /* @__PURE__ */ defineQuery(`{
  "pages": count(*[_type == "page" && defined(slug.current) && ${TITLED}]),
  "categories": count(*[_type == "menuCategory" && defined(slug.current) && ${TITLED}]),
  "items": count(*[_type == "menuItem" && defined(slug.current) && ${TITLED}]),
  "articles": count(*[_type == "article" && defined(slug.current) && ${TITLED}]),
  "events": count(*[_type == "event" && defined(slug.current) && ${TITLED}])
}`);

export const FEED_SIZE = 20;

/**
 * The journal's feed in one language (`$locale`): the newest articles with what an RSS item needs, and the
 * events to come.
 */
export const FEED_QUERY = /* @__PURE__ */ defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{title, ${DESCRIPTION}},
  "articles": *[_type == "article" && defined(slug.current) && ${TITLED}] | order(publishedAt desc, _id asc) [0...$size]{${ARTICLE_CARD}},
  "events": *[_type == "event" && defined(slug.current) && dateTime(end) > dateTime($now) && ${TITLED}] | order(start asc, _id asc) [0...$size]{_id, _createdAt, _updatedAt, "slug": slug.current, ${TITLE}, ${DESCRIPTION}, start, end}
}`);
