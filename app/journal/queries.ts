/**
 * The journal's queries (routes/journal.tsx, routes/article.tsx), shaped as their pages draw them
 * (content-client/fragments.ts): the visitor's language (`$locale`), no nulls, no untitled articles.
 */
import { defineQuery } from "groq";
import { BODY, EXCERPT, IMAGE, TITLE, TITLED } from "../content-client/fragments";

/** What a card shows of an article (the journal's, a block's). */
export const ARTICLE_SUMMARY =
  /* groq */ `"slug": slug.current, ${TITLE}, ${EXCERPT}, publishedAt, ...select(defined(cover.asset) => {"cover": cover${IMAGE}})` as const;

/** An article as the journal's card shows it. */
export const ARTICLE_CARD = /* groq */ `_id, _updatedAt, ${ARTICLE_SUMMARY}` as const;

export const JOURNAL_PAGE_SIZE = 9;

/** One page of the journal, newest first, and the total count (for pagination). */
export const JOURNAL_QUERY = /* @__PURE__ */ defineQuery(`{
  "total": count(*[_type == "article" && defined(slug.current) && ${TITLED}]),
  "articles": *[_type == "article" && defined(slug.current) && ${TITLED}] | order(publishedAt desc, _id asc) [$start...$end]{${ARTICLE_CARD}}
}`);

/** How many neighbours on each side an article's query asks for: the nearest, which has a title. */
export const ARTICLE_NEIGHBOURS = 1;

/** An article's page: the body in the visitor's language, or the Italian (`{"it": […]}`) where it has none. */
export const ARTICLE_QUERY =
  /* @__PURE__ */ defineQuery(`*[_type == "article" && slug.current == $slug && ${TITLED}][0]{
  ${ARTICLE_CARD},
  ${BODY},
  "previous": *[_type == "article" && defined(slug.current) && publishedAt < ^.publishedAt && ${TITLED}] | order(publishedAt desc)[0...$neighbours]{_id, "slug": slug.current, ${TITLE}},
  "next": *[_type == "article" && defined(slug.current) && publishedAt > ^.publishedAt && ${TITLED}] | order(publishedAt asc)[0...$neighbours]{_id, "slug": slug.current, ${TITLE}}
}`);
