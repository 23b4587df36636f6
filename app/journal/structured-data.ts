/**
 * A journal article as a schema.org `BlogPosting`, written and published by the venue.
 */
import type { ArticleCard, SiteSettings } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { SCHEMA_ORG, absoluteImageUrl, absoluteUrl, compact, type JsonLdNode, type SeoContext } from "~/ui/json-ld";
import { venueReference } from "../venue/structured-data";

/** Google asks for several aspect ratios of the lead image (16:9, 4:3, 1:1), at least 1200 px wide. */
const ARTICLE_IMAGE_SIZES = [
  { width: 1200, height: 675 },
  { width: 1200, height: 900 },
  { width: 1200, height: 1200 },
];

export function articleJsonLd(
  article: ArticleCard,
  settings: Pick<SiteSettings, "title">,
  ctx: SeoContext,
): JsonLdNode {
  const url = absoluteUrl(ctx, `/journal/${article.slug}`);
  const venue = venueReference(settings, ctx);
  return compact({
    "@context": SCHEMA_ORG,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: localized<string>(article.title, ctx.locale),
    description: localized<string>(article.excerpt, ctx.locale),
    url,
    mainEntityOfPage: url,
    inLanguage: ctx.locale,
    datePublished: article.publishedAt,
    dateModified: article._updatedAt ?? article.publishedAt,
    image: ARTICLE_IMAGE_SIZES.map((size) => absoluteImageUrl(ctx, article.cover, size)).filter((u): u is string =>
      Boolean(u),
    ),
    author: venue,
    publisher: venue,
  });
}
