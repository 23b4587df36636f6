/**
 * The journal's queries (routes/journal.tsx, routes/article.tsx), shaped as their pages draw them
 * (content-client/fragments.ts): the visitor's language (`$locale`), no nulls, no untitled articles.
 */
import { defineQuery } from "groq";
import { EXCERPT, HOTSPOT_CROP, IMAGE, IMAGE_ASSET, TITLE, TITLED } from "../content-client/fragments";

/** An article as a card shows it. */
export const ARTICLE_CARD =
  /* groq */ `_id, _updatedAt, "slug": slug.current, ${TITLE}, ${EXCERPT}, publishedAt, ...select(defined(cover.asset) => {"cover": cover${IMAGE}})` as const;

export const JOURNAL_PAGE_SIZE = 9;

/** One page of the journal, newest first, and the total count (for pagination). */
export const JOURNAL_QUERY = /* @__PURE__ */ defineQuery(`{
  "total": count(*[_type == "article" && defined(slug.current) && ${TITLED}]),
  "articles": *[_type == "article" && defined(slug.current) && ${TITLED}] | order(publishedAt desc, _id asc) [$start...$end]{${ARTICLE_CARD}}
}`);

/** How many neighbours on each side an article's query asks for: the nearest, which has a title. */
export const ARTICLE_NEIGHBOURS = 1;

/**
 * A body's items as stored (paragraphs, marks, keys: they say how to draw it), its images as every
 * image is (their alternative text is the body's language already).
 */
const BODY_ITEM =
  /* groq */ `{_type != "image" => {...}, _type == "image" => {_key, _type, ...select(defined(alt) => {alt}), ${HOTSPOT_CROP}, ${IMAGE_ASSET}}}` as const;

/** An article's page: the body in the visitor's language, or the Italian (`{"it": […]}`) where it has none. */
export const ARTICLE_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "article" && slug.current == $slug && ${TITLED}][0]{
  ${ARTICLE_CARD},
  ...select(count(body.it) > 0 || ($locale == "en" && count(body.en) > 0) => {"body": select($locale == "en" && count(body.en) > 0 => {"en": body.en[]${BODY_ITEM}}, {"it": body.it[]${BODY_ITEM}})}),
  "previous": *[_type == "article" && defined(slug.current) && publishedAt < ^.publishedAt && ${TITLED}] | order(publishedAt desc)[0...$neighbours]{_id, "slug": slug.current, ${TITLE}},
  "next": *[_type == "article" && defined(slug.current) && publishedAt > ^.publishedAt && ${TITLED}] | order(publishedAt asc)[0...$neighbours]{_id, "slug": slug.current, ${TITLE}}
}`);
