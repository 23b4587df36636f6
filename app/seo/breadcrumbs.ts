/**
 * `BreadcrumbList` for pages below the home page: Home › Menu › Antipasti › Supplì.
 */
import { SCHEMA_ORG, absoluteUrl, type JsonLdNode, type SeoContext } from "~/ui/json-ld";

export interface Crumb {
  name: string | undefined;
  /** An unprefixed site path ("/menu"); made absolute in the page's language. */
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], ctx: Pick<SeoContext, "siteUrl" | "locale">): JsonLdNode {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    itemListElement: crumbs
      .filter((crumb) => crumb.name)
      .map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(ctx, crumb.path),
      })),
  };
}
