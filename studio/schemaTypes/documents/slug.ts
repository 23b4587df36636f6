import { defineField, type SlugIsUniqueValidator, type SlugValidationContext } from "sanity";
import { slugify, slugRule, type RuleResult } from "../rules";

/**
 * A document's slug, by the site's rule. `unique` lists the types that share its URL space (menu
 * categories and dishes both live under /menu/{slug}); drafts of the same document do not count.
 */
export function slugField(options: { types: readonly string[]; rule?: (current: unknown) => RuleResult }) {
  const rule = options.rule ?? slugRule;
  return defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    description: "The last part of the page's URL: lowercase letters, digits and hyphens.",
    options: {
      source: "title.it",
      maxLength: 96,
      slugify: (input: string) => slugify(input),
      isUnique: uniqueAmong(options.types),
    },
    validation: (r) => r.required().custom((value) => rule((value as { current?: unknown } | undefined)?.current)),
  });
}

function uniqueAmong(types: readonly string[]): SlugIsUniqueValidator {
  return async (slug: string, context: SlugValidationContext) => {
    const { document, getClient } = context;
    if (!document) return true;
    const published = document._id.replace(/^drafts\./, "");
    const query = `!defined(*[_type in $types && slug.current == $slug && !(_id in [$published, $draft])][0]._id)`;
    return getClient({ apiVersion: "2025-02-19" })
      .withConfig({ perspective: "raw" })
      .fetch<boolean>(query, {
        types,
        slug,
        published,
        draft: `drafts.${published}`,
      });
  };
}
