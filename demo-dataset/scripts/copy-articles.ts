/**
 * Article documents from the journal copy, plus the drafts (see docs/content-model.md, "Drafts").
 */
import { ARTICLES_2025, type ArticleCopy } from "./copy-articles-2025.ts";
import { ARTICLES_2026, DRAFT_ARTICLE } from "./copy-articles-2026.ts";
import { type Doc, image, ls, lt, slug } from "./model.ts";
import { body } from "./pt.ts";

function article(a: ArticleCopy, id = `article-${a.slug}`): Doc {
  return {
    _id: id,
    _type: "article",
    slug: slug(a.slug),
    title: ls(...a.title),
    excerpt: lt(...a.excerpt),
    publishedAt: a.publishedAt,
    cover: image(a.cover, a.coverAlt, { focus: [0.5, 0.5] }),
    body: body(a.it, a.en),
  };
}

export const articleDocs = (): Doc[] => [...ARTICLES_2025, ...ARTICLES_2026].map((a) => article(a));

/**
 * Exactly two drafts: a new article with no published twin, and an unpublished price change
 * to a published menu item (carbonara from 14 to 15 euros).
 */
export function draftDocs(published: readonly Doc[]): Doc[] {
  const carbonara = published.find((d) => d._id === "menuItem-spaghetti-alla-carbonara");
  if (!carbonara) throw new Error("carbonara missing: the draft price change has no twin");
  return [
    article(DRAFT_ARTICLE, `drafts.article-${DRAFT_ARTICLE.slug}`),
    { ...structuredClone(carbonara), _id: "drafts.menuItem-spaghetti-alla-carbonara", price: 15 },
  ];
}
